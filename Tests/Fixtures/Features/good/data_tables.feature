Feature: Price lists

  Scenario: cells with escapes, blanks and wide characters
    Given the price list
      | item          | price | note            |
      | pipe \| cable | 3     | escaped pipe    |
      | back\\slash   | 4     |                 |
      | two\nlines    | 5     | escaped newline |
      | café ☕        | 2,50  | wide characters |
    Then every row has 3 cells
