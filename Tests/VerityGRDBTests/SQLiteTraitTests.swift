#if !SQLite
import Testing

/// Without the `SQLite` trait there is no `SQLiteStore` to test; say so rather than pass quietly.
@Test(.disabled("VerityGRDB is built without the SQLite trait: run `swift test --traits SQLite` to test SQLiteStore"))
func sqliteStoreNeedsTheSQLiteTrait() {}
#endif
