Feature: Letters

  Scenario: a letter with a media type
    Given the letter
      ```markdown
      # Dear customer

        Thank you for your order.
      ```
    And the note
      """
      A quote inside: \"\"\"
      and a back-tick fence: ```
      """

  Scenario: a step with a table and a doc string
    Given the order
      | item  | count |
      | books | 2     |
      """json
      {"gift": true}
      """
