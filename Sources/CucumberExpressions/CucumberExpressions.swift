// Skeleton entry point for the CucumberExpressions module; replaced as the module's issue lands.
