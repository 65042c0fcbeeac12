// UIKitNibFormat.swift — how a UIKit nib is put together around its objects (the `NibFormat` of
// iOS and tvOS): the root object's seven lists, the connection objects and their order, proxies,
// class swappers, and the fallback classes of the class table.
//
// The root object (`NSObject`) holds, always in this order (FIELD-GUIDE §2.1): the top-level objects
// (proxies first), every object with an IB id, the connections, visible windows, accessibility
// configurations, trait storage lists (from SDK 8) and key-value pairs; empty lists are one shared
// NSArray (`NibFormatTests`: 569 of the corpus's 581 UIKit roots, 8 more at SDK 7).

import NibArchive

public enum UIKitNibFormat: NibFormat {
    /// The fallback classes ibtool records in a UIKit nib's class table: a class a reader may use
    /// in the named one's place [V, iOS corpus].
    public static let fallbacks: [String: [String]] = [
        "UIColor": ["NSColor"],
        "UIFont": ["NSFont"],
        "UITableViewCellContentView": ["UIView"],
        "_UILayoutGuide": ["UIView"],
        "_UILayoutSupportConstraint": ["NSLayoutConstraint"],
        "NSIBPrototypingLayoutConstraint": ["NSLayoutConstraint"],
    ]

    static let classes = UIKitClasses.classes

    /// The builders of UIKit nibs (made once: a nib is built per document and per scene). Their
    /// colors are equal as UIKit compares them: by components (LucidX, UItestingDemo: a view's white
    /// shares the table's `tableBackgroundColor` encoded before it, XAMservi's table the unnamed
    /// white before it). Before iOS 13 a name does not count (NightPhones, SDK 10: the text fields'
    /// `blackColor` is the `darkTextColor` encoded before it); from 13, when UIKit's named colors
    /// became dynamic, two different names stay two (48 pairs of equal colors in Apple's nibs, all
    /// SDK 13+, e.g. `whiteColor` and `systemBackgroundColor`, `blackColor` and `labelColor`).
    static let builder = ArchiveBuilder(fallbacks: fallbacks, namedValueClasses: ["UIColor": "UISystemColorName"])
    static let builderBefore13 = ArchiveBuilder(fallbacks: fallbacks, namedValueClasses: ["UIColor": "UISystemColorName"], distinctNames: false)
    static func builder(sdk: SDKVersion) -> ArchiveBuilder { sdk.hasDynamicColors ? builder : builderBefore13 }

    static let proxyClass = "UIProxyObject"
    static let proxyIdentifierKey = "UIProxiedObjectIdentifier"
    static let classNameKey = "UIClassName"
    static let originalClassNameKey = "UIOriginalClassName"

    static func root(_ contents: NibContents, options: CompileOptions, in graph: inout ObjectGraph) -> ObjectGraph.ID {
        let connections =
            contents.leadingConnections + ordered(contents.connections, objects: contents.objects, options: options, count: graph.objects.count)
        var made: [ObjectGraph.ID] = []
        made.reserveCapacity(connections.count)
        for item in connections { made.append(connection(item, in: &graph)) }
        func list(_ elements: [ObjectGraph.ID]) -> ObjectGraph.Value { .object(graph.array(elements)) }
        var entries: [ObjectGraph.Entry] = [
            .init("UINibTopLevelObjectsKey", list(contents.topLevel)), .init("UINibObjectsKey", list(contents.objects)),
            .init("UINibConnectionsKey", list(made)), .init("UINibVisibleWindowsKey", list(contents.visibleWindows)),
            .init("UINibAccessibilityConfigurationsKey", list(contents.accessibility)),
        ]
        // (Variations in a document compiled for an SDK before size classes are kept: nothing is
        // dropped; such an ibtool would not have read the document.)
        if options.sdk.archivesTraitStorageLists || !contents.traitStorageLists.isEmpty {
            entries.append(.init("UINibTraitStorageListsKey", list(contents.traitStorageLists)))
        }
        entries.append(.init("UINibKeyValuePairsKey", list(contents.runtimeAttributes)))
        return graph.add("NSObject", entries)
    }

    /// A connection's object: its label, source and destination, then what its kind adds.
    static func connection(_ connection: NibConnection, in graph: inout ObjectGraph) -> ObjectGraph.ID {
        var entries: [ObjectGraph.Entry] = [
            .init("UILabel", .object(graph.string(connection.label))), .init("UISource", .object(connection.source)),
        ]
        if let destination = connection.destination { entries.append(.init("UIDestination", .object(destination))) }
        switch connection.kind {
        case .outlet:
            break
        case .action(let events):
            if let events { entries.append(.init("UIEventMask", .integer(events))) }
        case .outletCollection(let listClass, let appends):
            entries.append(.init("runtimeCollectionClassName", .object(graph.string(listClass))))
            entries.append(.init("addsContentToExistingCollection", .bool(appends)))
        }
        return graph.add(className(of: connection.kind), entries)
    }

    static func className(of kind: NibConnection.Kind) -> String {
        switch kind {
        case .outlet: "UIRuntimeOutletConnection"
        case .action: "UIRuntimeEventConnection"
        case .outletCollection: "UIRuntimeOutletCollectionConnection"
        }
    }

    /// The connections in the order ibtool writes them. Before SDK 13 they are sorted by class
    /// (events, outlet collections, outlets) then label (Apptentive's 14 nibs, Mixpanel's 3 at
    /// SDK 12); from SDK 13 they follow their sources' order among the nib's objects (ActionSheetView
    /// at SDK 13 and 14, Flutter's scene nibs at SDK 14). Ties keep the document's order. (`count`:
    /// the graph's objects, which the sources are among.)
    static func ordered(_ connections: [NibConnection], objects: [ObjectGraph.ID], options: CompileOptions, count: Int) -> [NibConnection] {
        let indexed = Array(connections.enumerated())
        if options.sdk < SDKVersion(13) {
            let keys = indexed.map { (className(of: $0.element.kind), $0.element.label, $0.offset) }
            return keys.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map { connections[$0.2] }
        }
        // By object index (an array: a dictionary keyed by IDs costs a process a scan of the
        // runtime's conformance records at its first use).
        var position = [Int](repeating: Int.max, count: count)
        for (index, object) in objects.enumerated() where position[object.index] == Int.max { position[object.index] = index }
        let keys = indexed.map { item -> (Int, Int) in
            let source = item.element.source.index
            return (source < position.count ? position[source] : Int.max, item.offset)
        }
        return keys.sorted { $0 < $1 }.map { connections[$0.1] }
    }
}
