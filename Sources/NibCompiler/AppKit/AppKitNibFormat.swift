// AppKitNibFormat.swift — how an AppKit nib is put together around its objects (the `NibFormat` of
// macOS): the root's `NSIBObjectData`, the connectors and their order, proxies and class swappers
// (FIELD-GUIDE-APPKIT §2, §4, §17; `AppKitNibFormatTests` checks each against the corpus's 144
// AppKit nibs). The lowering of macOS documents that fills it is issue 32's work in progress.
//
// - Object 0 is an `NSObject` with `IB.objectdata` (the `NSIBObjectData`) and
//   `IB.systemFontUpdateVersion` 1 [V 128/128].
// - `NSIBObjectData` has ten keys, always in this order: `NSRoot` (File's Owner), `NSVisibleWindows`
//   (a mutable set), `NSConnections` (a mutable array), `NSObjectsKeys` and `NSObjectsValues` (every
//   object but File's Owner, and each one's parent), `NSOidsKeys` and `NSOidsValues` (File's Owner,
//   the objects and the connectors, numbered from 1), `NSAccessibilityConnectors` and its oids,
//   numbered on from the last; with no accessibility connector both oid lists are one empty array.
// - Connectors come in groups — outlets, then control connectors (actions) — each sorted by its
//   source's document id (integer ids first, in numeric order; then the others bytewise), the label
//   breaking ties [V 14 of 15 nibs with two connectors or more].
// - No AppKit nib names a fallback class [V 0 of 144]; back-pointers are conditional references
//   (`conditionalKeys`).

import NibArchive

public enum AppKitNibFormat: NibFormat {
    /// The references AppKit encodes conditionally (`encodeConditionalObject:`): back-pointers to a
    /// view's superview, a responder's next responder, a view's next key view, and a menu item's menu
    /// (but not a pop-up button cell's) [V: with them the builder numbers the objects of all the
    /// corpus's coder-10 AppKit nibs as Apple's, `ArchiveBuilderTests`].
    public static let conditionalKeys: [ArchiveBuilder.ConditionalKey] = [
        .init("NSSuperview"), .init("NSNextResponder"), .init("NSNextKeyView"), .init("NSMenu", inClass: "NSMenuItem"),
    ]

    static let builder = ArchiveBuilder(fallbacks: [:], conditionalKeys: conditionalKeys)
    static func builder(sdk: SDKVersion) -> ArchiveBuilder { builder }
    static let classes = AppKitClasses.classes

    static let proxyClass = "NSNibExternalObjectPlaceholder"
    static let proxyIdentifierKey = "NSExternalObjectPlaceholderIdentifier"
    static let classNameKey = "NSClassName"
    static let originalClassNameKey = "NSOriginalClassName"

    static func root(_ contents: NibContents, options: CompileOptions, in graph: inout ObjectGraph) -> ObjectGraph.ID {
        let connectors = contents.earlyConnectors + ordered(contents.connections).map { connector($0, in: &graph) } + contents.lateConnectors
            + contents.runtimeAttributes
        let owner = contents.owner.map { ObjectGraph.Value.object($0) } ?? .null
        // (The early connectors have no oid [V 8/8].)
        let oids = (contents.owner.map { [$0] } ?? []) + contents.objects + connectors.dropFirst(contents.earlyConnectors.count)
        let accessibilityOids = contents.accessibility.indices.map { graph.number(Int64(oids.count + 1 + $0)) }
        let objectData = graph.add("NSIBObjectData", [
            .init("NSRoot", owner),
            .init("NSVisibleWindows", .object(graph.array(contents.visibleWindows, className: "NSMutableSet"))),
            .init("NSConnections", .object(graph.array(connectors, className: "NSMutableArray"))),
            .init("NSObjectsKeys", .object(graph.array(contents.objects))),
            .init("NSObjectsValues", .object(graph.array(contents.parents))),
            .init("NSOidsKeys", .object(graph.array(oids))),
            .init("NSOidsValues", .object(graph.array(oids.indices.map { graph.number(Int64($0 + 1)) }))),
            .init("NSAccessibilityConnectors", .object(graph.array(contents.accessibility, className: "NSMutableArray"))),
            .init("NSAccessibilityOidsKeys", .object(graph.array(contents.accessibility))),
            .init("NSAccessibilityOidsValues", .object(graph.array(accessibilityOids))),
        ])
        return graph.add("NSObject", [
            .init("IB.objectdata", .object(objectData)), .init("IB.systemFontUpdateVersion", .integer(1)),
        ])
    }

    /// A connection's connector: `NSNibOutletConnector` or `NSNibControlConnector` (whose
    /// destination is absent for the First Responder, and which has no event mask).
    static func connector(_ connection: NibConnection, in graph: inout ObjectGraph) -> ObjectGraph.ID {
        var entries: [ObjectGraph.Entry] = [.init("NSSource", .object(connection.source))]
        if let destination = connection.destination { entries.append(.init("NSDestination", .object(destination))) }
        entries.append(.init("NSLabel", .object(graph.string(connection.label))))
        switch connection.kind {
        case .outlet, .outletCollection:
            // (Interface Builder for the Mac has no outlet collections: a macOS lowering makes none.)
            entries.append(.init("NSChildControllerCreationSelectorName", .null))
            return graph.add("NSNibOutletConnector", entries)
        case .action:
            return graph.add("NSNibControlConnector", entries)
        }
    }

    /// The connectors in ibtool's order: by group (outlets, then actions), then source id, then
    /// label; ties keep the document's order.
    static func ordered(_ connections: [NibConnection]) -> [NibConnection] {
        func group(_ kind: NibConnection.Kind) -> Int {
            if case .action = kind { return 1 }
            return 0
        }
        return connections.indices.sorted { a, b in
            let (left, right) = (connections[a], connections[b])
            if group(left.kind) != group(right.kind) { return group(left.kind) < group(right.kind) }
            if left.sourceID != right.sourceID { return precedes(left.sourceID, right.sourceID) }
            if left.label != right.label { return left.label.utf8.lexicographicallyPrecedes(right.label.utf8) }
            return a < b
        }.map { connections[$0] }
    }

    /// ibtool's order of document ids: runs of digits compare by their numbers, everything else
    /// bytewise — Foundation's numeric search, which gives what the corpus shows: integer ids in
    /// numeric order ('72' < '1680'), '-2' before them, uppercase before lowercase.
    static func precedes(_ left: String, _ right: String) -> Bool {
        let (a, b) = (Array(left.utf8), Array(right.utf8))
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func digitRun(_ bytes: [UInt8], from start: Int) -> ArraySlice<UInt8> {
            var end = start
            while end < bytes.count, isDigit(bytes[end]) { end += 1 }
            return bytes[start..<end]
        }
        var (i, j) = (0, 0)
        while i < a.count, j < b.count {
            if isDigit(a[i]), isDigit(b[j]) {
                let (x, y) = (digitRun(a, from: i), digitRun(b, from: j))
                // As numbers: without leading zeros, the shorter run is the smaller number.
                let (m, n) = (x.drop { $0 == UInt8(ascii: "0") }, y.drop { $0 == UInt8(ascii: "0") })
                if m.count != n.count { return m.count < n.count }
                if !m.elementsEqual(n) { return m.lexicographicallyPrecedes(n) }
                (i, j) = (x.endIndex, y.endIndex)
            } else {
                if a[i] != b[j] { return a[i] < b[j] }
                (i, j) = (i + 1, j + 1)
            }
        }
        return a.count - i < b.count - j
    }
}
