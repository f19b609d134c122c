This is not a feature file
