@shipping
Feature: Parcels
  Parcels carry tables and letters.

  Background:
    # every parcel starts at the counter
    Given a post office

  Scenario: a parcel with a packing list
    When a parcel is packed with
      | item   | count |
      | books  | 2     |
      | mugs   | 4     |
    Then it holds 6 items

  Scenario: a parcel with a letter
    When a letter is added:
      """text
      Dear Sam,
        enjoy the books.
      """
    Then the letter has 2 lines

  Scenario Outline: weighing books
    When <count> books are weighed
    Then the scale shows <weight> grams

    Examples:
      | count | weight |
      | 1     | 500    |
      | 3     | 1500   |

  Rule: fragile parcels get a sticker

    Scenario: a parcel of glasses
      When a parcel is packed with
        | item    | count |
        | glasses | 6     |
      Then it holds 6 items
