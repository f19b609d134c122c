import Foundation
import Testing

/// Casselman's goals for these tests: synchronous, no mocks, nothing added to production code,
/// checked with `==` on values.
@Suite("Example: the BLE list's table view model and row animations (Casselman, Testable Swift)")
struct BLEListStateTests {
    @Test func aNewDeviceInsertsOneRow() {
        var state = BLEListState()
        #expect(state.handle(.discovered(identifier: "A1")) == RowAnimations(inserted: [IndexPath(row: 0, section: 0)]))
        #expect(state.tableViewModel == TableViewModel(rows: [.init(title: "Unnamed device", subtitle: "A1")]))
    }

    @Test func aDeviceSeenAgainAnimatesNothing() {
        var state = BLEListState()
        _ = state.handle(.discovered(identifier: "A1"))
        #expect(state.handle(.discovered(identifier: "A1")) == RowAnimations())
        #expect(state.tableViewModel.rows.count == 1)
    }

    @Test func namingADeviceReloadsItsRow() {
        var state = BLEListState()
        _ = state.handle(.discovered(identifier: "A1"))
        _ = state.handle(.discovered(identifier: "B2"))
        #expect(
            state.handle(.named(identifier: "B2", name: "Kitchen"))
                == RowAnimations(reloaded: [IndexPath(row: 1, section: 0)]))
        #expect(state.tableViewModel.rows.map(\.title) == ["Unnamed device", "Kitchen"])
    }

    @Test func deletingADeviceDeletesItsRow() {
        var state = BLEListState()
        _ = state.handle(.discovered(identifier: "A1"))
        _ = state.handle(.discovered(identifier: "B2"))
        #expect(state.handle(.deleted(identifier: "A1")) == RowAnimations(deleted: [IndexPath(row: 0, section: 0)]))
        #expect(state.tableViewModel.rows.map(\.subtitle) == ["B2"])
    }
}
