// NibGeometry.swift — CGPoint/CGSize/CGRect/UIEdgeInsets as ibtool packs them in data values.
//
// A geometry struct is a data value: the tag byte 0x07 (the type code of double), then 2 or 4
// little-endian float64s — 17 or 33 bytes. Before SDK 8 ibtool wrote the tag 0x06 (float) and 2 or 4
// float32s — 9 or 17 bytes (FindTheMonkey and ProgrammingEvents at SDK 7: 100 of 100 geometry
// values; FIELD-GUIDE §1.6 says never, from the nibs of later SDKs).

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

    /// The tag byte of the float32 form ibtool wrote before SDK 8.
    public static let floatTag: UInt8 = 0x06

    /// Decodes a data value's bytes, or returns nil if they are not a tagged 2- or 4-double struct
    /// (or its float form).
    public init?(bytes: [UInt8]) {
        let components: [Double]
        if bytes.first == NibGeometry.tag, bytes.count == 17 || bytes.count == 33 {
            components = bytes.withUnsafeBytes { raw in
                stride(from: 1, to: bytes.count, by: 8).map {
                    Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: $0, as: UInt64.self)))
                }
            }
        } else if bytes.first == NibGeometry.floatTag, bytes.count == 9 || bytes.count == 17 {
            components = bytes.withUnsafeBytes { raw in
                stride(from: 1, to: bytes.count, by: 4).map {
                    Double(Float(bitPattern: UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: $0, as: UInt32.self))))
                }
            }
        } else {
            return nil
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

    /// The float form's bytes: the float tag, then the components as little-endian float32s.
    public var floatBytes: [UInt8] {
        var bytes: [UInt8] = [NibGeometry.floatTag]
        bytes.reserveCapacity(1 + 4 * count)
        for component in components {
            withUnsafeBytes(of: Float(component).bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        }
        return bytes
    }

    /// How many components: 2 or 4.
    var count: Int {
        switch self {
        case .pair: 2
        case .quad: 4
        }
    }
}
