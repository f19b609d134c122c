import Requirements
import Shop
import Testing

/// The shop's step definitions; the `features` suite below is what the generated tests run.
let shopSteps = Steps<Cart>(world: Cart.init) { steps in
    steps.given("I am a member") { cart in cart.member = true }
    steps.given("I add {int} {word} at {int} cents") { (cart, count: Int, name: String, price: Int) in
        cart.world.add(name, price: price, count: count)
    }
    steps.when("I pay with {string}") { (_, card: String) in
        try #require(!card.isEmpty)
    }
    steps.then("I pay {int} cents") { (cart, expected: Int) in
        #expect(cart.total == expected)
    }
    #if os(iOS)
    // NB: only iOS defines this step; elsewhere its @ios scenario is skipped, saying why.
    steps.then("the receipt is offered to the Wallet app") { cart in
        #expect(cart.total > 0)
    }
    #endif
}

// NB: the VerityFeatureTests plugin's tests run the suite named `features`; its feature files
// come from the source tree when it is there, else from the `Features` resource.
let features = FeatureSuite(shopSteps, resourcesIn: .module)
