Feature: Receipts

  Scenario: a receipt in every form
    When the receipt text is attached
    And the receipt is logged in colour
    And the receipt is attached as JSON
    And the shop logo is attached
    And the receipt is attached as a PDF
    And a link to the shop is attached

  Scenario: a receipt printed before the printer jams
    When the receipt text is attached
    Then the printer jams
