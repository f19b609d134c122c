import Testing

@testable import VerityWorkspace

@Suite("Swift step scanner")
struct SwiftStepScannerTests {
    private func scan(_ text: String) -> SwiftFileScan {
        SwiftStepScanner.scan(text, path: "/w/Steps.swift")
    }

    private func patterns(_ text: String) -> [String] {
        scan(text).stepDefinitions.map(\.pattern)
    }

    @Test("Every kind of string literal gives the pattern the step matches")
    func literalForms() {
        let text = ##"""
            steps.given("I have {int} cukes") { _, _ in }
            steps.when(#"I eat "{int}" cukes"#) { _, _ in }
            steps.then(##"I see "#1""##) { _ in }
            steps.step("""
                I wait
                  "calmly"
                """) { _ in }
            steps.given(StepPattern("a {word}")) { _, _ in }
            steps.given(StepPattern(stringLiteral: "a {string}")) { _, _ in }
            """##
        let sites = scan(text).stepDefinitions
        #expect(
            sites.map(\.pattern) == [
                "I have {int} cukes", #"I eat "{int}" cukes"#, ##"I see "#1""##, "I wait\n  \"calmly\"", "a {word}",
                "a {string}",
            ])
        #expect(sites.map(\.keyword) == [.given, .when, .then, .step, .given, .given])
        #expect(sites.allSatisfy { $0.syntax == .cucumberExpression && $0.origin == .swiftScan })
        #expect(sites.allSatisfy { $0.location.path == "/w/Steps.swift" })
    }

    @Test("Escapes are resolved as the compiler does; raw literals keep backslashes without their #")
    func escapes() {
        let text = #####"""
            steps.given("a \"b\" \\ c\td\u{E9}\u{1F600}\0\'") { _ in }
            steps.given(#"^(\d+) \#t "x" \#u{41}$"#) { _ in }
            steps.given("""
                one \
                two\n
                """) { _ in }
            """#####
        #expect(patterns(text) == ["a \"b\" \\ c\td\u{E9}\u{1F600}\0'", "^(\\d+) \t \"x\" A$", "one two\n"])
    }

    @Test("Regular expressions are written with .regex or StepPattern.regex")
    func regularExpressions() {
        let text = ##"""
            steps.given(.regex(#"^I have (\d+) cukes$"#)) { _, _ in }
            steps.then(StepPattern.regex("^done$")) { _ in }
            steps.when(Requirements.StepPattern.regex("^x$")) { _ in }
            """##
        let sites = scan(text).stepDefinitions
        #expect(sites.map(\.pattern) == [#"^I have (\d+) cukes$"#, "^done$", "^x$"])
        #expect(sites.allSatisfy { $0.syntax == .regularExpression })
    }

    @Test("Parameter types are read with one regexp or several, and their options")
    func parameterTypes() {
        let text = ##"""
            steps.parameterType("colour", regexp: "red|blue") { Colour(rawValue: $0) }
            steps.parameterType(
                "flight", regexps: [#"[A-Z]{3}-[A-Z]{3}"#, "\\d+"], useForSnippets: false,
                preferForRegexpMatch: true
            ) { (groups: [String?]) in groups }
            """##
        let types = scan(text).parameterTypes
        #expect(types.map(\.name) == ["colour", "flight"])
        #expect(types.map(\.regexps) == [["red|blue"], ["[A-Z]{3}-[A-Z]{3}", #"\d+"#]])
        #expect(types.map(\.useForSnippets) == [true, false])
        #expect(types.map(\.preferForRegexpMatch) == [false, true])
        #expect(types[1].location.range.start == TextPosition(line: 2, character: 4))
    }

    @Test("Calls in comments, in other string literals and in interpolations are not definitions")
    func lookAlikesIgnored() {
        let text = ##"""
            // steps.given("in a line comment") { _ in }
            /* outer /* steps.given("nested") { _ in } */ steps.given("still a comment") { _ in } */
            let readme = "steps.given(\"in a string\") { _ in }"
            let raw = #"steps.when("in a raw string") { _ in }"#
            let block = """
                steps.then("in a multi-line string") { _ in }
                """
            let mixed = "\(steps.given("in an interpolation") { _ in })"
            let regex = #/steps.given("in a regex literal")/#
            steps.given("the real one") { _ in }
            """##
        #expect(patterns(text) == ["the real one"])
    }

    @Test("Only calls on a receiver whose first argument is unlabelled are step definitions")
    func callShapes() {
        let text = ##"""
            self.steps
                .given("a chained call") { _ in }
            promise.then(on: queue) { _ in }
            promise.then(handler)
            promise.then { value in value }
            func given(_ text: String) {}
            given("a bare call")
            sequence.step(by: 2)
            """##
        let result = scan(text)
        #expect(result.stepDefinitions.map(\.pattern) == ["a chained call"])
        #expect(result.unrecognised.isEmpty && result.namedPatterns.isEmpty)
    }

    @Test("The doc comment above a definition becomes its documentation, markers and indentation removed")
    func documentation() {
        let text = ##"""
                /// Puts cukes in the belly.
                ///
                ///     belly.cukes += count
                steps.given("I have {int} cukes") { _, _ in }
                /**
                 * Eats them.
                 *   Slowly.
                 */
                steps.when("I eat {int}") { _, _ in }
                /// Not attached: a blank line follows.

                steps.then("I am full") { _ in }
                /** On one line. */ steps.then("I burp") { _ in }
                // A plain comment is not documentation.
                steps.then("I sleep") { _ in }
                /// Colours.
                steps.parameterType("colour", regexp: "red") { $0 }
            """##
        let result = scan(text)
        #expect(
            result.stepDefinitions.map(\.documentation) == [
                "Puts cukes in the belly.\n\n    belly.cukes += count", "Eats them.\n  Slowly.", nil, "On one line.",
                nil,
            ])
        #expect(result.parameterTypes.first?.documentation == "Colours.")
    }

    @Test("Attributes may stand between a doc comment and what it documents")
    func documentationAcrossAttributes() {
        let text = ##"""
            /// Registers the checkout steps.
            @MainActor
            static func checkout() {}
            /// The step.
            steps.given("a") { _ in }
            """##
        let result = scan(text)
        #expect(result.stepDefinitions.first?.documentation == "The step.")
        // The lexer carries the comment over `@MainActor` to `static`.
        let lexed = SwiftLexer.tokenise(Array(text.utf8))
        let documented = lexed.tokens.filter { $0.documentation >= 0 }.map {
            lexed.docComments[$0.documentation].lastLine
        }
        #expect(documented == [0, 0, 0, 3])
    }

    @Test("Locations are the pattern literal's span in 0-based lines and UTF-16 characters")
    func utf16Positions() {
        let text = "enum Steps {\n/* é😀 */ steps.given(#\"caf\u{E9} \u{1F600}\"#) { _ in }\n}\n"
        let site = scan(text).stepDefinitions.first
        // "/* é😀 */ steps.given(" is 3 + 1 + 2 + 4 + 12 = 22 UTF-16 units; the literal `#"café 😀"#` 11.
        #expect(
            site?.location.range
                == TextRange(start: TextPosition(line: 1, character: 22), end: TextPosition(line: 1, character: 33)))
        #expect(site?.pattern == "caf\u{E9} \u{1F600}")
    }

    @Test("A multi-line pattern's span ends on its closing line")
    func multilineSpan() {
        let text = "steps.given(\"\"\"\n    a\n    \"\"\") { _ in }\n"
        #expect(
            scan(text).stepDefinitions.first?.location.range
                == TextRange(start: TextPosition(line: 0, character: 12), end: TextPosition(line: 2, character: 7)))
    }

    @Test("Patterns known only at run time are reported as unrecognised, with the reason")
    func unrecognised() {
        let text = ##"""
            steps.given("I have \(count) cukes") { _ in }
            steps.when(prefix + " cukes") { _ in }
            steps.then(.regex(make("x"))) { _ in }
            steps.parameterType(name, regexp: "x") { $0 }
            steps.parameterType("money", regexp: "\(currency)\\d+") { $0 }
            steps.parameterType("size", regexps: sizes) { $0 }
            """##
        let result = scan(text)
        #expect(result.stepDefinitions.isEmpty && result.parameterTypes.isEmpty)
        #expect(
            result.unrecognised.map(\.kind) == [
                .step(.given), .step(.when), .step(.then), .parameterType(name: nil), .parameterType(name: "money"),
                .parameterType(name: "size"),
            ])
        #expect(
            result.unrecognised.map(\.reason) == [
                .interpolation, .expression(#"prefix + " cukes""#), .expression(#".regex(make("x"))"#),
                .expression("name"),
                .interpolation, .expression("sizes"),
            ])
        #expect(
            result.unrecognised[1].location.range
                == TextRange(start: TextPosition(line: 1, character: 11), end: TextPosition(line: 1, character: 28)))
        #expect(
            result.unrecognised[0].message
                == "The pattern of this `given` cannot be read without running the code: it is built with string interpolation, known only when the code runs."
        )
    }

    @Test("A name as pattern is kept for the workspace to resolve, with the string constants of the file")
    func namesAndConstants() {
        let text = ##"""
            enum FeatureAmount {
                static let regexp = #"\$\d+"#
                static let joined = "a" + "b"
                static let computed = "a".uppercased()
                static var variable = "v"
                let typed: String = "typed"
            }
            extension Bank.Steps {
                let local = "x"; let next = "y"
            }
            class func make() { let inner = "i" }
            steps.parameterType("amount", regexp: FeatureAmount.regexp) { $0 }
            steps.when(.regex(self.pattern)) { _ in }
            """##
        let result = scan(text)
        #expect(
            result.constants == [
                StringConstant(path: ["FeatureAmount", "regexp"], value: #"\$\d+"#),
                StringConstant(path: ["FeatureAmount", "typed"], value: "typed"),
                StringConstant(path: ["Bank", "Steps", "local"], value: "x"),
                StringConstant(path: ["Bank", "Steps", "next"], value: "y"),
                StringConstant(path: ["inner"], value: "i"),
            ])
        #expect(
            result.namedPatterns.map(\.references) == [
                [
                    ConstantReference(
                        path: ["FeatureAmount", "regexp"], slot: 0,
                        location: SourceSpan(
                            path: "/w/Steps.swift",
                            range: TextRange(
                                start: TextPosition(line: 11, character: 38), end: TextPosition(line: 11, character: 58)
                            )))
                ],
                [
                    ConstantReference(
                        path: ["pattern"], slot: 0,
                        location: SourceSpan(
                            path: "/w/Steps.swift",
                            range: TextRange(
                                start: TextPosition(line: 12, character: 18), end: TextPosition(line: 12, character: 30)
                            )))
                ],
            ])
    }

    @Test("Every #if branch is scanned: conditions cannot be evaluated without the build")
    func conditionalCompilation() {
        let text = ##"""
            #if os(Linux)
            steps.given("on Linux") { _ in }
            #else
            steps.given("elsewhere") { _ in }
            #endif
            """##
        #expect(patterns(text) == ["on Linux", "elsewhere"])
    }

    @Test("A file without calls or string constants is not tokenised; one with them is")
    func quickCheck() {
        let plain = Array(
            "struct Bank {\n    func charge(_ amount: Int) -> Bool { amount > 0 }\n    let x = 1\n}\n".utf8)
        #expect(!SwiftStepScanner.mayDefine(plain))
        for text in [
            #"steps.given("a")"#, #"x.parameterType("a", regexp: "b")"#, #"let a = "b""#, "  static let a = #\"b\"#",
            "when(\"x\")",
        ] {
            #expect(SwiftStepScanner.mayDefine(Array(text.utf8)) == !text.hasPrefix("when"), "\(text)")
        }
    }

    @Test("A raw literal that closes on its own line is one line long, even when it opens with three quotes")
    func rawLiteralOpeningWithQuotes() {
        // SwiftScannerFuzzer's finding: `#"""#` (the string `"`, as the compiler reads it) was
        // read as the start of a multi-line literal, which hid every definition after it.
        let text = "steps.given(#\"\"\"#) { _ in }\nsteps.when(##\"\"\"\"##) { _ in }\nsteps.then(\"after\") { _ in }\n"
        #expect(patterns(text) == ["\"", "\"\"", "after"])
        #expect(patterns("steps.given(#\"\"\"\n    a \"# b\n    \"\"\"#) { _ in }\n") == ["a \"# b"])
    }

    @Test(
        "The quick check never rules out what the full scan finds: words split by line breaks, spaces or comments"
    )
    func quickCheckAcrossLines() {
        // The first is SwiftScannerFuzzer's finding, in Tests/GherkinTests/ErrorHintTests.swift:
        // a constant whose literal starts on the next line was skipped with its file.
        for text in [
            "let text =\n    \"Feature: F\\n\"\n", "let text\n    = \"a\"\n", "let text: String =\n    #\"a\"#\n",
            "let /* name */ text = \"a\"\n", "let text = /* value */ \"a\"\n", "let text // name\n    = \"a\"\n",
            "steps.given (\"a\") { _ in }\n", "steps.given /* call */ (\"a\") { _ in }\n",
            "steps. when(\"a\") { _ in }\n",
        ] {
            let bytes = Array(text.utf8)
            var full = SwiftDefinitionRecogniser(
                bytes: bytes, lexed: SwiftLexer.tokenise(bytes), path: "/w/Steps.swift")
            full.run()
            #expect(!full.result.isEmpty, "the full scan finds nothing in \(text.debugDescription)")
            #expect(SwiftStepScanner.mayDefine(bytes), "the quick check rules out \(text.debugDescription)")
        }
        for text in ["var text =\n    \"a\"\n", "text = \"a\"\n", "let count =\n    1\n", "x.given\n"] {
            #expect(!SwiftStepScanner.mayDefine(Array(text.utf8)), "\(text.debugDescription)")
        }
    }

    @Test("Unterminated literals and unbalanced brackets do not stop the scan of what follows")
    func brokenCode() {
        let text = ##"""
            let broken = "never closed
            steps.given("after the broken line") { _ in }
            steps.when("unclosed call" { _ in
            steps.then("last") { _ in }
            """##
        #expect(patterns(text) == ["after the broken line", "last"])
    }
}
