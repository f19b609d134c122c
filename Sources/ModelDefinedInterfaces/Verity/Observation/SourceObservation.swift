/// Which ``SourceObserver`` sees the sources created by the current task and its child tasks.
///
/// A task-local value, so that concurrent tests each watch their own sources, and so that
/// nothing is observed (and nothing costs more than reading the task-local once per source
/// created; updates and actions are untouched) unless a test binds an observer.
///
/// ```swift
/// await SourceObservation.$current.withValue(recorder) {
///     let session = Banking.session(services: services)  // recorder.sourceCreated(session)
///     ...
/// }
/// ```
public enum SourceObservation {
    /// The observer of sources created now; `nil` (the default) observes nothing.
    @TaskLocal public static var current: (any SourceObserver)?
}
