Feature: Belly
  A belly holds the cukes its owner ate.

  Background:
    Given I have 10 cukes in my belly

  Scenario: Eating a few
    When I eat 3 cukes
    Then I should have 7 cukes

  @wip
  Scenario: Work in progress is left out by default
    When I juggle the cukes

  Rule: You cannot eat more than you have

    Scenario Outline: Eating <eaten>
      When I eat <eaten> cukes
      Then I should have <left> cukes

      Examples:
        | eaten | left |
        | 10    | 0    |
        | 4     | 6    |
