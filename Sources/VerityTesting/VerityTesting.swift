// Skeleton entry point for the VerityTesting module; replaced as the module's issue lands.
