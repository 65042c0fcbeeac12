// NibGeometry.swift — CGPoint/CGSize/CGRect/UIEdgeInsets as ibtool packs them in data values.
//
// A geometry struct is a data value: the tag byte 0x07 (the type code of double), then 2 or 4
// little-endian float64s — 17 or 33 bytes. Never 0x06 + float32s in ibtool output (FIELD-GUIDE §1.6).

/// A geometry struct stored in a data value.
public enum NibGeometry: Hashable, Sendable {
    /// `CGPoint` (x, y) or `CGSize` (width, height).
    case pair(Double, Double)
    /// `CGRect` (x, y, width, height) or `UIEdgeInsets` (top, left, bottom, right).
    case quad(Double, Double, Double, Double)

    /// The tag byte that starts every geometry data value.
    public static let tag: UInt8 = 0x07

    public static func point(x: Double, y: Double) -> NibGeometry { .pair(x, y) }
    public static func size(width: Double, height: Double) -> NibGeometry { .pair(width, height) }
    public static func rect(x: Double, y: Double, width: Double, height: Double) -> NibGeometry {
        .quad(x, y, width, height)
    }
    public static func insets(top: Double, left: Double, bottom: Double, right: Double) -> NibGeometry {
        .quad(top, left, bottom, right)
    }

    /// Decodes a data value's bytes, or returns nil if they are not a tagged 2- or 4-double struct.
    public init?(bytes: [UInt8]) {
        guard bytes.first == NibGeometry.tag, bytes.count == 17 || bytes.count == 33 else { return nil }
        let components = bytes.withUnsafeBytes { raw in
            stride(from: 1, to: bytes.count, by: 8).map {
                Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0, as: UInt64.self)))
            }
        }
        self = components.count == 2
            ? .pair(components[0], components[1])
            : .quad(components[0], components[1], components[2], components[3])
    }

    /// The components in stored order.
    public var components: [Double] {
        switch self {
        case .pair(let a, let b): [a, b]
        case .quad(let a, let b, let c, let d): [a, b, c, d]
        }
    }

    /// The data value's bytes: the tag, then the components as little-endian float64s.
    public var bytes: [UInt8] {
        // One buffer of the final size, written in place (appending to a growing array, through
        // an array of the components, cost about 1,300 instructions a frame).
        let count = self.count
        return [UInt8](unsafeUninitializedCapacity: 1 + 8 * count) { buffer, initialized in
            buffer[0] = NibGeometry.tag
            let raw = UnsafeMutableRawBufferPointer(buffer)
            func store(_ component: Double, _ position: Int) {
                raw.storeBytes(of: component.bitPattern.littleEndian, toByteOffset: 1 + 8 * position, as: UInt64.self)
            }
            switch self {
            case .pair(let a, let b):
                store(a, 0)
                store(b, 1)
            case .quad(let a, let b, let c, let d):
                store(a, 0)
                store(b, 1)
                store(c, 2)
                store(d, 3)
            }
            initialized = 1 + 8 * count
        }
    }

    /// How many components: 2 or 4.
    var count: Int {
        switch self {
        case .pair: 2
        case .quad: 4
        }
    }
}
