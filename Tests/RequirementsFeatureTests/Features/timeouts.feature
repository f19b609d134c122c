Feature: Step and hook time limits
  A hung step must not hang the run. Every step and hook has a time limit: 60 seconds unless
  the run sets another (`VERITY_STEP_TIMEOUT`, `RunConfiguration.stepTimeout`) or the
  definition sets its own (`timeout:`). A body past its limit fails, naming the limit; its task
  is cancelled, and the run goes on.

  Rule: A step past its limit fails, its task is cancelled, and the run goes on

    Example: A hung step fails and the next scenario still runs
      Given a time limit of 0.2 seconds for steps and hooks
      And a feature file "hang.feature":
        """
        Feature: Hanging
          Scenario: Stuck
            Given a step hangs
            Then a step passes

          Scenario: Fine
            Given a step passes
        """
      When Verity runs the features
      Then the steps of "Stuck" have these statuses:
        | step          | status  |
        | a step hangs  | failed  |
        | a step passes | skipped |
      And the problem with "Stuck" says "timed out after 0.2 s"
      And "Stuck" logged:
        | the hung step saw its cancellation |
      And the status of "Fine" is passed

    Example: The after hooks of the scenario still run
      Given a time limit of 0.2 seconds for steps and hooks
      And these hooks:
        | hook  | name    |
        | after | cleanup |
      And a feature file "hang.feature":
        """
        Feature: Hanging
          Scenario: Stuck
            Given a step hangs
        """
      When Verity runs the features
      Then "Stuck" logged:
        | the hung step saw its cancellation |
        | cleanup                            |

  Rule: A step that ignores its cancellation is left behind, and nothing else touches its world

    Example: A step that will not stop is abandoned and its scenario's after hooks do not run
      Given a time limit of 0.2 seconds for steps and hooks
      And these hooks:
        | hook  | name    |
        | after | cleanup |
      And a feature file "stubborn.feature":
        """
        Feature: Stubborn
          Scenario: Stubborn
            Given a step ignores its cancellation

          Scenario: Fine
            Given a step passes
        """
      When Verity runs the features
      Then the status of "Stubborn" is failed
      And the problem with "Stubborn" says "left behind"
      And "Stubborn" logged nothing
      And the status of "Fine" is passed
      And "Fine" logged:
        | cleanup |

  Rule: A definition can set its own limit

    Example: A slow step with a longer limit of its own passes
      Given a time limit of 0.2 seconds for steps and hooks
      And a feature file "slow.feature":
        """
        Feature: Slow
          Scenario: Slow
            Given a step with a limit of 5 seconds takes 0.5 seconds
        """
      When Verity runs the features
      Then the status of "Slow" is passed

  Rule: Hooks have limits too

    Example: A hung before hook fails its scenario, whose steps are skipped
      Given a time limit of 0.2 seconds for steps and hooks
      And these hooks:
        | hook   | name  | outcome |
        | before | setup | hangs   |
      And a feature file "hang.feature":
        """
        Feature: Hanging
          Scenario: Setup hangs
            Given a step passes
        """
      When Verity runs the features
      Then the steps of "Setup hangs" have these statuses:
        | step          | status  |
        | a step passes | skipped |
      And the status of "Setup hangs" is failed
      And the problem with "Setup hangs" says "timed out after 0.2 s"

  Rule: The limit is 60 seconds unless VERITY_STEP_TIMEOUT says otherwise

    Example: By default steps and hooks time out after 60 seconds
      Then steps and hooks time out after 60 seconds

    Scenario Outline: VERITY_STEP_TIMEOUT=<value> sets the limit
      When the environment sets VERITY_STEP_TIMEOUT to "<value>"
      Then steps and hooks <limit>

      Examples:
        | value | limit                          |
        | 30    | time out after 30 seconds      |
        | 2.5   | time out after 2.5 seconds     |
        | none  | have no time limit             |

    Example: A limit that is not a number of seconds is rejected once
      When the environment sets VERITY_STEP_TIMEOUT to "soon"
      Then the configuration is rejected because "VERITY_STEP_TIMEOUT (--step-timeout): must be a number of seconds"
