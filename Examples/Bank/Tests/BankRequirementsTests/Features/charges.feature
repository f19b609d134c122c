@issue:BANK-3
Feature: Debit-card charges
  A charge is approved when the account can cover it, and then waits as a pending charge.
  Pending charges count against what the customer can spend, so two charges can never
  spend the same dollars twice.

  Background:
    Given a customer "ada" with the password "lovelace"
    And her account "Everyday" has a $50.00 available balance
    And "ada" is signed in

  Rule: A charge is declined when it is greater than the available balance minus pending charges

    Example: A charge one dollar over the available balance is declined
      When a $51.00 charge from "Corner Shop" is requested on "Everyday"
      Then the charge is declined
      And the account "Everyday" shows $0.00 pending

    Example: A charge of exactly the available balance is approved and pending
      When a $50.00 charge from "Corner Shop" is requested on "Everyday"
      Then the charge is approved
      And the account "Everyday" shows $50.00 pending
      And the account "Everyday" shows an available balance of $50.00

    Scenario Outline: With <pending> pending, a <amount> charge is <decision>
      Pending charges count against the available balance.

      Given a <pending> charge from "Grocer" is pending on "Everyday"
      When a <amount> charge from "Corner Shop" is requested on "Everyday"
      Then the charge is <decision>
      And the account "Everyday" shows <after> pending

      Examples:
        | pending | amount | decision | after  |
        | $20.00  | $30.00 | approved | $50.00 |
        | $20.00  | $30.01 | declined | $20.00 |
        | $50.00  | $0.01  | declined | $50.00 |

  Rule: An amount that is not a positive number of dollars and cents changes nothing

    Scenario Outline: A charge of "<amount>" is refused
      When a charge of "<amount>" from "Corner Shop" is requested on "Everyday"
      Then the charge is refused with "<message>"
      And the account "Everyday" shows $0.00 pending

      Examples:
        | amount  | message                                            |
        | abc     | Enter an amount in dollars and cents, like 12.50. |
        | 12.345  | Enter an amount in dollars and cents, like 12.50. |
        | -5      | Enter an amount greater than zero.                 |
        | 0       | Enter an amount greater than zero.                 |

  Rule: Every open session sees a change as it happens

    Example: A charge made on another device appears without reloading
      When a $10.00 charge from "Bakery" is made on another device on "Everyday"
      Then the account "Everyday" shows $10.00 pending
      And 1 charge is waiting to be synced

  @issue:BANK-18
  Rule: Pending charges are listed a page at a time, newest first

    Example: With 45 pending charges the newest 20 show and the older ones are a page away
      Given "Shop 1" to "Shop 45" are pending on "Everyday", $1.00 each
      Then the account "Everyday" lists the pending charges "Shop 45" to "Shop 26"
      And the account "Everyday" shows $45.00 pending
      When she asks for older pending charges on "Everyday"
      Then the page lists the pending charges "Shop 25" to "Shop 6"
      When she asks for older pending charges again
      Then the page lists the pending charges "Shop 5" to "Shop 1"
      And there are no older pending charges
      When she asks for newer pending charges
      Then the page lists the pending charges "Shop 25" to "Shop 6"

  @issue:BANK-21 @macos15+ @linux
  Rule: A bank too busy to decide a charge says so and charges nothing; it never declines for it
    The examples hold another connection to the bank's SQLite file, where the store runs:
    macOS 15 and later (the package's own minimum) and Linux; GRDB, the store's library, does
    not support Windows. Elsewhere they are skipped, saying why.

    Example: A charge while another program holds the bank's database is "try again", not a decline
      Given another program holds the bank's database
      When a $10.00 charge from "Corner Shop" is requested on "Everyday"
      Then nothing is charged and the customer is told "The bank is busy right now, so nothing was charged. Try again in a moment."
      And the account "Everyday" shows $0.00 pending
      When the other program lets go of the bank's database
      And a $10.00 charge from "Corner Shop" is requested on "Everyday"
      Then the charge is approved
      And the account "Everyday" shows $10.00 pending

    @api-only
    Example: A program charging while the bank is busy is told when to try again
      Given another program holds the bank's database
      When a program charges "10.00" from "Corner Shop" on "Everyday"
      Then the program is answered 503 with "The bank is busy right now, so nothing was charged. Try again in a moment."
      And the answer carries the header "Retry-After" with "1"

  @wip @issue:BANK-31
  Rule: A customer can dispute a pending charge, which then no longer counts against her balance
    Waits for BANK-31: the card network's dispute message is not settled yet.

    Example: A disputed charge is set aside until the bank decides
      Given a $20.00 charge from "Corner Shop" is pending on "Everyday"
      When she disputes the charge from "Corner Shop"
      Then the account "Everyday" shows $0.00 pending
      And the charge from "Corner Shop" is shown as disputed
