import Requirements

// The end of a run of `PastedSnippetTests.feature`, pasted as it printed it (the function
// below, unchanged); `PastedSnippetTests` checks that a run still prints exactly this.
func undefinedSteps(_ steps: inout Steps<PasteWorld>) {
    steps.given("Ada has already bought {float} coffees") { (world, coffees: Double) in
        throw Pending()
    }
    // steps.given("Ada has already bought {int} coffees") { (world, coffees: Int) in
    //     throw Pending()
    // }

    steps.when("she orders {int} {string} {flavour}") { (world, int: Int, string: String, flavour: String) in
        throw Pending()
    }
    // steps.when("she orders {float} {string} {flavour}") { (world, float: Double, string: String, flavour: String) in
    //     throw Pending()
    // }

    steps.then("she has paid {float} euros") { (world, euros: Double) in
        throw Pending()
    }
    // steps.then("she has paid {int} euros") { (world, euros: Int) in
    //     throw Pending()
    // }

    steps.then("the barista is happy") { world in
        throw Pending()
    }
}
