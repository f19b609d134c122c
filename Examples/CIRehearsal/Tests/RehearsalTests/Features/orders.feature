Feature: Orders
  Scenario Outline: Order <number> passes
    Given a step that passes

    Examples:
      | number |
      | 1      |
      | 2      |
      | 3      |
      | 4      |
      | 5      |
      | 6      |

  Scenario: An order that fails until it is fixed
    Given a step that fails until it is fixed

  Scenario: An order that is flaky
    Given a step that fails on its first attempt
