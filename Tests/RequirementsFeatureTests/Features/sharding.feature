Feature: Sharding
  A CI matrix splits one suite across machines: each machine runs one shard. The shards never
  run the same scenario twice, together they run every scenario, and a shard always gets the
  same scenarios, whatever the order they run in. Given an earlier run's timings, the shards
  are dealt by time, so that no machine finishes far after the others.

  Background:
    Given a feature file "orders.feature":
      """
      Feature: Orders
        Scenario Outline: Order <number>
          Given a step passes

          Examples:
            | number |
            | 1      |
            | 2      |
            | 3      |
            | 4      |
            | 5      |
            | 6      |
            | 7      |
            | 8      |
            | 9      |
            | 10     |
      """

  Rule: Shards are disjoint and together cover the suite

    Scenario Outline: <count> shards split the suite
      When Verity runs the features as each of <count> shards
      Then no scenario ran in more than one shard
      And together the shards ran every scenario

      Examples:
        | count |
        | 1     |
        | 2     |
        | 3     |
        | 4     |
        | 10    |
        | 12    |

  Rule: A shard always runs the same scenarios

    Example: The same shard twice
      Given shard 2 of 3
      When Verity runs the features
      And Verity runs the features again
      Then both runs ran the same scenarios

    Example: The same shard in another order
      Given shard 2 of 3
      When Verity runs the features
      Given the order "random:7"
      When Verity runs the features again
      Then both runs ran the same scenarios

  Rule: A shard is written I/N with I from 1 to N

    Scenario Outline: The shard "<shard>" is rejected
      When the environment sets VERITY_SHARD to "<shard>"
      Then the configuration is rejected because "<reason>"

      Examples:
        | shard | reason                              |
        | 3/2   | 1 <= I <= N                         |
        | 0/2   | 1 <= I <= N                         |
        | half  | VERITY_SHARD (--shard): must be I/N |

  Rule: Without VERITY_SHARD, the engine that runs the tests chooses the shard

    Scenario Outline: <engine> numbers its shards from <first>
      When Verity runs the features as each of 2 shards numbered from <first> in <index> and <total>
      Then no scenario ran in more than one shard
      And together the shards ran every scenario
      And each shard ran the scenarios VERITY_SHARD gives it

      Examples:
        | engine    | index                  | total                        | first |
        | Bazel     | TEST_SHARD_INDEX       | TEST_TOTAL_SHARDS            | 0     |
        | CircleCI  | CIRCLE_NODE_INDEX      | CIRCLE_NODE_TOTAL            | 0     |
        | Buildkite | BUILDKITE_PARALLEL_JOB | BUILDKITE_PARALLEL_JOB_COUNT | 0     |
        | GitLab    | CI_NODE_INDEX          | CI_NODE_TOTAL                | 1     |

    Example: VERITY_SHARD wins over the engine's variables
      When the environment sets:
        | CIRCLE_NODE_INDEX | 1   |
        | CIRCLE_NODE_TOTAL | 4   |
        | VERITY_SHARD      | 1/1 |
      Then the shard is "1/1"

    Example: An index the engine cannot give is rejected, naming the engine
      When the environment sets:
        | CI_NODE_INDEX | 0 |
        | CI_NODE_TOTAL | 2 |
      Then the configuration is rejected because "GitLab counts shards from 1"

    Example: A run under Bazel's sharding touches its status file
      When Verity runs shard 1 of 2 under Bazel
      Then Bazel's shard status file exists

    Example: Bazel's XML_OUTPUT_FILE gets a JUnit report
      When the environment sets:
        | XML_OUTPUT_FILE | test.xml |
        | VERITY_FORMAT   | progress |
      Then the reports are "progress,junit:test.xml"

    Example: A JUnit report the run already writes is left as it is
      When the environment sets:
        | XML_OUTPUT_FILE | test.xml       |
        | VERITY_FORMAT   | junit:mine.xml |
      Then the reports are "junit:mine.xml"

  Rule: With an earlier run's timings, shards are dealt by time

    Scenario Outline: One slow scenario gets a shard of its own, from a <form>
      Given timings recorded in a <form> in which "Order 1" took 9 seconds and every other scenario 1 second
      When Verity runs the features as each of 2 shards
      Then no scenario ran in more than one shard
      And together the shards ran every scenario
      And shard 1 ran only "Order 1"

      Examples:
        | form           |
        | JUnit file     |
        | message stream |

    Example: Scenarios no timing knows count as the average, so new scenarios are dealt by count
      Given timings recorded in a JUnit file in which only "Order 1" ran, taking 9 seconds
      When Verity runs the features as each of 2 shards
      Then together the shards ran every scenario
      And each shard ran 5 scenarios

  Rule: Timings that cannot be used leave the shards dealt by count, with one warning naming the file

    Scenario Outline: A timing file that <state> deals the shards by count
      Given timings recorded in a file that <state>
      When Verity runs the features as each of 2 shards
      Then together the shards ran every scenario
      And each shard ran 5 scenarios
      And shard 1 ran "Order 1", "Order 3", "Order 5", "Order 7" and "Order 9"
      And the last shard warned once that "<reason>"

      Examples:
        | state                          | reason                                       |
        | does not exist                 | does not exist (a first run, a cache miss    |
        | is empty                       | is empty; the shards are dealt by count      |
        | was cut short                  | is not a whole message stream (cut short?)   |
        | ends before the run finished   | ends before its testRunFinished              |
        | has Cucumber's JUnit layout    | names no scenario's file and line            |

  Rule: A shard's message stream says which shard of which split of which suite it is

    Example: The shards of one split carry one suite and one split
      When Verity runs the features as each of 3 shards
      Then the shards' runs are labelled shard 1, 2 and 3 of 3, of one suite and one split
