// DecimalNumber.swift — the Double that a document's decimal text stands for, exactly as
// `Double(_:)` reads it, without its cost for the plain decimals Interface Builder writes (`320`,
// `-12.5`, `0.0`): a frame's four numbers cost about 2,400 instructions through `Double(_:)`.
//
// A plain decimal (`-?digits(.digits)?`) of at most 15 digits is its digits as an integer, exact
// in a Double, divided by a power of ten up to 10^15, exact too. IEEE division rounds correctly,
// so the quotient is the correctly rounded value `Double(_:)` gives (Clinger's fast path). Any
// other text, longer decimals included, goes to `Double(_:)`. The same grammar tells numbers of
// any length from other text (`isNumber`, the value check of resolution). DecimalNumberTests hold
// both to `Double(_:)`: bit for bit on a table, on random decimals and on every number of the corpus.

public enum DecimalNumber {
    private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15]

    /// The value of `text` as `Double(text)` reads it.
    public static func double(_ text: String) -> Double? {
        guard let plain = text.utf8.withContiguousStorageIfAvailable(plainDecimal) ?? nil, plain.count <= 15 else {
            return Double(text)
        }
        let value = Double(plain.digits) / powersOfTen[plain.fractionDigits]
        return plain.negative ? -value : value
    }

    /// Whether `text` is a number (`Double(_:)`'s grammar) with a finite value: `Double(_:)` reads
    /// "NaN", "inf" and "1e999" too, which no property can hold. One look at the bytes for the plain
    /// decimals IB writes (at most 300 digits: always finite); every numeric attribute is checked.
    public static func isFiniteNumber(_ text: String) -> Bool {
        if text.utf8.count <= 300, (text.utf8.withContiguousStorageIfAvailable(plainDecimal) ?? nil) != nil { return true }
        return Double(text)?.isFinite ?? false
    }

    /// The integer a number stands for, truncated toward zero ("3", "3.0", "-2.5" → -2); nil when
    /// `text` is no number or its value is not finite or outside Int64's range.
    public static func integer(_ text: String) -> Int64? {
        if let exact = Int64(text) { return exact }
        guard let value = double(text) else { return nil }
        return exactInteger(value)
    }

    /// `value` truncated toward zero, when the result fits an Int64 (nil for NaN, infinities and
    /// anything at or beyond ±2⁶³): the one checked conversion from a document's or a nib's Double.
    public static func exactInteger(_ value: Double) -> Int64? {
        let truncated = value.rounded(.towardZero)
        guard truncated >= -9_223_372_036_854_775_808.0, truncated < 9_223_372_036_854_775_808.0 else { return nil }
        return Int64(truncated)
    }

    /// Whether `Double(text)` reads `text`: a plain decimal of any length is recognized by its
    /// bytes (parsing every number of a document with `Double(_:)` was a hundredth of a compile).
    public static func isNumber(_ text: String) -> Bool {
        (text.utf8.withContiguousStorageIfAvailable(plainDecimal) ?? nil) != nil || Double(text) != nil
    }

    /// A plain decimal (`-?digits(.digits)?`): its digits as an integer (meaningful for at most
    /// 15 of them), how many digits, how many after the point; nil for any other text.
    private static func plainDecimal(_ utf8: UnsafeBufferPointer<UInt8>) -> (digits: UInt64, count: Int, fractionDigits: Int, negative: Bool)? {
        var digits: UInt64 = 0
        var count = 0
        var fraction = -1
        var negative = false
        for offset in utf8.indices {
            let byte = utf8[offset]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits = digits &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                count += 1
                if fraction >= 0 { fraction += 1 }
            case UInt8(ascii: ".") where fraction < 0 && count > 0:
                fraction = 0
            case UInt8(ascii: "-") where offset == 0:
                negative = true
            default:
                return nil
            }
        }
        guard count > 0, fraction != 0 else { return nil }
        return (digits, count, max(fraction, 0), negative)
    }
}
