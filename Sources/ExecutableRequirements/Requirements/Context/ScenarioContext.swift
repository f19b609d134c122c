/// What a step body or scenario hook receives: the scenario's world, what is running, and
/// attachments.
///
/// Properties of the world read and write through the context directly (dynamic member
/// lookup), so a body reads like code on the world itself:
/// ```swift
/// steps.when("I eat {int} cukes") { (belly, count: Int) in
///     belly.cukes -= count                 // same as belly.world.cukes -= count
///     belly.log("ate \(count)")
/// }
/// ```
/// A context lives for one attempt of one scenario and is used by one task at a time.
@dynamicMemberLookup
public final class ScenarioContext<World>: Attaching {
    /// The scenario's state, made fresh for every scenario (and every retry).
    public var world: World
    /// The scenario that is running.
    public let scenario: ScenarioCase
    /// The step that is running, `nil` in before- and after-scenario hooks.
    public internal(set) var step: StepInfo?
    /// Which attempt this is: 0 the first time, 1 on the first retry, and so on.
    public let attempt: Int
    let sink: AttachmentSink

    init(world: World, scenario: ScenarioCase, attempt: Int, sink: AttachmentSink) {
        self.world = world
        self.scenario = scenario
        self.attempt = attempt
        self.sink = sink
    }

    /// Reads and writes a property of ``world``.
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<World, Value>) -> Value {
        get { world[keyPath: keyPath] }
        set { world[keyPath: keyPath] = newValue }
    }

    /// Reads a property of ``world``.
    public subscript<Value>(dynamicMember keyPath: KeyPath<World, Value>) -> Value {
        world[keyPath: keyPath]
    }

    /// Attaches text as it is, shown beside the running step or hook.
    public func attach(_ text: String, mediaType: String, fileName: String?) {
        sink.text(text, mediaType: mediaType, fileName: fileName)
    }

    /// Attaches bytes, Base64-encoded in the message stream.
    public func attach(_ bytes: [UInt8], mediaType: String, fileName: String?) {
        sink.bytes(bytes, mediaType: mediaType, fileName: fileName)
    }
}

/// The step a ``ScenarioContext`` is running.
public struct StepInfo: Sendable, Hashable {
    /// The step's text after outline values are substituted, without the keyword.
    public let text: String
    /// The 1-based line of the step in its `.feature` file.
    public let line: Int
}

/// What a before-all or after-all hook receives: attachments for the test run.
///
/// ```swift
/// steps.beforeAll { run in
///     run.log("database seeded")
/// }
/// ```
public final class TestRunContext: Attaching {
    let sink: AttachmentSink

    init(sink: AttachmentSink) {
        self.sink = sink
    }

    /// Attaches text as it is, shown beside the hook.
    public func attach(_ text: String, mediaType: String, fileName: String?) {
        sink.text(text, mediaType: mediaType, fileName: fileName)
    }

    /// Attaches bytes, Base64-encoded in the message stream.
    public func attach(_ bytes: [UInt8], mediaType: String, fileName: String?) {
        sink.bytes(bytes, mediaType: mediaType, fileName: fileName)
    }
}
