import Testing
import Verity

@Suite struct RendererTests {
    final class Screen: Renderer {
        let model: Source<Int>
        let shown = Recorder<Int>()

        init(model: Source<Int>) {
            self.model = model
            startRendering()
        }

        func render(_ model: Int) {
            shown.append(model)
        }
    }

    @Test func aRendererRendersTheCurrentModelAndEveryLaterOne() {
        let (source, state) = Counter.make()
        let screen = Screen(model: source)
        state.set(1)
        state.set(2)
        #expect(screen.shown.values == [0, 1, 2])
    }

    @Test func aRendererIsNotKeptAliveByItsSource() {
        let (source, state) = Counter.make()
        var screen: Screen? = Screen(model: source)
        weak let weakScreen = screen
        screen = nil
        #expect(weakScreen == nil)
        state.set(1)
    }

    @Test func theTerminalRendererWritesEachModelAsALine() {
        let (source, state) = Counter.make()
        let output = Recorder<String>()
        let terminal = TerminalRenderer(model: source, write: { output.append($0) }) { "count: \($0)" }
        state.set(1)
        #expect(output.values == ["count: 0\n", "count: 1\n"])
        withExtendedLifetime(terminal) {}
    }

    @Test func theTerminalRendererCanClearTheScreenBeforeEachModel() {
        let output = Recorder<String>()
        let terminal = TerminalRenderer(model: Source(constant: "hi"), clearsScreen: true, write: { output.append($0) })
        { $0 }
        #expect(output.values == ["\u{1B}[2J\u{1B}[Hhi\n"])
        withExtendedLifetime(terminal) {}
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1))) struct MainActorRendererTests {
    @MainActor final class Label: MainActorRenderer {
        let model: Source<Int>
        var shown: [Int] = []
        var rendering: Task<Void, Never>?

        init(model: Source<Int>) {
            self.model = model
            rendering = startRendering()
        }

        func render(_ model: Int) {
            shown.append(model)
        }
    }

    @Test func rendersTheCurrentModelAtOnceAndLaterOnesInOrderOnTheMainActor() async {
        let (source, state) = Counter.make()
        let label = Label(model: source)
        #expect(label.shown == [0], "the current model is rendered synchronously")
        Task.detached {
            for value in 1...20 { state.set(value) }
        }
        while label.shown.last != 20 {
            await Task.yield()
        }
        let later = label.shown.drop { $0 == 0 }
        #expect(Array(later) == Array(1...20))
        label.rendering?.cancel()
    }
}
