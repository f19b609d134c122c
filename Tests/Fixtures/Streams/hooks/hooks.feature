Feature: The till
  Hooks open the till before each scenario and count it afterwards.

  Scenario: a sale
    When a coffee is sold

  Scenario: a refused card
    When a card is refused

  @closing
  Scenario: closing time
    When the last coffee is sold
