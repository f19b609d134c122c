Feature: 42

  Scenario:
    Given the count is 0
