import BankCore
import Foundation
import Testing

@Suite struct MoneyParsing {
    @Test(
        arguments: [
            ("12.50", 1_250), ("12", 1_200), ("$12.50", 1_250), ("1,250.00", 125_000), ("$1,250", 125_000),
            ("12.5", 1_250), ("0.01", 1), (" 7.25 ", 725), ("1,000,000.00", 100_000_000), ("$0.99", 99),
            ("007", 700),
        ] as [(String, Int64)])
    func dollarsAndCentsAreRead(text: String, cents: Int64) throws {
        #expect(try Money(parsing: text) == Money(cents: cents))
    }

    @Test(arguments: [
        "", "   ", "abc", "12.345", "12.", ".5", "1,25.00", "1,2500", ",100", "12,", "1.2.3", "$", "12 50",
        "١٢", "12e3", "+5", "$$5", "0x10", "5-",
    ])
    func anythingButDollarsAndCentsIsRefusedWithTheFormatMessage(text: String) {
        #expect(throws: AmountError.notAnAmount) { try Money(parsing: text) }
        #expect(AmountError.notAnAmount.message == "Enter an amount in dollars and cents, like 12.50.")
    }

    @Test(arguments: ["0", "0.00", "-5", "-0.01", "$-5", "-$5", "$0"])
    func zeroOrNegativeAmountsAreRefusedAsNotGreaterThanZero(text: String) {
        #expect(throws: AmountError.notPositive) { try Money(parsing: text) }
        #expect(AmountError.notPositive.message == "Enter an amount greater than zero.")
    }

    @Test(arguments: ["1,000,000.01", "1000001", "99999999999999999999999", "$2,000,000"])
    func amountsOverOneMillionDollarsAreRefusedAsTooLarge(text: String) {
        #expect(throws: AmountError.tooLarge) { try Money(parsing: text) }
        #expect(AmountError.tooLarge.message == "Enter an amount of at most $1,000,000.00.")
    }

    @Test func anAmountErrorDescribesItselfWithItsMessage() {
        #expect("\(AmountError.notPositive)" == "Enter an amount greater than zero.")
    }
}

@Suite struct MoneyFormatting {
    @Test(
        arguments: [
            (0, "$0.00"), (5, "$0.05"), (1_250, "$12.50"), (125_000, "$1,250.00"), (100_000_000, "$1,000,000.00"),
            (-300, "-$3.00"), (-125_001, "-$1,250.01"), (99_999, "$999.99"),
        ] as [(Int64, String)])
    func amountsReadTheUSWay(cents: Int64, text: String) {
        #expect(Money(cents: cents).description == text)
    }

    @Test func arithmeticIsExactInCents() throws {
        #expect(Money.dollars(50) - (try Money(parsing: "30.01")) == Money(cents: 1_999))
        #expect([Money.dollars(1), Money(cents: 1)].sum() == Money(cents: 101))
        #expect([Money]().sum() == .zero)
        #expect(Money(cents: 1) < Money(cents: 2))
    }

    @Test func everyFormattedAmountParsesBackToItself() throws {
        for cents: Int64 in [1, 9, 10, 99, 100, 1_234_567, 100_000_000] {
            #expect(try Money(parsing: Money(cents: cents).description) == Money(cents: cents))
        }
    }
}

@Suite struct MoneyAsJSON {
    @Test func encodesAsAStringOfPlainDecimals() throws {
        let data = try JSONEncoder().encode([Money(cents: 125_000), Money(cents: -300), .zero])
        #expect(String(decoding: data, as: UTF8.self) == #"["1250.00","-3.00","0.00"]"#)
    }

    @Test(
        arguments: [
            (#""12.50""#, 1_250), (#""$1,250.00""#, 125_000), ("12.5", 1_250), ("12", 1_200), ("0.1", 10),
            (#""0.00""#, 0), (#""-3.00""#, -300), ("0.07", 7),
        ] as [(String, Int64)])
    func decodesStringsAndNumbersThroughTheParser(json: String, cents: Int64) throws {
        #expect(try JSONDecoder().decode(Money.self, from: Data(json.utf8)) == Money(cents: cents))
    }

    @Test(arguments: [#""abc""#, "12.345", #""12.345""#, "true", "null"])
    func refusesWhatIsNotDollarsAndCents(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Money.self, from: Data(json.utf8)) }
    }

    @Test func anAccountEncodesItsTotalsForClients() throws {
        let account = Account(
            id: "a1", name: "Everyday", available: .dollars(50),
            pending: [
                Transaction(id: "t1", account: "a1", merchant: "Grocer", amount: .dollars(20), isSynced: false)
            ])
        let object = try JSONSerialization.jsonObject(with: JSONEncoder().encode(account)) as? [String: Any]
        #expect(object?["pendingTotal"] as? String == "20.00")
        #expect(object?["spendable"] as? String == "30.00")
        #expect(try JSONDecoder().decode(Account.self, from: JSONEncoder().encode(account)) == account)
    }
}
