import CucumberExpressions
import CucumberMessages

/// What a matched step hands its definition: the captured arguments, then the step's doc
/// string or data table.
struct StepArguments: Sendable {
    let matched: [Argument]
    let payload: PickleStepArgument?
}

/// The number of parameters a step definition's body takes after the context.
struct ArgumentArity: Sendable, Hashable {
    let count: Int
}

/// Why a step's arguments could not be handed to its definition.
struct ArgumentMismatch: Error, CustomStringConvertible {
    let description: String
}

/// Takes a step's arguments one by one, converting each to the type the body declares.
final class ArgumentCursor {
    private let arguments: StepArguments
    private var position = 0
    private var payloadTaken = false

    init(_ arguments: StepArguments) {
        self.arguments = arguments
    }

    /// The next argument as `Value`: a doc string or data table when `Value` is one (or a
    /// `String` once the captured arguments are used up and the step has a doc string),
    /// otherwise the next captured argument converted by its parameter type.
    func take<Value>(_ type: Value.Type) throws -> Value {
        if let payloadType = Value.self as? any StepPayload.Type {
            return try takePayload(payloadType, as: Value.self)
        }
        guard position < arguments.matched.count else {
            if Value.self == String.self, !payloadTaken, let docString = arguments.payload?.docString,
                let content = docString.content as? Value
            {
                payloadTaken = true
                return content
            }
            let payload = arguments.payload == nil ? "" : " and a doc string or data table"
            throw ArgumentMismatch(
                description:
                    "the step definition takes more arguments than the step has (\(arguments.matched.count) captured\(payload))"
            )
        }
        let argument = arguments.matched[position]
        position += 1
        let value = try argument.value()
        if let typed = value as? Value { return typed }
        if value == nil, let nilType = Value.self as? any NilRepresentable.Type, let none = nilType.nilValue as? Value {
            return none
        }
        if let text = argument.group.value, let converted = Self.convert(text, to: Value.self) {
            return converted
        }
        let found = value.map { String(describing: Swift.type(of: $0)) } ?? "no value"
        throw ArgumentMismatch(
            description:
                "cannot use the argument {\(argument.parameterType.name)} (\(found)) as \(Value.self)")
    }

    /// Throws when the step has arguments the definition does not take.
    func finish() throws {
        if position < arguments.matched.count {
            throw ArgumentMismatch(
                description:
                    "the step has \(arguments.matched.count) captured arguments but the step definition takes \(position)"
            )
        }
        if arguments.payload != nil, !payloadTaken {
            throw ArgumentMismatch(
                description:
                    "the step has a doc string or data table but the step definition takes no DocString or DataTable")
        }
    }

    private func takePayload<Value>(_ payloadType: any StepPayload.Type, as: Value.Type) throws -> Value {
        guard let payload = arguments.payload, !payloadTaken,
            let value = payloadType.init(payload) as? Value
        else {
            throw ArgumentMismatch(description: "the step has no \(Value.self) for the step definition")
        }
        payloadTaken = true
        return value
    }

    private static func convert<Value>(_ text: String, to type: Value.Type) -> Value? {
        if let lossless = Value.self as? any LosslessStringConvertible.Type {
            return lossless.init(text) as? Value
        }
        if let optional = Value.self as? any NilRepresentable.Type {
            return optional.wrapped(from: text) as? Value
        }
        return nil
    }
}

/// Lets the cursor produce `nil` for an optional parameter whose group took no part in the match.
protocol NilRepresentable {
    static var nilValue: Self { get }
    static func wrapped(from text: String) -> Self?
}

extension Optional: NilRepresentable {
    static var nilValue: Self { nil }

    static func wrapped(from text: String) -> Self? {
        if let value = text as? Wrapped { return .some(value) }
        guard let lossless = Wrapped.self as? any LosslessStringConvertible.Type,
            let value = lossless.init(text) as? Wrapped
        else { return nil }
        return .some(value)
    }
}

/// A type that comes from a step's doc string or data table rather than from a captured argument.
protocol StepPayload {
    init?(_ argument: PickleStepArgument)
}
