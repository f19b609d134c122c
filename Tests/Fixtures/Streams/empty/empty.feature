Feature: Nothing happens here

  Scenario: a scenario without steps
