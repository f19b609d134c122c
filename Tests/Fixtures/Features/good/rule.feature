Feature: Loyalty points

  Background:
    Given a customer with a loyalty card

  @points
  Rule: points are earned on paid orders
    Orders paid in full earn one point per euro.

    Background:
      Given the points rate is 1 per euro

    Scenario: a paid order
      When an order of 20 euros is paid
      Then the card holds 20 points

    Scenario: an unpaid order
      When an order of 20 euros is left unpaid
      Then the card holds 0 points

  Rule: points expire

    Example: a year without orders
      Given the card holds 50 points
      When a year passes without an order
      Then the card holds 0 points
