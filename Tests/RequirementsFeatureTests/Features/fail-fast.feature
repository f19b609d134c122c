Feature: Fail fast
  On a long suite, a developer who only wants to know whether anything is broken can ask the
  run to stop at the first scenario that fails: the scenarios after it do not run.

  Rule: Without fail fast every scenario runs

    Example: The scenarios after a failure still run
      Given a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Browsing
            Given a step passes

          Scenario: Paying
            Given a step fails

          Scenario: Returning goods
            Given a step passes
        """
      And scenarios run one at a time
      When Verity runs the features
      Then the run fails
      And these scenarios ran, in this order:
        | Browsing        |
        | Paying          |
        | Returning goods |

  Rule: With fail fast the run stops after the first scenario that fails it

    Example: The scenarios after a failing one do not run
      Given a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Browsing
            Given a step passes

          Scenario: Paying
            Given a step fails

          Scenario: Returning goods
            Given a step passes
        """
      And scenarios run one at a time
      And fail fast
      When Verity runs the features
      Then the run fails
      And these scenarios ran, in this order:
        | Browsing |
        | Paying   |

    Example: An undefined step stops a strict run
      Given a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Browsing
            Given a step nobody wrote

          Scenario: Paying
            Given a step passes
        """
      And scenarios run one at a time
      And fail fast
      When Verity runs the features
      Then the run fails
      And these scenarios ran, in this order:
        | Browsing |

    Example: An undefined step does not stop a run that is not strict
      Given a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Browsing
            Given a step nobody wrote

          Scenario: Paying
            Given a step passes
        """
      And scenarios run one at a time
      And fail fast
      And the run is not strict
      When Verity runs the features
      Then the run passes
      And these scenarios ran, in this order:
        | Browsing |
        | Paying   |

    Example: A run that passes runs every scenario
      Given a feature file "shop.feature":
        """
        Feature: Shop
          Scenario: Browsing
            Given a step passes

          Scenario: Paying
            Given a step passes
        """
      And fail fast
      When Verity runs the features
      Then the run passes
      And these scenarios ran:
        | Browsing |
        | Paying   |

    Example: A scenario that passes when retried does not stop the run
      Given a feature file "sync.feature":
        """
        Feature: Sync
          Scenario: Uploading
            Given a flaky step passes on attempt 2

          Scenario: Downloading
            Given a step passes
        """
      And scenarios run one at a time
      And fail fast
      And failing scenarios are retried 1 time
      When Verity runs the features
      Then the run passes
      And these scenarios ran, in this order:
        | Uploading   |
        | Downloading |
