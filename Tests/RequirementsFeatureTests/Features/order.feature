Feature: The order scenarios run in
  Scenarios run in the order they are written. Running them in reverse or in a random order
  finds scenarios that depend on each other; a random order is shuffled from a seed that the
  run reports, so that an order that revealed a problem can be repeated.

  Background:
    Given a feature file "week.feature":
      """
      Feature: Week
        Scenario: Monday
          Given a step passes
        Scenario: Tuesday
          Given a step passes
        Scenario: Wednesday
          Given a step passes
        Scenario: Thursday
          Given a step passes
        Scenario: Friday
          Given a step passes
        Scenario: Saturday
          Given a step passes
        Scenario: Sunday
          Given a step passes
      """
    And scenarios run one at a time

  Rule: Scenarios run as written unless another order is asked for

    Example: As written
      When Verity runs the features
      Then these scenarios ran, in this order:
        | Monday    |
        | Tuesday   |
        | Wednesday |
        | Thursday  |
        | Friday    |
        | Saturday  |
        | Sunday    |

    Example: In reverse
      Given the order "reverse"
      When Verity runs the features
      Then these scenarios ran, in this order:
        | Sunday    |
        | Saturday  |
        | Friday    |
        | Thursday  |
        | Wednesday |
        | Tuesday   |
        | Monday    |

  Rule: A random order is shuffled from a seed, and the same seed gives the same order

    Example: A random order with a seed is the same on every run
      Given the order "random:42"
      When Verity runs the features
      And Verity runs the features again
      Then both runs ran the scenarios in the same order
      And the order is not the order as written

    Example: A random order without a seed reports the seed that repeats it
      Given the order "random"
      When Verity runs the features
      Then the run reports the seed of its order
      When Verity runs the features again with the seed it reported
      Then both runs ran the scenarios in the same order

    Example: An order Verity does not know is rejected
      When the environment sets VERITY_ORDER to "sideways"
      Then the configuration is rejected because "VERITY_ORDER (--order): must be defined, reverse, random or random:SEED"
