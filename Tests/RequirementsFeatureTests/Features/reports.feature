Feature: Reports
  The results of a run go to the reports CI systems and people read: JUnit XML for the CI
  server, a rerun file listing the failed scenarios so that they can be run again, and the
  Cucumber message stream from which every other report can be rendered later. A run writes
  the reports its format setting (VERITY_FORMAT) names, each to its own file.

  Background:
    Given a feature file "shop.feature":
      """
      Feature: Shop
        Scenario: Browsing
          Given a step passes

        Scenario: Paying
          Given a step fails

        Scenario: Returning goods
          Given a step is pending

        Scenario: Opening hours
          Given a step is skipped
      """
    And scenarios run one at a time
    And the run writes the reports "junit, rerun, message"

  Rule: The JUnit report has one test case per scenario, with failures and skips counted

    Example: A run with passed, failed, pending and skipped scenarios
      When Verity runs the features
      Then the JUnit report counts 4 tests, 2 failures and 1 skipped
      And the JUnit report lists these test cases:
        | name            | outcome |
        | Browsing        | passed  |
        | Paying          | failure |
        | Returning goods | failure |
        | Opening hours   | skipped |

  Rule: A report a parallel run writes to a file is the one `verity report` renders from its message stream

    Example: Every report of a parallel run
      Given a feature file "more.feature":
        """
        Feature: More of the shop
          Scenario: Gift wrapping
            Given a step passes
            And the gift is wrapped in red paper
        """
      And scenarios run in parallel
      And the run writes the reports "junit, testng, teamcity, pretty, progress, summary, rerun, json, message"
      When Verity runs the features
      Then each report is the one rendered from the message report

  Rule: The rerun report lists the failed scenarios as file and line

    Example: Running the rerun report again runs only the failed scenarios
      When Verity runs the features
      Then the rerun report lists:
        | shop.feature:5 |
        | shop.feature:8 |
      When Verity runs the scenarios the rerun report lists
      Then these scenarios ran, in this order:
        | Paying          |
        | Returning goods |

    Example: A scenario that passed on a retry is not listed
      Given a feature file "sync.feature":
        """
        Feature: Sync
          Scenario: Uploading
            Given a flaky step passes on attempt 2
        """
      And failing scenarios are retried 1 time
      And the name filter "Uploading"
      When Verity runs the features
      Then the rerun report is empty

  Rule: The message stream ends with testRunFinished, saying whether the run succeeded

    Example: A run that fails
      When Verity runs the features
      Then the message report ends with testRunFinished saying success is false

    Example: A run that passes
      Given the name filter "Browsing"
      When Verity runs the features
      Then the message report ends with testRunFinished saying success is true

  Rule: The pretty report prints the scenarios in the order the run planned them, as Cucumber's does, each feature and rule heading once

    Example: Scenarios run in reverse print in reverse, a heading above the first scenario under it
      Given a feature file "refunds.feature":
        """
        Feature: Refunds
          Scenario: Cash
            Given a step passes

          Rule: Cards
            Scenario: Card
              Given a step passes

            Scenario: Expired card
              Given a step passes

          Rule: Vouchers
            Scenario: Voucher
              Given a step passes
        """
      And the order "reverse"
      And the run writes the reports "pretty"
      When Verity runs the features
      Then the pretty report shows these headings, in this order:
        | Feature: Refunds            |
        | Rule: Vouchers              |
        | Scenario: Voucher           |
        | Rule: Cards                 |
        | Scenario: Expired card      |
        | Scenario: Card              |
        | Scenario: Cash              |
        | Feature: Shop               |
        | Scenario: Opening hours     |
        | Scenario: Returning goods   |
        | Scenario: Paying            |
        | Scenario: Browsing          |
