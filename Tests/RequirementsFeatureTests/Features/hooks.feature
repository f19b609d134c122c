Feature: Hooks
  Hooks prepare and clean up around scenarios, steps and the whole run. In these examples every
  hook logs its name when it runs, and the step `a step attaches "..."` logs its text, so the
  log shows what ran and in which order.

  Rule: Before and after hooks run around every scenario

    Example: Before and after hooks wrap the steps
      Given these hooks:
        | hook   | name       |
        | before | open shop  |
        | after  | close shop |
      And a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Buying
            Given a step attaches "buying"
        """
      When Verity runs the features
      Then the run passes
      And "Buying" logged:
        | open shop  |
        | buying     |
        | close shop |

    Example: After hooks run even when a step fails
      Given these hooks:
        | hook   | name       |
        | before | open shop  |
        | after  | close shop |
      And a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Buying
            Given a step fails
            Then a step attaches "receipt"
        """
      When Verity runs the features
      Then the status of "Buying" is failed
      And "Buying" logged:
        | open shop  |
        | close shop |

    Example: A failing before hook skips the steps, and after hooks still run
      Given these hooks:
        | hook   | name       | outcome |
        | before | open shop  | fails   |
        | after  | close shop | passes  |
      And a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Buying
            Given a step attaches "buying"
        """
      When Verity runs the features
      Then the run fails
      And the status of "Buying" is failed
      And the steps of "Buying" have these statuses:
        | step                     | status  |
        | a step attaches "buying" | skipped |
      And "Buying" logged:
        | open shop  |
        | close shop |
      And the problem with "Buying" says "Before hook 'open shop'"

    Example: A failing after hook fails the scenario whose steps passed
      Given these hooks:
        | hook  | name       | outcome |
        | after | close shop | fails   |
      And a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Buying
            Given a step passes
        """
      When Verity runs the features
      Then the run fails
      And the status of "Buying" is failed
      And the problem with "Buying" says "After hook 'close shop'"

  Rule: A hook with a tag expression runs only for the scenarios whose tags match it

    Example: A hook for @database scenarios
      Given these hooks:
        | hook   | name           | tags      |
        | before | empty database | @database |
      And a feature file "shop.feature":
        """
        Feature: Shop
          @database
          Scenario: Stock
            Given a step passes

          Scenario: Opening hours
            Given a step passes
        """
      When Verity runs the features
      Then "Stock" logged:
        | empty database |
      And "Opening hours" logged nothing

    Example: Tags of the feature count for its scenarios
      Given these hooks:
        | hook   | name           | tags                      |
        | before | empty database | @database and not @legacy |
      And a feature file "stock.feature":
        """
        @database
        Feature: Stock
          Scenario: Counting
            Given a step passes

          @legacy
          Scenario: Importing
            Given a step passes
        """
      When Verity runs the features
      Then "Counting" logged:
        | empty database |
      And "Importing" logged nothing

  Rule: Hooks run by their order, then as defined; after hooks run in the reverse order

    Example: Ordered before and after hooks
      Given these hooks:
        | hook   | name        | order |
        | before | unlock door | 2     |
        | before | switch on   | 1     |
        | before | open till   | 2     |
        | after  | close till  | 2     |
        | after  | lock door   | 2     |
        | after  | switch off  | 1     |
      And a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: A day in the shop
            Given a step attaches "selling"
        """
      When Verity runs the features
      Then "A day in the shop" logged:
        | switch on   |
        | unlock door |
        | open till   |
        | selling     |
        | lock door   |
        | close till  |
        | switch off  |

  Rule: Step hooks run around every step that runs

    Example: Before-step and after-step hooks wrap each step
      Given these hooks:
        | hook        | name  |
        | before step | look  |
        | after step  | check |
      And a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Two sales
            Given a step attaches "first sale"
            And a step attaches "second sale"
        """
      When Verity runs the features
      Then "Two sales" logged:
        | look        |
        | first sale  |
        | check       |
        | look        |
        | second sale |
        | check       |

    Example: A failing after-step hook fails its step and skips the next
      Given these hooks:
        | hook       | name  | outcome |
        | after step | check | fails   |
      And a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Two sales
            Given a step attaches "first sale"
            And a step attaches "second sale"
        """
      When Verity runs the features
      Then the steps of "Two sales" have these statuses:
        | step                          | status  |
        | a step attaches "first sale"  | failed  |
        | a step attaches "second sale" | skipped |

    Example: A failing before-step hook fails the step before it runs
      Given these hooks:
        | hook        | name | outcome |
        | before step | look | fails   |
      And a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: One sale
            Given a step attaches "sale"
        """
      When Verity runs the features
      Then the steps of "One sale" have these statuses:
        | step                   | status |
        | a step attaches "sale" | failed |
      And "One sale" logged:
        | look |

  Rule: Before-all and after-all hooks run once for the whole run

    Example: The run is wrapped once, each scenario every time
      Given these hooks:
        | hook       | name         |
        | before all | start server |
        | after all  | stop server  |
        | before     | open shop    |
      And a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Buying
            Given a step attaches "buying"

          Scenario: Returning
            Given a step attaches "returning"
        """
      And scenarios run one at a time
      When Verity runs the features
      Then the run passes
      And the run logged:
        | start server |
        | open shop    |
        | buying       |
        | open shop    |
        | returning    |
        | stop server  |

    Example: A failing before-all hook fails the run before any scenario
      Given these hooks:
        | hook       | name         | outcome |
        | before all | start server | fails   |
      And a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Buying
            Given a step attaches "buying"
        """
      When Verity runs the features
      Then the run fails because "before-all hook 'start server'"
      And no scenario ran

  Rule: What a hook attaches belongs to that hook in the reports

    Example: Attachments from scenario hooks and run hooks
      Given these hooks:
        | hook       | name         |
        | before all | start server |
        | before     | open shop    |
        | after      | close shop   |
      And a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Buying
            Given a step attaches "buying"
        """
      When Verity runs the features
      Then "start server" was attached by the hook "start server"
      And "open shop" was attached by the hook "open shop"
      And "close shop" was attached by the hook "close shop"
