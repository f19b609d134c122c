Feature: Sharding
  A CI matrix splits one suite across machines: each machine runs one shard. The shards never
  run the same scenario twice, together they run every scenario, and a shard always gets the
  same scenarios, whatever the order they run in.

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
        | shard | reason                   |
        | 3/2   | 1 <= I <= N              |
        | 0/2   | 1 <= I <= N              |
        | half  | VERITY_SHARD must be I/N |
