Feature: Refunds
  Scenario: A refund not written yet
    Given a step that is not written yet
