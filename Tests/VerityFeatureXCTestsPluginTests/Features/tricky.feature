# The names here are the ones that could break generated Swift: each must compile and run.
@tricky
Feature: Quotes "and" back\slashes \(not interpolated) 🛒

  Scenario: Count "two" \ 🍎
    Given the count is 2
    Then the count should be 2

  Scenario: Count "two" \ 🍎
    Given the count is 2
    Then the count should be 2

  Rule: Rows read apart

    Scenario Outline: Count <n>
      Given the count is <n>
      Then the count should be <n>

      Examples: Small "ones"
        | n |
        | 1 |
        | 2 |

      Examples:
        | n |
        | 1 |

  @wip
  Scenario: Left out by the default selection
    Given the count is 1
    Then the count should be 2
