// Skeleton entry point for the CucumberMessages module; replaced as the module's issue lands.
