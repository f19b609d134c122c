Feature: Payment

  Scenario Outline: Pay <count> with <card>
    Given I add <count> books at 1000 cents
    When I pay with "<card>"
    Then I pay <total> cents

    Examples: Cards
      | count | card | total |
      | 1     | visa | 1000  |
      | 2     | visa | 2000  |

    Examples: Gift cards
      | count | card | total |
      | 3     | gift | 3000  |
