import BankCore
import Testing

@Suite struct TheIdleExpiry {
    @Test func aSessionUsedWithinTheLimitStaysAndOneIdleForTheLimitIsSignedOut() {
        let expiry = IdleExpiry(limit: .seconds(900))
        #expect(!expiry.hasExpired(lastActive: .seconds(100), at: .seconds(999)))
        #expect(expiry.hasExpired(lastActive: .seconds(100), at: .seconds(1_000)))
    }

    @Test func theLimitReadsInWholeMinutesOrSeconds() {
        #expect(IdleExpiry().description == "15 minutes")
        #expect(IdleExpiry(limit: .seconds(60)).description == "1 minute")
        #expect(IdleExpiry(limit: .seconds(1)).description == "1 second")
        #expect(IdleExpiry(limit: .seconds(90)).description == "90 seconds")
    }
}
