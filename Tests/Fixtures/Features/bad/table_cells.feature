Feature: Stock
  Scenario: a broken table
    Given the stock
      | item | count |
      | pens |
