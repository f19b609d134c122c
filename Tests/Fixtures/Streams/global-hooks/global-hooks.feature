Feature: Opening and closing the shop
  Before the run the shop is opened; after the run closing it fails.

  Scenario: a quiet morning
    When nobody comes in

  Scenario: a busy afternoon
    When a customer comes in
