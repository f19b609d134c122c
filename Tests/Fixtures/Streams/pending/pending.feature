Feature: Gift wrapping
  Wrapping is not built yet, so its steps are pending.

  Scenario: wrapping a single present
    Given the wrapping service is not built yet

  Scenario: choosing paper before wrapping
    Given a roll of red paper
    And the wrapping service is not built yet

  Scenario: a bow after wrapping
    Given the wrapping service is not built yet
    And a bow is tied
