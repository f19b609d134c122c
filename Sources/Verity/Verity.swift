// Skeleton entry point for the Verity module; replaced as the module's issue lands.
