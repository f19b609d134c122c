Feature: Strictness
  A requirement that no code proves is not verified. So by default a run fails when a step has
  no step definition (undefined) or a step definition that is not written yet (pending), and
  Verity suggests the Swift code to paste for every undefined step. A team that adopts Verity
  step by step can turn strictness off; failures still fail the run.

  Rule: A strict run fails on undefined and pending steps

    Example: A run whose steps all pass passes
      Given a feature file "cukes.feature":
        """
        Feature: Cukes
          Scenario: Eating
            Given a step passes
        """
      When Verity runs the features
      Then the run passes
      And the status of "Eating" is passed

    Example: An undefined step fails the run and is reported at its line
      Given a feature file "cukes.feature":
        """
        Feature: Cukes
          Scenario: Eating
            Given a step passes
            When I eat 3 cukes
        """
      When Verity runs the features
      Then the run fails
      And the status of "Eating" is undefined
      And the problem with "Eating" is reported at line 4 of "cukes.feature"

    Example: A pending step fails the run and says why it is pending
      Given a feature file "cukes.feature":
        """
        Feature: Cukes
          Scenario: Eating
            Given a step is pending
        """
      When Verity runs the features
      Then the run fails
      And the status of "Eating" is pending
      And the problem with "Eating" says "not written yet"

  Rule: Every undefined step comes with a snippet to paste

    Example: The snippet turns numbers and quoted text into parameters
      Given a feature file "cukes.feature":
        """
        Feature: Cukes
          Scenario: Eating
            Given I have 3 cukes in my "belly"
        """
      When Verity runs the features
      Then the snippet for "I have 3 cukes in my \"belly\"" is:
        """swift
        steps.given("I have {int} cukes in my {string}") { (world, cukes: Int, string: String) in
            throw Pending()
        }
        """
      And the problem with "Eating" suggests the snippet for "I have 3 cukes in my \"belly\""

    Example: A parameter is named after the word that follows it in the step
      Given a feature file "coffee.feature":
        """
        Feature: Coffee
          Scenario: Loyalty
            Given Ada has already bought 3 coffees
        """
      When Verity runs the features
      Then the snippet for "Ada has already bought 3 coffees" is:
        """swift
        steps.given("Ada has already bought {int} coffees") { (world, coffees: Int) in
            throw Pending()
        }
        """

    Example: The run's snippets are one function to paste, each alternative commented out once
      Given a feature file "coffee.feature":
        """
        Feature: Coffee
          Scenario: Loyalty
            Given Ada has already bought 3 coffees
            When she pays with "cash"
          Scenario: More loyalty
            Given Ada has already bought 5 coffees
            When she pays with "card"
        """
      When Verity runs the features
      Then the run's snippet block is:
        """swift
        func undefinedSteps(_ steps: inout Steps<InnerWorld>) {
            steps.given("Ada has already bought {int} coffees") { (world, coffees: Int) in
                throw Pending()
            }
            // steps.given("Ada has already bought {float} coffees") { (world, coffees: Double) in
            //     throw Pending()
            // }

            steps.when("she pays with {string}") { (world, string: String) in
                throw Pending()
            }
        }
        """

    Example: Pasted together, the snippets define each step once
      Given a feature file "coffee.feature":
        """
        Feature: Coffee
          Scenario: Whole cups
            Given Ada has already bought 3 coffees
          Scenario: Half a cup
            Given Ada has already bought 2.5 coffees
          Scenario: A step that is written already
            Given a step passes
          Scenario: Almost the same words
            Given a step passes 2 times
        """
      When Verity runs the features
      Then the run's snippet block is:
        """swift
        func undefinedSteps(_ steps: inout Steps<InnerWorld>) {
            steps.given("Ada has already bought {float} coffees") { (world, coffees: Double) in
                throw Pending()
            }
            // steps.given("Ada has already bought {int} coffees") { (world, coffees: Int) in
            //     throw Pending()
            // }

            steps.given("a step passes {int} times") { (world, times: Int) in
                throw Pending()
            }
            // steps.given("a step passes {float} times") { (world, times: Double) in
            //     throw Pending()
            // }
        }
        """

    Example: The snippet of a step with a table receives the table
      Given a feature file "cukes.feature":
        """
        Feature: Cukes
          Scenario: Stocking
            Given these cukes:
              | colour | count |
              | green  | 3     |
        """
      When Verity runs the features
      Then the snippet for "these cukes:" is:
        """swift
        steps.given("these cukes:") { (world, table: DataTable) in
            throw Pending()
        }
        """

    Example: No snippet is suggested when every step is defined
      Given a feature file "cukes.feature":
        """
        Feature: Cukes
          Scenario: Eating
            Given a step passes
            Then a step is pending
        """
      When Verity runs the features
      Then no snippet is suggested

  Rule: A run that is not strict tolerates undefined and pending steps, never failures

    Scenario Outline: A <status> step does not fail a run that is not strict
      Given a feature file "cukes.feature":
        """
        Feature: Cukes
          Scenario: Unfinished
            Given <step>
        """
      And the run is not strict
      When Verity runs the features
      Then the run passes
      And the status of "Unfinished" is <status>

      Examples:
        | step                | status    |
        | a step is pending   | pending   |
        | a step nobody wrote | undefined |

    Scenario Outline: A <status> step fails a run that is not strict
      Given a feature file "cukes.feature":
        """
        Feature: Cukes
          Scenario: Broken
            Given <step>
        """
      And the run is not strict
      When Verity runs the features
      Then the run fails
      And the status of "Broken" is <status>

      Examples:
        | step              | status    |
        | a step fails      | failed    |
        | an ambiguous step | ambiguous |
