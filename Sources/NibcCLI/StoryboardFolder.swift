// StoryboardFolder.swift — the files of a `.storyboardc`: each nib, and Info.plist as a binary
// property list with the keys ibtool writes (FIELD-GUIDE §2.8).
//
// The plist is encoded here rather than with PropertyListSerialization: on Linux, Foundation
// writes a dictionary's keys in hash order, which changes from one process to the next, and nibc
// must write the same bytes for the same input.

import NibCompiler

enum StoryboardFolder {
    /// The folder's files, by name: `<nib>.nib` for each nib (or `<nib>.nib/<member>` for each
    /// member of a nib directory), then `Info.plist` (and its variants).
    static func files(of storyboard: CompiledStoryboard) throws -> [(name: String, bytes: [UInt8])] {
        try storyboard.nibs.flatMap { try files(of: $0, members: storyboard.nibMembers) } + infoPlistFiles(of: storyboard)
    }

    /// The files of one nib: `<nib>.nib`, or each member of its nib directory (`members`).
    static func files(of nib: CompiledStoryboard.Nib, members: [String]?) throws -> [(name: String, bytes: [UInt8])] {
        let bytes = try nib.archive.serialized()
        guard let members else { return [(nib.name + ".nib", bytes)] }
        return members.map { (nib.name + ".nib/" + $0, bytes) }
    }

    /// Info.plist under each of its names.
    static func infoPlistFiles(of storyboard: CompiledStoryboard) -> [(name: String, bytes: [UInt8])] {
        let plist = infoPlist(storyboard)
        return storyboard.infoPlists.map { ($0, plist) }
    }

    /// Info.plist: `UIViewControllerIdentifiersToNibNames`, the entry point when there is one,
    /// `UIStoryboardVersion`; a macOS storyboard's keys are `NS…`, with `NSStoryboardMainMenu` and
    /// `NSViewControllerIdentifiersToUUIDs` besides (FIELD-GUIDE-APPKIT §18.1).
    static func infoPlist(_ storyboard: CompiledStoryboard) -> [UInt8] {
        let prefix = storyboard.appKit == nil ? "UI" : "NS"
        var plist: [(String, BinaryPropertyList)] = [
            ("\(prefix)ViewControllerIdentifiersToNibNames", .dictionary(storyboard.identifiersToNibNames.map { ($0.identifier, .string($0.nibName)) })),
            ("\(prefix)StoryboardVersion", .integer(Int64(storyboard.version))),
        ]
        if let entryPoint = storyboard.entryPoint { plist.append(("\(prefix)StoryboardDesignatedEntryPointIdentifier", .string(entryPoint))) }
        if let appKit = storyboard.appKit {
            plist.append(("NSStoryboardMainMenu", .string(appKit.mainMenu)))
            plist.append(("NSViewControllerIdentifiersToUUIDs", .dictionary(appKit.uuids.map { ($0.identifier, .string($0.uuid)) })))
        }
        return BinaryPropertyList.dictionary(plist).encoded()
    }
}

/// The property-list values a `.storyboardc` needs, encoded as `bplist00` with dictionary keys
/// sorted.
enum BinaryPropertyList {
    case string(String)
    case integer(Int64)
    case dictionary([(String, BinaryPropertyList)])

    /// The whole file: header, objects, offset table, trailer.
    func encoded() -> [UInt8] {
        // Objects in depth-first order: a dictionary, its keys, then its values.
        var objects: [[UInt8]] = []
        func add(_ value: BinaryPropertyList) -> Int {
            let index = objects.count
            objects.append([])
            switch value {
            case .string(let text): objects[index] = BinaryPropertyList.stringObject(text)
            case .integer(let number): objects[index] = BinaryPropertyList.integerObject(number)
            case .dictionary(let entries):
                let sorted = entries.sorted { $0.0 < $1.0 }
                let keys = sorted.map { add(.string($0.0)) }
                let values = sorted.map { add($0.1) }
                objects[index] = BinaryPropertyList.marker(0xD, count: sorted.count) + (keys + values).flatMap { BinaryPropertyList.bigEndian(UInt64($0), width: 2) }
            }
            return index
        }
        _ = add(self)
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let tableOffset = bytes.count
        for offset in offsets { bytes += BinaryPropertyList.bigEndian(UInt64(offset), width: 4) }
        // Trailer: 6 unused bytes, offset size 4, reference size 2, object count, top object, table offset.
        bytes += [0, 0, 0, 0, 0, 0, 4, 2]
        bytes += BinaryPropertyList.bigEndian(UInt64(objects.count), width: 8) + BinaryPropertyList.bigEndian(0, width: 8)
        bytes += BinaryPropertyList.bigEndian(UInt64(tableOffset), width: 8)
        return bytes
    }

    static func bigEndian(_ value: UInt64, width: Int) -> [UInt8] {
        (0..<width).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }

    /// A type nibble with a count: in the low nibble below 15, else as a following integer object.
    static func marker(_ type: UInt8, count: Int) -> [UInt8] {
        count < 15 ? [type << 4 | UInt8(count)] : [type << 4 | 0xF] + integerObject(Int64(count))
    }

    static func integerObject(_ value: Int64) -> [UInt8] {
        switch value {
        case 0...0xFF: [0x10] + bigEndian(UInt64(value), width: 1)
        case 0...0xFFFF: [0x11] + bigEndian(UInt64(value), width: 2)
        case 0...0xFFFF_FFFF: [0x12] + bigEndian(UInt64(value), width: 4)
        default: [0x13] + bigEndian(UInt64(bitPattern: value), width: 8)
        }
    }

    /// ASCII as bytes, anything else as UTF-16 big-endian.
    static func stringObject(_ text: String) -> [UInt8] {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return marker(0x5, count: text.utf8.count) + Array(text.utf8) }
        let units = Array(text.utf16)
        return marker(0x6, count: units.count) + units.flatMap { bigEndian(UInt64($0), width: 2) }
    }
}
