Feature: Opening hours

  Background: a shop in town
    Given the shop opens at 9 o'clock
    And it closes at 18 o'clock

  Scenario: a customer arrives early
    When a customer arrives at 8 o'clock
    Then the door is locked

  Scenario: a customer arrives at noon
    When a customer arrives at 12 o'clock
    Then the door is open
