// DecimalNumberTests.swift — DecimalNumber.double reads every text exactly as Double(_:) does, bit
// for bit, and DecimalNumber.isNumber says whether Double(_:) reads it: a table of edge cases,
// random decimals of every length around the fast path's limits, and every attribute value of the
// corpus.

import Foundation
import InterfaceBuilder
import NibTestSupport
import Testing

@Suite("Decimal numbers")
struct DecimalNumberTests {
    static func same(_ text: String) -> Bool {
        let fast = DecimalNumber.double(text)
        let reference = Double(text)
        return fast?.bitPattern == reference?.bitPattern && DecimalNumber.isNumber(text) == (reference != nil)
    }

    @Test(
        "edge cases read as Double(_:) reads them",
        arguments: [
            "0", "0.0", "-0", "-0.0", "320", "-12.5", "77.5", "0.5", "1", "1.", ".5", "-.5", "+1", "", "-", "1.5.3", "--1", "1e3",
            "0123", "999999999999999", "9999999999999999", "0.000000000000001", "0.1", "0.2", "0.3", "123456.789012345",
            "0.33333333333333331", "infinite", "inf", "nan", " 1", "1 ", "0x10", "1,5", "١",
        ])
    func edgeCase(_ text: String) {
        #expect(DecimalNumberTests.same(text), "\(text.debugDescription)")
    }

    @Test("random decimals of 1 to 18 digits read as Double(_:) reads them")
    func randomDecimals() {
        var rng = SplitMix64(seed: 1_027)
        for _ in 0..<50_000 {
            let length = 1 + Int(rng.next() % 18)
            var digits = String((0..<length).map { _ in Character(String(rng.next() % 10)) })
            let dot = Int(rng.next() % UInt64(length + 1))
            if dot > 0, dot < length { digits.insert(".", at: digits.index(digits.startIndex, offsetBy: dot)) }
            let text = (rng.next() % 2 == 0 ? "-" : "") + digits
            #expect(DecimalNumberTests.same(text), "\(text)")
        }
    }

    @Test("every attribute value of the corpus reads as Double(_:) reads it", .needsCorpus)
    func corpusValues() throws {
        var numbers = 0
        for url in Corpus.interfaceBuilderDocuments() {
            var diagnostics = Diagnostics()
            guard let document = IBDocument.parse(try [UInt8](Data(contentsOf: url)), path: url.path, diagnostics: &diagnostics) else { continue }
            for attribute in document.attributes {
                if Double(attribute.value) != nil { numbers += 1 }
                #expect(DecimalNumberTests.same(attribute.value), "\(attribute.name)=\(attribute.value.debugDescription)")
            }
        }
        #expect(numbers > 100_000)
    }
}
