import Requirements
import Testing

@Suite("Data tables")
struct DataTableTests {
    let users = DataTable([["name", "age", "role"], ["Ann", "31", "admin"], ["Bob", "27", ""]])

    @Test("Rows after the header read as dictionaries keyed by the header")
    func records() {
        #expect(users.header == ["name", "age", "role"])
        #expect(
            users.records == [
                ["name": "Ann", "age": "31", "role": "admin"], ["name": "Bob", "age": "27", "role": ""],
            ])
    }

    @Test("Transposing swaps rows and columns")
    func transposed() {
        #expect(DataTable([["a", "b"], ["1", "2"]]).transposed() == DataTable([["a", "1"], ["b", "2"]]))
    }

    @Test("A two-column table reads as a dictionary; other shapes and repeated keys are errors")
    func keyedByFirstColumn() throws {
        #expect(try DataTable([["a", "1"], ["b", "2"]]).keyedByFirstColumn() == ["a": "1", "b": "2"])
        #expect(throws: DataTableError.self) { try DataTable([["a", "1", "x"]]).keyedByFirstColumn() }
        #expect(throws: DataTableError.self) { try DataTable([["a", "1"], ["a", "2"]]).keyedByFirstColumn() }
    }

    enum Role: String, Decodable { case admin, guest }
    struct User: Decodable, Equatable {
        let name: String
        let age: Int
        let role: Role?
    }

    @Test("Rows decode into Decodable types, empty cells as nil for optionals")
    func decode() throws {
        let decoded = try users.decode(User.self)
        #expect(decoded == [User(name: "Ann", age: 31, role: .admin), User(name: "Bob", age: 27, role: nil)])
    }

    @Test("A cell that does not convert names its row and column")
    func decodeError() {
        let table = DataTable([["name", "age", "role"], ["Ann", "old", "admin"]])
        #expect {
            try table.decode(User.self)
        } throws: { error in
            "\(error)" == "row 2, column 'age': cannot read 'old' as Int"
        }
    }

    @Test("The description aligns the columns as Gherkin does")
    func description() {
        #expect(DataTable([["a", "bb"], ["ccc", "d"]]).description == "| a   | bb |\n| ccc | d  |")
    }
}
