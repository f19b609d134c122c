# a comment before everything
Feature: Notes

  # before a scenario
  Scenario: comments between steps
    # before a step
    Given a first step
      # inside a table's lines
      | a |
      | b |
    # before the last step
    Then a last step
# at the very end
