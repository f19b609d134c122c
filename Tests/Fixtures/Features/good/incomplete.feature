Feature: Nothing to run yet
  The scenarios will come later.
