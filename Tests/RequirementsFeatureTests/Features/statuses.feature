Feature: Step and scenario statuses
  Verity gives every step one of Cucumber's statuses, so that its reports read like those of
  any other Cucumber: passed, failed, undefined, pending, skipped or ambiguous. A scenario
  takes the most severe status of its steps.

  Rule: A step's status says what its step definition did

    Scenario Outline: A step that <behaviour> is <status>
      Given a feature file "statuses.feature":
        """
        Feature: Statuses
          Scenario: One step
            Given <step>
        """
      When Verity runs the features
      Then the steps of "One step" have these statuses:
        | step   | status   |
        | <step> | <status> |

      Examples:
        | behaviour                    | step                | status    |
        | runs without an error        | a step passes       | passed    |
        | throws an error              | a step fails        | failed    |
        | has no step definition       | a step nobody wrote | undefined |
        | throws Pending               | a step is pending   | pending   |
        | throws Skipped               | a step is skipped   | skipped   |
        | matches two step definitions | an ambiguous step   | ambiguous |

  Rule: The steps after a step that did not pass are skipped, without running

    Example: The steps after a failing step are skipped
      Given a feature file "checkout.feature":
        """
        Feature: Checkout
          Scenario: Paying
            Given a step passes
            When a step fails
            Then a step attaches "receipt"
            And a step passes
        """
      When Verity runs the features
      Then the steps of "Paying" have these statuses:
        | step                      | status  |
        | a step passes             | passed  |
        | a step fails              | failed  |
        | a step attaches "receipt" | skipped |
        | a step passes             | skipped |
      And nothing was logged

    Example: The steps after a pending step are skipped
      Given a feature file "checkout.feature":
        """
        Feature: Checkout
          Scenario: Paying
            Given a step is pending
            Then a step attaches "receipt"
        """
      When Verity runs the features
      Then the steps of "Paying" have these statuses:
        | step                      | status  |
        | a step is pending         | pending |
        | a step attaches "receipt" | skipped |
      And nothing was logged

    Example: Undefined and ambiguous steps keep their status after a failure
      Given a feature file "checkout.feature":
        """
        Feature: Checkout
          Scenario: Paying
            Given a step fails
            When a step nobody wrote
            Then an ambiguous step
        """
      When Verity runs the features
      Then the steps of "Paying" have these statuses:
        | step                | status    |
        | a step fails        | failed    |
        | a step nobody wrote | undefined |
        | an ambiguous step   | ambiguous |

  Rule: A scenario has the most severe status of its steps

    Scenario Outline: A scenario whose steps are <first> and <second> is <scenario status>
      Given a feature file "severity.feature":
        """
        Feature: Severity
          Scenario: Two steps
            Given <first step>
            Then <second step>
        """
      When Verity runs the features
      Then the status of "Two steps" is <scenario status>

      Examples:
        | first     | second    | first step          | second step         | scenario status |
        | passed    | passed    | a step passes       | a step passes       | passed          |
        | passed    | skipped   | a step passes       | a step is skipped   | skipped         |
        | pending   | skipped   | a step is pending   | a step passes       | pending         |
        | pending   | undefined | a step is pending   | a step nobody wrote | undefined       |
        | undefined | ambiguous | a step nobody wrote | an ambiguous step   | ambiguous       |
        | failed    | ambiguous | a step fails        | an ambiguous step   | failed          |

  Rule: A scenario skipped on purpose does not fail the run

    Example: A step that throws Skipped skips the scenario
      Given a feature file "gpu.feature":
        """
        Feature: GPU
          Scenario: Rendering
            Given a step is skipped
            Then a step fails
        """
      When Verity runs the features
      Then the run passes
      And the status of "Rendering" is skipped

  Rule: A failure names the step's line and what went wrong

    Example: A failing step is reported at its line with its error
      Given a feature file "checkout.feature":
        """
        Feature: Checkout
          Scenario: Paying
            Given a step passes
            When a step fails
        """
      When Verity runs the features
      Then the run fails
      And the problem with "Paying" is reported at line 4 of "checkout.feature"
      And the problem with "Paying" says "the step failed on purpose"
      And the problem with "Paying" names where its step definition is written

    Example: An ambiguous step names every step definition it matches
      Given a feature file "checkout.feature":
        """
        Feature: Checkout
          Scenario: Paying
            Given an ambiguous step
        """
      When Verity runs the features
      Then the run fails
      And the problem with "Paying" says "2 step definitions match: 'an ambiguous step', 'an ambiguous {word}'"
