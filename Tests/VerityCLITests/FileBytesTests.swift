import Foundation
import Testing

@testable import VerityCLI

@Suite("Reading a file's bytes")
struct FileBytesTests {
    /// A fresh folder for one test's files, removed when the test ends.
    private final class Folder {
        let path: String
        init() throws {
            path = NSTemporaryDirectory() + "file-bytes-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }

        func file(_ name: String, _ bytes: [UInt8]) throws -> String {
            let file = "\(path)/\(name)"
            try Data(bytes).write(to: URL(fileURLWithPath: file))
            return file
        }
    }

    private func readError(_ path: String, limit: Int = FileBytes.sizeLimit) -> FileBytes.ReadError? {
        do {
            _ = try FileBytes.read(path, limit: limit)
            return nil
        } catch {
            return error
        }
    }

    @Test("a file is read byte for byte, invalid UTF-8 and a NUL included")
    func readsEveryByte() throws {
        let folder = try Folder()
        let bytes: [UInt8] = Array("Feature: é\n".utf8) + [0, 0xFF, 0xC3, 0x0A]
        #expect(try FileBytes.read(try folder.file("a.feature", bytes)) == bytes)
    }

    @Test("an empty file reads as no bytes")
    func readsAnEmptyFile() throws {
        let folder = try Folder()
        #expect(try FileBytes.read(try folder.file("empty.feature", [])) == [])
    }

    @Test("a file larger than one read is read whole")
    func readsALargeFile() throws {
        let folder = try Folder()
        let bytes = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        #expect(try FileBytes.read(try folder.file("large.feature", bytes)) == bytes)
    }

    @Test("a missing file fails with its path and the system's reason")
    func missingFile() throws {
        let folder = try Folder()
        let error = readError("\(folder.path)/missing.feature")
        #expect(error?.path == "\(folder.path)/missing.feature")
        #expect(error?.description == "\(folder.path)/missing.feature: cannot read: No such file or directory")
    }

    @Test("a directory fails as a directory")
    func directory() throws {
        let folder = try Folder()
        #expect(readError(folder.path)?.description == "\(folder.path): cannot read: is a directory")
    }

    @Test("a file larger than the limit fails with its path, before it is read")
    func tooLarge() throws {
        let folder = try Folder()
        let path = try folder.file("big.feature", [UInt8](repeating: 0x41, count: 101))
        #expect(readError(path, limit: 100)?.description == "\(path): cannot read: larger than 100 bytes")
        #expect(try FileBytes.read(path, limit: 101).count == 101)
    }

    @Test("a file without a size, like a device, is read up to the limit and then fails")
    func endlessDevice() {
        #expect(
            readError("/dev/zero", limit: 200_000)?.description == "/dev/zero: cannot read: larger than 200000 bytes")
    }
}
