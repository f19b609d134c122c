Feature: Platform tags
  One suite serves every platform: a scenario tagged with the built-in tags of platforms, such
  as @macos, @ios, @tvos, @watchos, @visionos, @linux and @windows, runs only on the platforms
  it names. Elsewhere it is reported as skipped with the reason, never as passed or failed, and
  its steps (whose definitions may exist only on its platform) are not looked at. The Apple
  platforms' tags may name the oldest OS version a scenario runs on: @ios18+, @macos15.4+.

  Rule: A scenario tagged for another platform is skipped, saying why

    Example: A scenario for another platform
      Given a feature file "unlock.feature" with the scenario "Unlock with Face ID" tagged for another platform
      When Verity runs the features
      Then the run passes
      And the status of "Unlock with Face ID" is skipped
      And the first step of "Unlock with Face ID" is skipped because it "runs only on"
      And no snippet is suggested

    Example: A scenario for this platform runs
      Given a feature file "unlock.feature" with the scenario "Unlock with a password" tagged for this platform
      When Verity runs the features
      Then the status of "Unlock with a password" is undefined

  Rule: Platform tags are recognised whatever their case

    Example: @Windows is @windows
      Given a feature file "unlock.feature" with the scenario "Unlock with Face ID" tagged for another platform, in capitals
      When Verity runs the features
      Then the status of "Unlock with Face ID" is skipped
      And the first step of "Unlock with Face ID" is skipped because it "runs only on"

  Rule: An Apple platform's tag may name the oldest version it runs on

    Example: A scenario for a version of another platform
      Given a feature file "widgets.feature" with the scenario "Interactive widget" tagged for a version of another platform
      When Verity runs the features
      Then the run passes
      And the status of "Interactive widget" is skipped
      And the first step of "Interactive widget" is skipped because it "or later"
