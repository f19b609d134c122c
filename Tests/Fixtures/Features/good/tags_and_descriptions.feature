@shop @billing
Feature: Invoices
  Every order gets an invoice.
  # an aside between description lines
  Invoices are numbered without gaps.

  @smoke
  Scenario: the first invoice of the year
    This one starts the count again.

    Given no invoice was written this year
    When an order is paid
    Then its invoice is number 1

  @slow @nightly
  Scenario: a credit note
    Given invoice 7 was written
    When it is cancelled
    Then a credit note refers to invoice 7
