// ObjectGraphKey.swift — the keys of an object graph's entries, numbered once per process.
//
// A graph holds every value of every object until the archive is built, and a document of 100,000
// labels holds 1.8 million: an entry is 16 bytes (its value, then a 32-bit key number) instead of
// 32 with the key's String. A key's number is its place in a process-wide table of key names,
// given the first time the name is seen; the same name always has the same number within a
// process, so keys compare and hash by number. Numbers depend on the order names were first seen
// (several compiles may run at once), so nothing may be ordered by them: the archive builder lists
// keys in order of first use, by name.

import Synchronization

extension ObjectGraph {
    /// The key of an entry: a name, interned.
    public struct Key: Hashable, Sendable {
        /// The name's place in the process's table of key names.
        public let number: UInt32

        /// The key named `name`.
        public init(_ name: String) {
            number = KeyNames.shared.number(of: name)
        }

        /// The key's name.
        public var name: String { KeyNames.shared.name(of: number) }

        /// The key of number `number`, which a key of this process had.
        package init(number: UInt32) { self.number = number }
    }
}

/// The process's key names: a table read by number without a lock, written under one.
///
/// Names are stored in segments that never move once made — segment k holds 2^(k+10) names, so 22
/// segments hold every 32-bit number — and a reader who holds a number (handed out under the lock,
/// which orders the name's store before it) reads the name in place. The lookup of a name is an
/// open-addressed table over FNV-1a, under the lock. Names grow with the input (a dictionary's keys
/// are numbered, `NS.object.N`), and a process keeps the names it has seen.
final class KeyNames: @unchecked Sendable {
    static let shared = KeyNames()

    private static let firstSegmentShift = 10
    private static let segmentCount = 33 - firstSegmentShift

    /// Segment k, made when its first name is.
    private let segments: UnsafeMutablePointer<UnsafeMutablePointer<String>?>
    private let state = Mutex(State())

    private struct State {
        var table = InternTable<String>(hash: FNV1a.hash)
        /// The numbers of names lately seen as the same String, by its bits: most names come from a
        /// literal (a shape's, a recipe's), and hashing their bytes was most of a small compile's
        /// cost of keys. Only strings whose bits are their identity are kept — a literal's (its
        /// storage is never freed) or a small string's (its bits are its bytes).
        var recent = [RecentName](repeating: RecentName(), count: 256)
    }

    private struct RecentName {
        var bits: (UInt64, UInt64) = (0, 0)
        var number: UInt32 = 0
    }

    private init() {
        segments = .allocate(capacity: KeyNames.segmentCount)
        segments.initialize(repeating: nil, count: KeyNames.segmentCount)
    }

    /// Segment and place in it of name `number`.
    private static func place(of number: Int) -> (segment: Int, offset: Int) {
        let shifted = number + (1 << firstSegmentShift)
        let top = Int.bitWidth - 1 - shifted.leadingZeroBitCount
        return (top - firstSegmentShift, shifted - (1 << top))
    }

    func number(of name: String) -> UInt32 {
        #if arch(x86_64) || arch(arm64)
            let bits = unsafeBitCast(name, to: (UInt64, UInt64).self)
            // The top bit of the second word: an immortal string, a literal or a small one.
            let identifies = bits.1 >> 63 == 1
            let slot = Int(truncatingIfNeeded: ((bits.0 ^ (bits.1 &* 0x9E37_79B9_7F4A_7C15)) &* 0xFF51_AFD7_ED55_8CCD) >> 56)
        #else
            let (bits, identifies, slot) = ((UInt64(0), UInt64(0)), false, 0)
        #endif
        return state.withLock { state in
            if identifies, state.recent[slot].bits == bits { return state.recent[slot].number }
            let interned = state.table.intern(name)
            if interned.inserted {
                let (segment, offset) = KeyNames.place(of: interned.number)
                if segments[segment] == nil { segments[segment] = .allocate(capacity: 1 << (segment + KeyNames.firstSegmentShift)) }
                (segments[segment].unsafelyUnwrapped + offset).initialize(to: name)
            }
            let number = UInt32(interned.number)
            if identifies { state.recent[slot] = RecentName(bits: bits, number: number) }
            return number
        }
    }

    func name(of number: UInt32) -> String {
        let (segment, offset) = KeyNames.place(of: Int(number))
        return segments[segment].unsafelyUnwrapped[offset]
    }
}
