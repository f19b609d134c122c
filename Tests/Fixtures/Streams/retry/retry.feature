Feature: A flaky printer

  Scenario: the printer works at once
    Given the printer is warm

  Scenario: the printer works the second time
    Given the printer prints on its second attempt

  Scenario: the printer never works
    Given the printer is broken
