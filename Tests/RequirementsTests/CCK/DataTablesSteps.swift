import Foundation
import Requirements

extension CCKSamples {
    /// `data-tables`: a table arrives as a `DataTable` and can be transposed.
    static func dataTables(_ folder: URL) -> Steps<CCKWorld> {
        Steps(world: CCKWorld.init) { steps in
            steps.when("the following table is transposed:") { (world, table: DataTable) in
                world.transposed = table.transposed()
            }
            steps.then("it should be:") { (world, expected: DataTable) in
                try CCK.expectEqual(world.transposed, expected)
            }
        }
    }
}
