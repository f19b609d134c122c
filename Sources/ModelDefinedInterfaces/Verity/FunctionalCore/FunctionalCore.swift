/// Logic written as a plain value: it receives an event, changes itself, and returns the
/// commands (I/O described as values) that someone else must carry out. Because `handle` is a
/// pure function of the value and the event, the logic is tested with `==` alone, with no
/// mocks and no waiting:
///
/// ```swift
/// struct Login: FunctionalCore, Equatable {
///     enum Event: Sendable { case submit(user: String, password: String), failed(String), succeeded }
///     enum Command: Sendable, Equatable { case sendRequest(user: String, password: String), goToLanding }
///     var isSending = false
///     var error: String?
///
///     mutating func handle(_ event: Event) -> [Command] {
///         switch event {
///         case .submit(let user, let password):
///             isSending = true
///             return [.sendRequest(user: user, password: password)]
///         case .failed(let message):
///             (isSending, error) = (false, message)
///             return []
///         case .succeeded:
///             isSending = false
///             return [.goToLanding]
///         }
///     }
/// }
///
/// var login = Login()
/// #expect(login.handle(.submit(user: "ada", password: "pw")) == [.sendRequest(user: "ada", password: "pw")])
/// ```
///
/// `Source(named:running:perform:model:)` is the thin shell around it: it feeds events in
/// one at a time, emits a model after each, and performs the returned commands.
public protocol FunctionalCore: Sendable {
    /// What can happen: user intentions and the results of commands.
    associatedtype Event: Sendable
    /// The I/O the core asks for, as values.
    associatedtype Command: Sendable

    /// Applies `event` and returns the commands to perform, in order.
    mutating func handle(_ event: Event) -> [Command]
}
