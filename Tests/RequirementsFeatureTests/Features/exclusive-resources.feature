Feature: Exclusive resources
  Scenarios run in parallel, but some share a resource that cannot serve two at once: a
  database they reset, a port, a simulator. Tagging each of them @exclusive:NAME makes the
  scenarios with the same NAME run one at a time, while the rest of the suite stays parallel.

  Rule: Scenarios that share an @exclusive: tag never overlap

    Example: Two scenarios that reset the same database
      Given a feature file "database.feature":
        """
        Feature: Database
          @exclusive:database
          Scenario: Reset the accounts
            Given a step with a limit of 5 seconds takes 0.5 seconds

          @exclusive:database
          Scenario: Reset the payments
            Given a step with a limit of 5 seconds takes 0.5 seconds

          Scenario: Read the rates
            Given a step with a limit of 5 seconds takes 0.5 seconds
        """
      When Verity runs the features, timing them
      Then the run passes
      And "Reset the accounts" and "Reset the payments" did not run at the same time
      And "Reset the payments" and "Read the rates" ran at the same time

    Example: Without the tag, the same scenarios overlap
      Given a feature file "database.feature":
        """
        Feature: Database
          Scenario: Reset the accounts
            Given a step with a limit of 5 seconds takes 0.5 seconds

          Scenario: Reset the payments
            Given a step with a limit of 5 seconds takes 0.5 seconds
        """
      When Verity runs the features, timing them
      Then "Reset the accounts" and "Reset the payments" ran at the same time

    Example: A scenario that needs two resources waits for both, and takes them in one order
      Given a feature file "resources.feature":
        """
        Feature: Resources
          @exclusive:database @exclusive:port
          Scenario: Both
            Given a step with a limit of 5 seconds takes 0.3 seconds

          @exclusive:port @exclusive:database
          Scenario: Both again
            Given a step with a limit of 5 seconds takes 0.3 seconds

          @exclusive:port
          Scenario: Port only
            Given a step with a limit of 5 seconds takes 0.3 seconds
        """
      When Verity runs the features, timing them
      Then the run passes
      And "Both" and "Both again" did not run at the same time
      And "Both again" and "Port only" did not run at the same time
      And "Both" and "Port only" did not run at the same time
