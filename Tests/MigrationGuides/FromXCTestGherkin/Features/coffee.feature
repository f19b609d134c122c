Feature: Coffee machine

  Rule: Coffee costs one coin

    Background:
      Given the machine has 2 coffees

    Scenario: Buying a coffee
      When I insert 1 coin
      And I press "coffee"
      Then I get a coffee
      And the machine has 1 coffee left

    Scenario Outline: Not enough coins
      When I insert <coins> coins
      And I press "coffee"
      Then I get nothing

      Examples:
        | coins |
        | 0     |
