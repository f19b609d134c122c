@issue:BANK-1
Feature: Signing in
  Only a customer who gives the right password sees their accounts. The same words are
  used whatever the reason a sign-in fails, so the page never tells a stranger which user
  names exist.

  Background:
    Given a customer "ada" with the password "lovelace"
    And her account "Everyday" has a $100.00 available balance

  Rule: Only the right password signs a customer in

    Example: The right password shows the customer's accounts
      When "ada" signs in with the password "lovelace"
      Then "ada" is signed in
      And the account "Everyday" shows an available balance of $100.00

    Example: A wrong password is refused
      When "ada" signs in with the password "babbage"
      Then nobody is signed in
      And the sign-in error says "Wrong user name or password."

    Example: An unknown customer is refused with the same words
      When "grace" signs in with the password "hopper"
      Then nobody is signed in
      And the sign-in error says "Wrong user name or password."

  @issue:BANK-14
  Rule: Guessing passwords is slowed down, before any password is checked

    Example: After five wrong passwords, the sixth try is refused for a while
      Given "ada" tried the password "babbage" 5 times
      When "ada" tries the password "lovelace"
      Then the sign-in is refused for a while, saying "Too many failed sign-ins."

  @issue:BANK-9
  Rule: A session nobody uses is signed out

    Example: After a while without activity the customer is signed out and told why
      Given the bank signs out a session after 1 second without activity
      And "ada" signed in and then did nothing for 2 seconds
      When she opens her accounts
      Then she is signed out and told "You were signed out after 1 second without activity. Sign in again."
