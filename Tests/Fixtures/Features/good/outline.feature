Feature: Shipping costs

  Scenario Outline: shipping <weight> kg to <country>
    Given a parcel of <weight> kg
    When it is sent to <country>
    Then the label says:
      """
      to <country>, <weight> kg, <price>
      """
    And the price table shows
      | weight   | price   |
      | <weight> | <price> |

    @domestic
    Examples: at home
      | weight | country | price |
      | 1      | France  | 5     |
      | 10     | France  | 12    |

    @abroad
    Examples: abroad
      Sending abroad costs more.

      | weight | country | price |
      | 1      | Japan   | 30    |
