@issue:BANK-11
Feature: The pages keep the customer's place
  A customer who made a mistake corrects it rather than starting again, reloading a page
  never sends a form a second time, and a page that does not exist offers the way on that
  fits whoever is looking. At the API these examples post the same forms a browser does.

  Background:
    Given a customer "ada" with the password "lovelace"
    And her account "Everyday" has a $50.00 available balance

  Rule: What was typed stays in the charge form until it is accepted

    Example: A declined amount stays in the form to correct
      When "ada" posts the charge form with the amount "51.00" from "Corner Shop" on "Everyday"
      Then the charge form holds the amount "51.00"

    Example: A refused amount is shown on a page that reloads without posting again
      When "ada" posts the charge form with the amount "abc" from "Corner Shop" on "Everyday"
      Then the charge form says "Enter an amount in dollars and cents, like 12.50."
      And the charge form holds the amount "abc"
      And the answer was a redirect to the accounts page, so a reload does not post again

  Rule: A page that does not exist offers the way on that fits the visitor

    Example: A visitor who is not signed in is offered the sign-in page
      When a visitor who is not signed in opens "/nothing-here"
      Then the page says "There is nothing at this address." and offers "Sign in"

    Example: A signed-in customer is offered her accounts
      When "ada" opens "/nothing-here"
      Then the page says "There is nothing at this address." and offers "Back to your accounts"
