import Testing

/// Kuniwak's claims for the Navigator: navigation is asserted through a spy without any
/// UI, and shared behaviour sits in one place.
@Suite("Example: a Navigator that logs navigation in one place (Kuniwak, E2)")
struct NavigatorTests {
    final class NavigatorSpy: NavigatorProtocol {
        private(set) var callArgs: [(screen: Screen, animated: Bool)] = []
        func navigate(to screen: Screen, animated: Bool) { callArgs.append((screen, animated)) }
    }

    @Test func aTapNavigatesToTheBarScreenBuiltWithTheSharedModel() throws {
        let model = FooBarModel()
        let spy = NavigatorSpy()
        FooBarViewController(representing: model, navigatingBy: spy).didTapButton()
        let call = try #require(spy.callArgs.first)
        let bar = try #require(call.screen as? BarViewController)
        #expect(bar.model === model, "the next screen gets the shared model when it is built")
        #expect(call.animated)
    }

    @Test func everyNavigationIsLoggedByTheOneNavigator() {
        var log: [String] = []
        let stack = NavigationStack()
        let navigator = Navigator(for: stack) { log.append($0) }
        let model = FooBarModel()
        FooBarViewController(representing: model, navigatingBy: navigator).didTapButton()
        navigator.navigate(to: FooBarViewController(representing: model, navigatingBy: navigator), animated: false)
        #expect(log == ["navigate to Bar", "navigate to FooBar"])
        #expect(stack.screens.map(\.title) == ["Bar", "FooBar"])
    }
}
