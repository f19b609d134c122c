# XCTest calls one method at a time; the run starts a feature's scenarios together, so the
# first can wait for the second. Run one after the other, the first would fail at its time limit.
# NB: the run watches XCTest from the suite's first test on, so this feature's class must not be
# the first of the suite's to run (tricky.feature's runs before it); run alone, it fails.
Feature: Started together

  Scenario: The first waits for the second
    When the first scenario waits for the second to start

  Scenario: The second
    When the second scenario starts
