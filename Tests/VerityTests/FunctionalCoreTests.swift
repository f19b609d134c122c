import Testing
import Verity

/// A checkout written as a functional core: pure logic, tested with `==`.
struct Checkout: FunctionalCore, Equatable {
    enum Event: Sendable, Equatable {
        case add(String)
        case pay
        case paid(receipt: Int)
        case declined
    }

    enum Command: Sendable, Equatable {
        case charge(items: [String])
        case showReceipt(Int)
    }

    var items: [String] = []
    var isPaying = false
    var receipt: Int?
    var wasDeclined = false

    mutating func handle(_ event: Event) -> [Command] {
        switch event {
        case .add(let item):
            items.append(item)
            return []
        case .pay:
            guard !items.isEmpty, !isPaying else { return [] }
            isPaying = true
            return [.charge(items: items)]
        case .paid(let receipt):
            (isPaying, self.receipt) = (false, receipt)
            return [.showReceipt(receipt)]
        case .declined:
            (isPaying, wasDeclined) = (false, true)
            return []
        }
    }
}

struct CheckoutScreen: Sendable {
    var items: [String]
    var receipt: Int?
    var add: Action<String>
    var pay: Action<Void>
}

@Suite(.timeLimit(.minutes(1))) struct FunctionalCoreTests {
    @Test func theCoreIsTestedWithEqualityAlone() {
        var checkout = Checkout()
        #expect(checkout.handle(.pay) == [], "nothing to pay for")
        #expect(checkout.handle(.add("tea")) == [])
        #expect(checkout.handle(.pay) == [.charge(items: ["tea"])])
        #expect(checkout.handle(.pay) == [], "no double charge")
        #expect(checkout.handle(.paid(receipt: 7)) == [.showReceipt(7)])
        #expect(checkout == Checkout(items: ["tea"], isPaying: false, receipt: 7, wasDeclined: false))
    }

    @Test func theShellEmitsAModelPerEventAndFeedsCommandResultsBack() async throws {
        let performed = Recorder<Checkout.Command>()
        let source = Source(named: "Checkout", running: Checkout()) { command in
            performed.append(command)
            if case .charge = command { return .paid(receipt: 42) }
            return nil
        } model: { checkout, actions in
            CheckoutScreen(
                items: checkout.items,
                receipt: checkout.receipt,
                add: actions.action("add") { .add($0) },
                pay: actions.action("pay", sending: .pay)
            )
        }

        source.model.add("tea")
        #expect(source.model.items == ["tea"])
        source.model.pay()
        let paid = await source.first { $0.receipt != nil }
        #expect(paid?.receipt == 42)
        while performed.values.count < 2 { await Task.yield() }
        #expect(performed.values == [.charge(items: ["tea"]), .showReceipt(42)])
    }

    @Test func eventsThatPerformFeedsBackAreSeenByActionObservers() async throws {
        let source = Source(named: "Checkout", running: Checkout()) { command in
            if case .charge = command { return .paid(receipt: 42) }
            return nil
        } model: { checkout, actions in
            CheckoutScreen(
                items: checkout.items, receipt: checkout.receipt, add: actions.action("add") { .add($0) },
                pay: actions.action("pay", sending: .pay))
        }
        let events = Recorder<ActionEvent>()
        let observation = source.observeActions { events.append($0) }
        source.model.add("tea")
        source.model.pay()
        while !source.runningWork.isEmpty || source.model.receipt == nil { await Task.yield() }
        let fedBack = events.values.filter { $0.action == ActionIdentity(source: "Checkout", method: "perform") }
        #expect(fedBack.map { $0.input as? Checkout.Event } == [.paid(receipt: 42)])
        #expect(events.values.map(\.action.method) == ["add", "pay", "perform"])
        withExtendedLifetime(observation) {}
    }

    @Test func eventsFromAnEarlierModelOfTheSameStateAreKept() throws {
        let source = Source(named: "Checkout", running: Checkout()) { _ in
            nil
        } model: { checkout, actions in
            CheckoutScreen(
                items: checkout.items, receipt: nil, add: actions.action("add") { .add($0) }, pay: .doNothing)
        }
        let earlierAdd = source.model.add
        earlierAdd("tea")
        earlierAdd("cake")
        #expect(source.model.items == ["tea", "cake"])
    }

    @Test func eventsFromAStateTheCoreLeftAreRejected() throws {
        // Once something is in the basket the screen offers `pay` too: another state.
        let source = Source(named: "Checkout", running: Checkout()) { _ in
            nil
        } model: { checkout, actions in
            CheckoutScreen(
                items: checkout.items, receipt: nil, add: actions.action("add") { .add($0) },
                pay: checkout.items.isEmpty ? .doNothing : actions.action("pay", sending: .pay))
        }
        let staleAdd = source.model.add
        staleAdd("tea")
        LogCapture.withHandler({ _ in }) { staleAdd("cake") }
        #expect(source.model.items == ["tea"])
    }
}
