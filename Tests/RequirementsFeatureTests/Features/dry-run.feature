Feature: Dry run
  A dry run matches every step to its step definition without running any code, so that
  undefined and ambiguous steps are found in seconds, before a long suite runs.

  Rule: A dry run runs no step and no hook

    Example: Nothing runs, and steps that would fail do not fail the run
      Given these hooks:
        | hook   | name      |
        | before | open shop |
      And a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Buying
            Given a step attaches "buying"
            And a step fails
        """
      And a dry run
      When Verity runs the features
      Then the run passes
      And nothing was logged
      And the steps of "Buying" have these statuses:
        | step                     | status  |
        | a step attaches "buying" | skipped |
        | a step fails             | skipped |

  Rule: A dry run still finds the steps that are undefined or ambiguous

    Example: An undefined step fails a dry run and gets its snippet
      Given a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Buying
            When I buy 2 apples
        """
      And a dry run
      When Verity runs the features
      Then the run fails
      And the status of "Buying" is undefined
      And the problem with "Buying" suggests the snippet for "I buy 2 apples"

    Example: An undefined step after a defined one fails a dry run
      Given a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Buying
            Given a step passes
            When I buy 2 apples
        """
      And a dry run
      When Verity runs the features
      Then the steps of "Buying" have these statuses:
        | step           | status    |
        | a step passes  | skipped   |
        | I buy 2 apples | undefined |
      And the run fails

    Example: An ambiguous step fails a dry run
      Given a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Buying
            Given an ambiguous step
        """
      And a dry run
      When Verity runs the features
      Then the run fails
      And the status of "Buying" is ambiguous
