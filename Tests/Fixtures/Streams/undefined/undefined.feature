Feature: Stock taking

  Scenario: counting shelves
    Given a shelf with 12 jars
    When the jars are counted by "Alice"
    Then the count is written down

  Scenario: a step nobody wrote
    Given a shelf with 3 jars
    When the shelf is painted blue
