// Skeleton entry point for the Gherkin module; replaced as the module's issue lands.
