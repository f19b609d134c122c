Feature: Choosing the scenarios to run
  A run can be narrowed to some scenarios: by tags, by name, or by file and line. By default
  Verity leaves out work in progress (scenarios tagged @wip), so that a requirement being
  written does not fail everyone's build.

  Background:
    Given a feature file "features/shop.feature":
      """
      Feature: Shop

        @smoke
        Scenario: Browsing
          Given a step passes

        @wip
        Scenario: Paying by card
          Given a step nobody wrote

        @smoke @slow
        Scenario: Paying by invoice
          Given a step passes

        Scenario: Returning goods
          Given a step passes

        Scenario Outline: Buying <count> items
          Given a step passes

          Examples:
            | count |
            | 1     |
            | 2     |
      """

  Rule: Work in progress is left out unless asked for

    Example: By default, scenarios tagged @wip do not run
      When Verity runs the features
      Then the run passes
      And these scenarios ran:
        | Browsing          |
        | Paying by invoice |
        | Returning goods   |
        | Buying 1 items    |
        | Buying 2 items    |

    Example: Without a tag expression every scenario runs
      Given no tag expression
      When Verity runs the features
      Then the run fails
      And these scenarios ran:
        | Browsing          |
        | Paying by card    |
        | Paying by invoice |
        | Returning goods   |
        | Buying 1 items    |
        | Buying 2 items    |

  Rule: A tag expression selects the scenarios whose tags match it

    Scenario Outline: The tag expression <expression> selects <selected>
      Given the tag expression "<expression>"
      When Verity runs the features
      Then the scenarios "<selected>" ran

      Examples:
        | expression           | selected                                        |
        | @smoke               | Browsing, Paying by invoice                     |
        | @smoke and not @slow | Browsing                                        |
        | @wip or @slow        | Paying by card, Paying by invoice               |
        | not (@smoke or @wip) | Returning goods, Buying 1 items, Buying 2 items |

    Example: A tag expression that cannot be read stops the run and names the setting
      Given the tag expression "@smoke and"
      When Verity runs the features
      Then the run fails because "VERITY_TAGS"
      And no scenario ran

  Rule: A name filter selects the scenarios whose names match a regular expression

    Scenario Outline: The name filter <pattern> selects <selected>
      Given the name filter "<pattern>"
      When Verity runs the features
      Then the scenarios "<selected>" ran

      Examples:
        | pattern    | selected                                 |
        | Paying     | Paying by invoice                        |
        | ^B         | Browsing, Buying 1 items, Buying 2 items |
        | goods$     | Returning goods                          |
        | [12] items | Buying 1 items, Buying 2 items           |

  Rule: A file and line select the scenario or example written there

    Scenario Outline: The location <location> selects <selected>
      Given the location "<location>"
      When Verity runs the features
      Then the scenarios "<selected>" ran

      Examples:
        | location                | selected                                                                     |
        | features/shop.feature:4 | Browsing                                                                     |
        | shop.feature:12         | Paying by invoice                                                            |
        | shop.feature:4:15       | Browsing, Returning goods                                                    |
        | shop.feature:18         | Buying 1 items, Buying 2 items                                               |
        | shop.feature:24         | Buying 2 items                                                               |
        | shop.feature            | Browsing, Paying by invoice, Returning goods, Buying 1 items, Buying 2 items |

    Example: A location in another file selects nothing here
      Given the location "features/bank.feature:4"
      When Verity runs the features
      Then no scenario ran
