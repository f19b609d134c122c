#if !SQLite
// Without the `SQLite` trait this module has no GRDB to build on. Rather than leave a user with
// "cannot find 'SQLiteStore' in scope", the names are here, unavailable, saying what to do.

/// Needs the package trait `SQLite`, which fetches and builds GRDB:
/// `.package(url: "…/verity", from: "…", traits: ["SQLite"])`.
@available(
    *, unavailable,
    message: "VerityGRDB needs Verity's package trait \"SQLite\": .package(url: …, traits: [\"SQLite\"])"
)
public struct SQLiteStore<Value> {}

/// Needs the package trait `SQLite`, which fetches and builds GRDB.
@available(
    *, unavailable,
    message: "VerityGRDB needs Verity's package trait \"SQLite\": .package(url: …, traits: [\"SQLite\"])"
)
public struct SQLiteStoreError {}
#endif
