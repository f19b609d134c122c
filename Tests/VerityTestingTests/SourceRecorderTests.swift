import Testing
import Verity
import VerityTesting

@Suite("SourceRecorder")
struct SourceRecorderTests {
    @Test func recordsTheCurrentModelFirstAndEveryLaterOneInOrder() {
        let source = Switch.source()
        let recorder = SourceRecorder(source)
        source.model.off?.turnOn()
        source.model.on?.turnOff()
        #expect(recorder.models.map(\.flips) == [0, 1, 2])
        #expect(recorder.latest?.off != nil)
    }

    @Test func waitsForModelsEmittedFromAnotherTask() async {
        let source = Switch.source()
        let recorder = SourceRecorder(source)
        source.model.off?.flipLater()
        #expect(await recorder.waitForModels(count: 2))
        #expect(recorder.models.map(\.flips) == [0, 1])
    }

    @Test func waitingGivesUpAfterTheTimeoutWhenNothingIsEmitted() async {
        let recorder = SourceRecorder(Switch.source())
        #expect(await recorder.waitForModels(count: 2, timeout: .milliseconds(20)) == false)
    }

    @Test func stopsRecordingWhenCancelled() {
        let source = Switch.source()
        let recorder = SourceRecorder(source)
        recorder.cancel()
        source.model.off?.turnOn()
        #expect(recorder.models.count == 1)
    }
}
