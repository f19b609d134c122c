// Skeleton entry point for the TagExpressions module; replaced as the module's issue lands.
