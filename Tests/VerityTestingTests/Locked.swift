import VeritySynchronization

/// A value shared between tasks, guarded by the package's one lock type.
typealias Locked<Value> = VeritySynchronization.Locked<Value>
