// Ways to read a whole file into `[UInt8]`, each reading the same list of files: what
// `verity`'s `FileBytes.read` could be built on.
//
// Usage:
//   swiftc -O Benchmarks/gherkin/read-candidates.swift -o /tmp/read-candidates      (or -Onone)
//   /tmp/read-candidates FILE_LIST [PASSES] [CANDIDATE]
// FILE_LIST holds one path a line. Without CANDIDATE, times every candidate in turn, PASSES
// passes each (default 5), three rounds, and prints the best pass of each. With CANDIDATE,
// runs only that one PASSES times, for `valgrind --tool=callgrind` (run it with 1 and with 2
// passes: the difference is one pass without the one-time costs). Benchmarks/README.md,
// "Reading the files", has the figures and the commands.
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Unreadable: Error {}

/// The reader of `verity` before this comparison: a URL, its resource values, `Data(contentsOf:)`.
func foundationURL(_ path: String) throws -> [UInt8] {
    let url = URL(fileURLWithPath: path)
    if (try? url.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true { throw Unreadable() }
    return [UInt8](try Data(contentsOf: url))
}

/// `Data(contentsOf:)` on a URL alone, without asking whether it is a directory.
func foundationData(_ path: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// `FileManager.contents(atPath:)`: no URL, but `nil` without a reason.
func fileManager(_ path: String) throws -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { throw Unreadable() }
    return [UInt8](data)
}

/// `FileHandle(forReadingAtPath:)` and `readToEnd()`.
func fileHandle(_ path: String) throws -> [UInt8] {
    guard let handle = FileHandle(forReadingAtPath: path) else { throw Unreadable() }
    defer { try? handle.close() }
    return [UInt8](try handle.readToEnd() ?? Data())
}

/// POSIX `open` and `fstat`, then a `FileHandle` on the descriptor for `readToEnd()`.
func posixThenFileHandle(_ path: String) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Unreadable() }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else {
        close(descriptor)
        throw Unreadable()
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    return [UInt8](try handle.readToEnd() ?? Data())
}

/// POSIX `open`, `fstat` and `read` into a zero-filled array through the implicit
/// array-to-pointer conversion (no pointer named); one more `read` of a byte checks the end,
/// and a file that grew meanwhile is read on in chunks.
func posixZeroFilled(_ path: String) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Unreadable() }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else { throw Unreadable() }
    func readRetrying(_ body: () -> Int) throws -> Int {
        while true {
            let result = body()
            if result >= 0 { return result }
            if errno != EINTR { throw Unreadable() }
        }
    }
    var bytes = [UInt8](repeating: 0, count: max(Int(status.st_size), 0))
    if !bytes.isEmpty {
        let count = try readRetrying { read(descriptor, &bytes, bytes.count) }
        if count < bytes.count { bytes.removeLast(bytes.count - count) }
    }
    var probe: UInt8 = 0
    guard try readRetrying({ read(descriptor, &probe, 1) }) == 1 else { return bytes }
    bytes.append(probe)
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
        let count = try readRetrying { read(descriptor, &chunk, chunk.count) }
        if count == 0 { return bytes }
        bytes += chunk[0..<count]
    }
}

/// POSIX `open`, `fstat` and `read` straight into uninitialised array storage.
func posixUninitialized(_ path: String) throws -> [UInt8] {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw Unreadable() }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, (status.st_mode & S_IFMT) != S_IFDIR else { throw Unreadable() }
    let size = max(Int(status.st_size), 0)
    var failed = false
    let bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
        while true {
            let result = read(descriptor, buffer.baseAddress, buffer.count)
            if result < 0 {
                if errno == EINTR { continue }
                failed = true
                initialized = 0
                return
            }
            initialized = result
            return
        }
    }
    if failed { throw Unreadable() }
    return bytes
}

let candidates: [(String, (String) throws -> [UInt8])] = [
    ("foundationURL", foundationURL), ("foundationData", foundationData), ("fileManager", fileManager),
    ("fileHandle", fileHandle), ("posixThenFileHandle", posixThenFileHandle),
    ("posixZeroFilled", posixZeroFilled), ("posixUninitialized", posixUninitialized),
]

let arguments = CommandLine.arguments
guard arguments.count >= 2, let list = try? String(contentsOfFile: arguments[1], encoding: .utf8) else {
    print("usage: read-candidates FILE_LIST [PASSES] [CANDIDATE]")
    exit(2)
}
let paths = list.split(separator: "\n").map(String.init)
let passes = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5

/// Reads every file once with `read`; returns the bytes read, to be checked and kept alive.
func pass(_ read: (String) throws -> [UInt8]) -> Int {
    var total = 0
    for path in paths {
        guard let bytes = try? read(path) else { continue }
        total &+= bytes.count &+ Int(bytes.last ?? 0)
    }
    return total
}

if arguments.count > 3 {
    guard let (_, read) = candidates.first(where: { $0.0 == arguments[3] }) else {
        print("unknown candidate \(arguments[3])")
        exit(2)
    }
    var total = 0
    for _ in 0..<passes { total &+= pass(read) }
    print(total)
} else {
    let expected = pass(foundationURL)
    var best: [String: Double] = [:]
    for _ in 0..<3 {
        for (name, read) in candidates {
            for _ in 0..<passes {
                let start = Date()
                let total = pass(read)
                let seconds = Date().timeIntervalSince(start)
                if total != expected { print("\(name) read other bytes: \(total) against \(expected)") }
                best[name] = min(best[name] ?? .infinity, seconds)
            }
        }
    }
    print("\(paths.count) files, best pass of \(passes * 3):")
    for (name, _) in candidates {
        let seconds = best[name] ?? 0
        let name = name.padding(toLength: 22, withPad: " ", startingAt: 0)
        print(name, String(format: "%8.2f ms  %6.2f µs a file", seconds * 1000, seconds * 1e6 / Double(paths.count)))
    }
}
