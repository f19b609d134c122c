import Testing
import Verity
import VerityTesting

@Suite("Example: navigation with a stack and a sheet")
struct MailTests {
    let outbox = Locked<[String]>([])

    func mail() -> Source<Mail> {
        let outbox = outbox
        return Mail.source { draft, replyingTo in
            outbox.withLock { $0.append("\(replyingTo ?? "new"): \(draft)") }
        }
    }

    @Test func openingPushesAndBackPopsAndTheInboxHasNoBack() {
        let tester = SourceTester(mail())
        #expect(tester.model.browsing?.back == nil, "nothing to go back to at the inbox")
        tester.invoke(\.browsing?.open, "m1")
        tester.expectNow(\.browsing?.path, equals: [.message("m1")])
        tester.invoke(\.browsing?.open, "m2")
        tester.expectNow(\.browsing?.path, equals: [.message("m1"), .message("m2")])
        tester.invoke(\.browsing?.back)
        tester.expectNow(\.browsing?.path, equals: [.message("m1")])
        #expect(mailScreenText(tester.model) == "Inbox › Message m1 [‹ Back]")
        tester.finishNow()
    }

    @Test func aSheetCoversTheStackAndCancelReturnsToTheSamePage() {
        let tester = SourceTester(mail())
        tester.invoke(\.browsing?.open, "m1")
        tester.expectNow(\.browsing?.path, equals: [.message("m1")])
        tester.invoke(\.browsing?.compose)
        tester.expectNow(\.composing?.replyingTo, equals: "m1")
        #expect(mailScreenText(tester.model) == "Inbox › Message m1 ⧉ Reply to m1: ")
        tester.invoke(\.composing?.cancel)
        tester.expectNow(\.browsing?.path, equals: [.message("m1")])
        tester.finishNow()
        #expect(outbox.withLock { $0 } == [])
    }

    @Test func aPageUnderTheSheetCannotBeUsedEvenWithAnActionKeptFromBefore() throws {
        let source = mail()
        let tester = SourceTester(source)
        let keptOpen = try #require(source.model.browsing?.open)
        tester.invoke(\.browsing?.compose)
        tester.expectNow(\.composing?.draft, equals: "")
        keptOpen("m9")
        #expect(tester.actionEvents.last?.rejection?.reason == .superseded)
        #expect(source.model.composing != nil, "the sheet is still up; nothing was pushed under it")
        tester.finishNow()
    }

    @Test func everyKeystrokeInTheSheetIsKeptAndSendDeliversTheLastDraft() throws {
        let source = mail()
        let tester = SourceTester(source)
        tester.invoke(\.browsing?.compose)
        tester.expectNow(\.composing?.draft, equals: "")
        let drawn = try #require(source.model.composing)
        drawn.edit("H")  // two fast keystrokes, both from the model the view last drew
        drawn.edit("Hi")
        tester.expectNow(\.composing?.draft, equals: "H")
        tester.expectNow(\.composing?.draft, equals: "Hi")
        drawn.send()  // also from the drawn model: it sends the current draft
        tester.expectNow(\.browsing?.path, equals: [])
        tester.finishNow()
        #expect(outbox.withLock { $0 } == ["new: Hi"])
    }
}
