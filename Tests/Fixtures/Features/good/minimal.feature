Feature: Minimal

  Scenario: the one
    Given the step
