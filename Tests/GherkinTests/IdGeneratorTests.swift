import Foundation
import Gherkin
import Testing

@Suite("Ids")
struct IdGeneratorTests {
    @Test("predictable ids count from 0, as the reference implementations do")
    func predictableIdsCount() {
        var ids = IdGenerator.predictable()
        #expect((0..<3).map { _ in ids.next() } == ["0", "1", "2"])
    }

    @Test("uuid ids are distinct, lower-case, version-4 UUIDs that Foundation reads back")
    func uuidIdsAreVersion4() {
        var ids = IdGenerator.uuid()
        let made = (0..<1_000).map { _ in ids.next() }
        #expect(Set(made).count == made.count)
        for id in made {
            #expect(id == id.lowercased())
            #expect(UUID(uuidString: id)?.uuidString.lowercased() == id, "\(id)")
            let characters = Array(id)
            #expect(characters[14] == "4", "version nibble of \(id)")
            #expect("89ab".contains(characters[19]), "variant nibble of \(id)")
        }
    }
}
