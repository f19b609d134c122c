Feature: Retrying failing scenarios
  A scenario that depends on something outside the team's control (a network, a clock) may
  fail once and pass when run again. A run can retry failing scenarios a few times; the
  reports show every attempt and whether another one follows.

  Rule: A failing scenario runs again, up to the number of retries

    Example: A flaky scenario passes on its second attempt
      Given a feature file "sync.feature":
        """
        Feature: Sync
          Scenario: Uploading
            Given a flaky step passes on attempt 2
        """
      And failing scenarios are retried 1 time
      When Verity runs the features
      Then the run passes
      And the status of "Uploading" is passed
      And "Uploading" ran 2 times
      And the attempts of "Uploading" were:
        | attempt | status | retried |
        | 1       | failed | yes     |
        | 2       | passed | no      |

    Example: A scenario that keeps failing fails after its last attempt
      Given a feature file "sync.feature":
        """
        Feature: Sync
          Scenario: Uploading
            Given a flaky step passes on attempt 5
        """
      And failing scenarios are retried 2 times
      When Verity runs the features
      Then the run fails
      And the status of "Uploading" is failed
      And the attempts of "Uploading" were:
        | attempt | status | retried |
        | 1       | failed | yes     |
        | 2       | failed | yes     |
        | 3       | failed | no      |

    Example: Without retries a flaky scenario fails
      Given a feature file "sync.feature":
        """
        Feature: Sync
          Scenario: Uploading
            Given a flaky step passes on attempt 2
        """
      When Verity runs the features
      Then the run fails
      And "Uploading" ran 1 time

    Example: Each attempt starts from a fresh scenario and runs the hooks again
      Given these hooks:
        | hook   | name       |
        | before | connect    |
        | after  | disconnect |
      And a feature file "sync.feature":
        """
        Feature: Sync
          Scenario: Uploading
            Given a step attaches "uploading"
            And a flaky step passes on attempt 2
        """
      And failing scenarios are retried 3 times
      When Verity runs the features
      Then "Uploading" logged:
        | connect    |
        | uploading  |
        | disconnect |
        | connect    |
        | uploading  |
        | disconnect |

  Rule: Only failures are retried

    Scenario Outline: A <status> scenario runs once
      Given a feature file "sync.feature":
        """
        Feature: Sync
          Scenario: Uploading
            Given <step>
        """
      And failing scenarios are retried 2 times
      When Verity runs the features
      Then the status of "Uploading" is <status>
      And "Uploading" ran 1 time

      Examples:
        | step                | status    |
        | a step passes       | passed    |
        | a step is pending   | pending   |
        | a step nobody wrote | undefined |
