Feature: Delivery slots

  Scenario: a slot that two definitions claim
    Given a delivery at 10 o'clock on Monday
    Then the van leaves
