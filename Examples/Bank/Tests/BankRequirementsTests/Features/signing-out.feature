@issue:BANK-2
Feature: Signing out
  Signing out asks for confirmation first. Charges recorded on this device reach the bank
  when they are synced; signing out syncs whatever has not been synced yet, so nothing is
  lost when the session ends.

  Background:
    Given a customer "ada" with the password "lovelace"
    And her account "Everyday" has a $100.00 available balance
    And "ada" is signed in

  Rule: Signing out asks for confirmation first

    Example: Cancelling keeps the customer signed in
      When she asks to sign out
      And she cancels signing out
      Then "ada" is signed in

    Example: Confirming with nothing to sync signs the customer out
      When she asks to sign out
      Then the confirmation says 0 charges will be synced first
      When she confirms signing out
      Then nobody is signed in

  Rule: Charges not yet synced are synced before the session ends

    Example: The confirmation says how many charges will be synced
      Given a $10.00 charge from "Corner Shop" was approved on "Everyday"
      And a $5.00 charge from "Bakery" was approved on "Everyday"
      Then 2 charges are waiting to be synced
      When she asks to sign out
      Then the confirmation says 2 charges will be synced first

    Example: Confirming syncs the charges, then signs out
      Given a $10.00 charge from "Corner Shop" was approved on "Everyday"
      When she asks to sign out
      And she confirms signing out
      Then nobody is signed in
      And the bank has received the $10.00 charge from "Corner Shop"

    Example: When the bank cannot be reached the customer stays signed in
      Given a $10.00 charge from "Corner Shop" was approved on "Everyday"
      And the bank cannot be reached
      When she asks to sign out
      And she confirms signing out
      Then "ada" is signed in
      And she is told "The bank could not be reached, so you are still signed in. Nothing was lost; try again."
      And 1 charge is waiting to be synced

  Rule: Syncing sends the waiting charges to the bank without ending the session

    Example: Syncing now sends the charges and keeps the customer signed in
      Given a $10.00 charge from "Corner Shop" was approved on "Everyday"
      When she syncs now
      Then the bank has received the $10.00 charge from "Corner Shop"
      And 0 charges are waiting to be synced
      And "ada" is signed in
