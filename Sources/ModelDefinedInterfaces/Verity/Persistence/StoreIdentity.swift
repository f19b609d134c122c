/// Where a `PersistenceStore` keeps its value, as a hashable name: two stores with equal
/// identities read and write the same value, so persistable sources over them share it.
///
/// ```swift
/// var identity: StoreIdentity? { StoreIdentity(kind: "Keychain", place: service + "/" + account) }
/// ```
public struct StoreIdentity: Hashable, Sendable, CustomStringConvertible {
    private let kind: String
    private let place: any Hashable & Sendable

    /// Names the place `place` in a kind of storage (`kind` keeps, say, a file path apart from
    /// a database key that reads the same).
    public init<Place: Hashable & Sendable>(kind: String, place: Place) {
        self.kind = kind
        self.place = place
    }

    /// Equal when the kinds and the places are.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.kind == rhs.kind && AnyHashable(lhs.place) == AnyHashable(rhs.place)
    }

    /// Hashes the kind and the place, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(AnyHashable(place))
    }

    /// `kind place`, for logs.
    public var description: String {
        "\(kind) \(place)"
    }
}
