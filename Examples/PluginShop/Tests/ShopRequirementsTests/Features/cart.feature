Feature: Cart
  The total of a cart, with what members save.

  Scenario: An empty cart costs nothing
    Then I pay 0 cents

  Scenario: Add two "apples" 🍎
    Given I add 2 apples at 50 cents
    Then I pay 100 cents

  @ios
  Scenario: The receipt goes to the Wallet app
    Given I add 1 pear at 99 cents
    Then the receipt is offered to the Wallet app

  Rule: Members save 10% from 100.00

    Background:
      Given I am a member

    Scenario: A member's small cart
      Given I add 1 pear at 99 cents
      Then I pay 99 cents

    Scenario: A member's big cart
      Given I add 2 melons at 5000 cents
      Then I pay 9000 cents
