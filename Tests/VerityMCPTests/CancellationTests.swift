import Foundation
import Testing
import VerityMCP

/// A call the client cancels (`notifications/cancelled`) while it runs: the run stops, the call
/// gets no response, and the server goes on answering.
@Suite("Cancelling a call")
struct CancellationTests {
    @Test("a run_scenarios the client cancels stops swift test and is not answered; the next request is")
    func aCancelledRunStops() throws {
        let package = try FixturePackage()
        defer { package.remove() }
        // A `swift` that notes its process id, waits a minute, then notes that it ran to its end:
        // only a stop ends it sooner, and without that note. It waits in short sleeps so that,
        // once it is killed, no child of its outlives it by more than a moment while holding
        // the pipes it inherited.
        let started = package.root + "/started"
        let ranToItsEnd = package.root + "/ran-to-its-end"
        let swift = package.root + "/fake-swift"
        let script = """
            #!/bin/sh
            echo $$ > '\(started)'
            i=0
            while [ $i -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
            echo done > '\(ranToItsEnd)'

            """
        try script.write(toFile: swift, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift)
        let server = MCPServer(root: PackageRoot(path: package.root), serverVersion: "9.9.9")
        server.swift = swift

        let input = Pipe()
        let output = Pipe()
        let writer = input.fileHandleForWriting
        let client = Thread {
            func send(_ line: String) { try? writer.write(contentsOf: Data((line + "\n").utf8)) }
            send(#"{"jsonrpc":"2.0","id":1,"method":"ping"}"#)
            send(#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"run_scenarios","arguments":{}}}"#)
            for _ in 0..<300 where !FileManager.default.fileExists(atPath: started) {
                Thread.sleep(forTimeInterval: 0.1)
            }
            send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":2,"reason":"no time"}}"#)
            send(#"{"jsonrpc":"2.0","id":3,"method":"ping"}"#)
            try? writer.close()
        }
        client.start()
        server.run(input: input.fileHandleForReading, output: output.fileHandleForWriting)
        try output.fileHandleForWriting.close()
        let answers = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)

        #expect(answers.count == 2, "\(answers)")
        #expect(answers.first?.contains(#""id":1"#) == true)
        #expect(answers.last?.contains(#""id":3"#) == true, "the ping after the cancellation is answered")
        #expect(!answers.contains { $0.contains(#""id":2"#) }, "the cancelled call gets no response")
        #expect(!FileManager.default.fileExists(atPath: ranToItsEnd), "swift test was stopped, not waited for")
        let pid = try #require(
            Int32(try String(contentsOfFile: started, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)))
        #expect(kill(pid, 0) != 0, "the stopped swift is gone")
    }
}
