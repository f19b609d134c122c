Feature: Plans for next year
  Nothing is written yet.
