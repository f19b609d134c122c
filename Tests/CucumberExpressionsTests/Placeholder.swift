import Testing
// Replaced by the module's own tests.
