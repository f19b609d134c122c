import Foundation

/// Casselman's BLE pairing screen (*Testable Swift*): the state and logic are a value with no
/// I/O, fed the events that the coordinator ferries from Core Bluetooth, the repository and the
/// view controller. Each event returns the `RowAnimations` the view controller plays; the
/// `TableViewModel` holds every value the cells show. The article names the two structs and
/// gives no fields: these are ours.
struct BLEListState: Equatable, Sendable {
    /// A device broadcasting nearby, with the name the user gave it, if any.
    struct Device: Equatable, Sendable {
        let identifier: String
        var name: String?
    }

    /// What happened, as the coordinator reports it.
    enum Event: Equatable, Sendable {
        case discovered(identifier: String)
        case named(identifier: String, name: String)
        case deleted(identifier: String)
    }

    private(set) var devices: [Device] = []

    /// Applies `event` and returns the rows to animate; an event that changes nothing (a
    /// device seen again) animates nothing.
    mutating func handle(_ event: Event) -> RowAnimations {
        switch event {
        case .discovered(let identifier):
            guard !devices.contains(where: { $0.identifier == identifier }) else { return RowAnimations() }
            devices.append(Device(identifier: identifier))
            return RowAnimations(inserted: [IndexPath(row: devices.count - 1, section: 0)])
        case .named(let identifier, let name):
            guard let row = devices.firstIndex(where: { $0.identifier == identifier }) else { return RowAnimations() }
            devices[row].name = name
            return RowAnimations(reloaded: [IndexPath(row: row, section: 0)])
        case .deleted(let identifier):
            guard let row = devices.firstIndex(where: { $0.identifier == identifier }) else { return RowAnimations() }
            devices.remove(at: row)
            return RowAnimations(deleted: [IndexPath(row: row, section: 0)])
        }
    }

    /// What the list shows: a logic-free value the view controller copies into cells.
    var tableViewModel: TableViewModel {
        TableViewModel(
            rows: devices.map { TableViewModel.Row(title: $0.name ?? "Unnamed device", subtitle: $0.identifier) })
    }
}

/// Every value the device list's cells show.
struct TableViewModel: Equatable, Sendable {
    struct Row: Equatable, Sendable {
        let title: String
        let subtitle: String
    }

    let rows: [Row]
}

/// The rows one change inserts, deletes and reloads, for the view controller to animate.
struct RowAnimations: Equatable, Sendable {
    var inserted: [IndexPath] = []
    var deleted: [IndexPath] = []
    var reloaded: [IndexPath] = []
}

extension IndexPath {
    /// UIKit's row and section index path, which Foundation alone (on Linux) does not have.
    init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }
}
