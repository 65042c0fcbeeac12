// Lowering.swift — the state of one lowering: the document, the graph being built, the object made
// for each IB object, and helpers for the Foundation shapes every handler needs.
//
// Objects are created in a first pass (every element with an id that lowers to an object gets its
// graph object), so that any reference — a constraint item, an outlet destination — can point to an
// object before that object's values are written in the second pass.

import InterfaceBuilder
import NibArchive

struct Lowering {
    let document: IBDocument
    let options: CompileOptions
    /// How the platform's nibs are put together around their objects (root, connections, proxies).
    let format: any NibFormat.Type
    /// The nodes this nib is made from: every pass walks them, and per-node tables are sized to them.
    let region: NodeRegion
    var graph = ObjectGraph()
    var diagnostics = Diagnostics()
    /// The recipe plans this compile has used, by class index.
    /// What the compiler derives from the document's class model, and this compile's fetches of it.
    let plans: ArchivePlans
    var planCache: UIKitRecipes.PlanCache
    /// The graph object of each document node that lowers to one.
    var objects: NodeObjects
    /// Cell object (its index) → its content view's object (constraint items are retargeted).
    var contentViews: [Int: ObjectGraph.ID] = [:]
    /// One UIColor object per distinct color.
    var colorCache = ColorTable()
    /// The UIFont of the last element asked for (`elementFont`): the shapes of an element ask in
    /// turn, and equal fonts are one object anyway (`fontsByValue`). A table of every element's
    /// held 63 bytes a label until the archive was built.
    var lastElementFont: (node: Int, font: ObjectGraph.Value)?
    /// The nib's UIFont objects by what they are (UIKitValues.swift: equal fonts are one object).
    var fontsByValue: [String: ObjectGraph.Value] = [:]
    /// Labels' attributed texts, made once (AttributedText.swift).
    var attributedTexts: [Int: LabelAttributedText] = [:]
    /// Segmented controls' segment views, by control (Segments.swift).
    var segmentViews: [Int: [ObjectGraph.ID]] = [:]
    /// Each segment's index among its control's segments, their number, and the control.
    var segmentPlaces: [Int: (index: Int, count: Int, control: Int)] = [:]
    /// What the shapes of the constraint being lowered share (`constraintEntries`).
    var constraintFacts: (node: Int, second: ObjectGraph.ID?, symbolic: Bool, constant: Double?)?
    /// `<viewLayoutGuide key="safeArea">` node → the view's safe-area guide, which constraints use
    /// (the node's own object is the empty guide ibtool lists among the nib's objects).
    var safeAreaGuides: [Int: ObjectGraph.ID] = [:]
    /// A storyboard view → its layout guides (listed after its subviews) and their pinning
    /// constraints (listed before its own).
    var layoutGuidePrefixes: [Int: (subviews: [ObjectGraph.ID], constraints: [ObjectGraph.ID])] = [:]
    /// A storyboard controller in the scene nib being lowered → what its keys say beyond its
    /// element (LowerStoryboard.swift).
    var sceneControllers: [Int: SceneController] = [:]
    /// A navigation controller's `<navigationBar>` or a tab bar controller's `<tabBar>` → the items
    /// it shows (its children's navigation or tab bar items) and its delegate (the controller).
    var controllerBars: [Int: (items: [ObjectGraph.ID], delegate: ObjectGraph.ID)] = [:]
    /// Nodes that this nib reaches through `UpstreamPlaceholder-…` proxies: a connection between
    /// two of them belongs to another nib.
    var upstreamNodes: Set<Int> = []
    /// A storyboard's `<scene>` of each node (`sceneTable`), set for its nibs' lowerings.
    var sceneOf: [Int32] = []
    /// Every storyboard controller with a scene nib → that nib's name (segue destinations).
    var sceneNibNames: [Int: String] = [:]
    /// The prototyping constraints that only size-class trait storages hold, listed last among the
    /// nib's objects (PrototypingConstraints.swift).
    var traitStoredConstraints: [ObjectGraph.ID] = []
    /// A `<navigationItem>` shown by a navigation controller's bar → that bar.
    var itemBars: [Int: ObjectGraph.ID] = [:]
    /// AppKit's objects that are one per value (images, fonts, catalog colors), by what they are.
    var sharedObjects: [String: ObjectGraph.ID] = [:]
    /// The constraints a size class installs or removes with the views they hold, by the view
    /// that holds them, found at first use (UIKitTraits.swift).
    var derivedConstraintMaskTable: [Int: [DerivedMask]]?
    /// The empty NSSet the nib's relationship trait storage records share (`recordSet`).
    var emptyStorageSet: ObjectGraph.ID?
    /// The views AppKit constraints name (`constraintItems`), found at first use.
    var appKitConstraintItems: Set<Int>?
    /// The objects ibtool adds to a scroll view or table element (AppKitScrollViewShapes.swift).
    var scrollParts: [Int: ScrollParts] = [:]
    /// The cell view an embedded table cell nib is made of → its reuse identifier.
    var reuseIdentifiers: [Int: String] = [:]
    /// The cell views' embedded nibs, shared with the lowerings of the cell views.
    var cellNibs = CellNibs()
    /// The nib's geometry values, equal ones sharing a buffer (GeometryValues.swift).
    let geometries = GeometryValues()
    /// Whether this lowering makes a table cell view's embedded nib.
    var isCellNib = false
    /// AppKit storyboards: the plain view each window without a `<view key="contentView">` gets
    /// (`@windowContentView`), by the window's node.
    var windowContentViews: [Int: ObjectGraph.ID] = [:]
    /// AppKit: the tab views' key view loops, view node → next view node, made at first use
    /// (KeyViewLoopShapes.swift).
    var keyViewLoops: [Int: Int]?
    /// AppKit: a predicate editor row template's pop-up buttons, by template node
    /// (PredicateEditorShapes.swift).
    var templatePopUpCache: [Int: [TemplatePopUp]] = [:]

    /// A lowering of the nodes in `region` (nil: the whole document, as for a xib) into a nib of
    /// `format`.
    init(document: IBDocument, options: CompileOptions, format: any NibFormat.Type, region: NodeRegion? = nil) {
        self.document = document
        self.options = options
        self.format = format
        self.region = region ?? NodeRegion([0..<document.nodes.count])
        objects = NodeObjects(region: self.region)
        plans = ArchivePlans.of(document.model, classes: format.classes)
        planCache = UIKitRecipes.PlanCache(classes: document.model.declarations.count)
    }

    // MARK: - Values

    mutating func string(_ text: String) -> ObjectGraph.Value { .object(graph.string(text)) }

    mutating func number(_ value: Int64) -> ObjectGraph.Value { .object(graph.number(value)) }

    /// A user-visible text of `node`'s property: an `NSLocalizableString` keyed `<id>.<property>` when
    /// the document is localized, else an NSString (or `className`).
    mutating func text(_ text: String, of node: Int, property: String, className: String = "NSString") -> ObjectGraph.Value {
        guard options.localizable, let key = localizationKey(of: node, property: property) else {
            return .object(graph.string(text, className: className))
        }
        return .object(
            graph.add("NSLocalizableString", [
                .init("NS.bytes", .data(Array(text.utf8))), .init("NSKey", string(key)), .init("NSDev", string(text)),
            ]))
    }

    /// The key a localized text of `node`'s `property` is looked up by: `<id>.<property>`; a
    /// UIKit segment, which has no id, keys its title by its control's, as the list ibtool names
    /// (`<control id>.segmentTitles[1]`). Nil for a text of an object without an id.
    func localizationKey(of node: Int, property: String) -> String? {
        if let id = attribute("id", of: node) { return "\(id).\(property)" }
        if property == "title", let (index, _, control) = segmentPlaces[node], let id = attribute("id", of: control) {
            return "\(id).segmentTitles[\(index)]"
        }
        return nil
    }

    /// A `<date key="…">` child of `node` as an `NSDate` (`NS.time`: the seconds since 2001), nil
    /// without one.
    mutating func date(_ key: String, of node: Int) -> ObjectGraph.Value? {
        guard let date = document.child(key: key, of: node), let seconds = double("timeIntervalSinceReferenceDate", of: date) else { return nil }
        return .object(graph.add("NSDate", [.init("NS.time", .double(seconds))]))
    }

    mutating func array(_ elements: [ObjectGraph.ID], className: String = "NSArray") -> ObjectGraph.Value {
        .object(graph.array(elements, className: className))
    }

    /// A proxy standing for `identifier` (IBFilesOwner, an upstream placeholder…).
    mutating func proxy(_ identifier: String) -> ObjectGraph.ID {
        graph.add(format.proxyClass, [.init(format.proxyIdentifierKey, string(identifier))])
    }

    /// The Swift module of a custom class, nil for an Objective-C class. "target" means the module
    /// of the target being built; Xcode passes it as --module and it overrides the customModule
    /// saved in the document (the target that saved it, maybe a demo app).
    func runtimeModule(_ custom: (name: String, module: String?, moduleProvider: String?)) -> String? {
        let module = custom.moduleProvider == "target" ? (options.module ?? custom.module) : custom.module
        return module?.isEmpty == false ? module : nil
    }

    /// The name a custom class has at run time: Swift classes (with a module) mangled.
    func runtimeClassName(_ custom: (name: String, module: String?, moduleProvider: String?)) -> String {
        runtimeModule(custom).map { mangledClassName(custom.name, module: $0) } ?? custom.name
    }

    /// The objects of the elements in `node`'s list element `element` (`<subviews>`,
    /// `<constraints>`, `<items>`…), in document order.
    func listObjects(_ element: String, of node: Int) -> [ObjectGraph.ID] {
        document.child(element, of: node).map { document.children(of: $0).compactMap { objects[$0] } } ?? []
    }

    /// The graph object of the element with id `id`.
    func lowered(id: String) -> ObjectGraph.ID? {
        document.nodeByID[id].flatMap { objects[$0] }
    }

    // MARK: - Attributes

    func attribute(_ name: String, of node: Int) -> String? { document.attribute(name, of: node) }

    func flag(_ name: String, of node: Int) -> Bool? {
        attribute(name, of: node).map { $0 == "YES" }
    }

    func double(_ name: String, of node: Int) -> Double? {
        attribute(name, of: node).flatMap(DecimalNumber.double)
    }

    // The same by symbol, for the lookups made for every view, constraint and color.

    func attribute(_ name: IBName, of node: Int) -> String? { document.attribute(name, of: node) }

    func flag(_ name: IBName, of node: Int) -> Bool? {
        attribute(name, of: node).map { $0 == "YES" }
    }

    func double(_ name: IBName, of node: Int) -> Double? {
        attribute(name, of: node).flatMap(DecimalNumber.double)
    }
}

extension IBName {
    // The attributes the lowering reads for most objects: geometry, constraints, colors, priorities;
    // then element names.
    static let x = IBName(known: "x"), y = IBName(known: "y"), width = IBName(known: "width"), height = IBName(known: "height")
    static let firstItem = IBName(known: "firstItem"), secondItem = IBName(known: "secondItem")
    static let symbolic = IBName(known: "symbolic"), constant = IBName(known: "constant"), multiplier = IBName(known: "multiplier")
    static let red = IBName(known: "red"), green = IBName(known: "green"), blue = IBName(known: "blue")
    static let white = IBName(known: "white"), alpha = IBName(known: "alpha"), name = IBName(known: "name")
    static let systemColor = IBName(known: "systemColor"), cocoaTouchSystemColor = IBName(known: "cocoaTouchSystemColor")
    static let colorSpace = IBName(known: "colorSpace"), customColorSpace = IBName(known: "customColorSpace")
    static let horizontalHuggingPriority = IBName(known: "horizontalHuggingPriority")
    static let verticalHuggingPriority = IBName(known: "verticalHuggingPriority")
    static let horizontalCompressionResistancePriority = IBName(known: "horizontalCompressionResistancePriority")
    static let verticalCompressionResistancePriority = IBName(known: "verticalCompressionResistancePriority")
    // The element names the coverage tests for every node (Coverage.swift: comparing them as
    // Strings was half a hundredth of a corpus run).
    static let string = IBName(known: "string"), bool = IBName(known: "bool"), items = IBName(known: "items")
    static let variation = IBName(known: "variation"), constraint = IBName(known: "constraint"), segue = IBName(known: "segue")
    static let toolbar = IBName(known: "toolbar"), navigationBar = IBName(known: "navigationBar"), tabBar = IBName(known: "tabBar")
    static let window = IBName(known: "window")
    static let viewLayoutGuide = IBName(known: "viewLayoutGuide"), viewControllerLayoutGuide = IBName(known: "viewControllerLayoutGuide")
    static let textAttributes = IBName(known: "textAttributes"), accessibility = IBName(known: "accessibility")
    static let userDefinedRuntimeAttribute = IBName(known: "userDefinedRuntimeAttribute")
}

extension Lowering {
    /// Removes the keys the chosen SDK's ibtool did not archive yet (the class model's `sdk:` ranges),
    /// and before SDK 8 writes geometry in its float form (`SDKVersion.archivesDoubleGeometry`).
    mutating func fitToSDK() {
        guard options.sdk < SDKVersion.current else { return }
        let dropped = plans.keysNotArchived(by: options.sdk)
        let narrows = !options.sdk.archivesDoubleGeometry
        guard !dropped.isEmpty || narrows else { return }
        for index in graph.objects.indices {
            let id = ObjectGraph.ID(index: index)
            graph[id].entries.removeAll { dropped.contains($0.key) }
            guard narrows, graph[id].className != "NSData", graph[id].className != "NSMutableData" else { continue }
            for entry in graph[id].entries.indices {
                if case .data(let bytes) = graph[id].entries[entry].value, bytes.first == NibGeometry.tag, let geometry = NibGeometry(bytes: bytes) {
                    graph[id].entries[entry].value = .data(geometry.floatBytes)
                }
            }
        }
    }
}

/// The document nodes one nib is made from: the whole document for a xib, the subtrees of its
/// scenes for a storyboard's nib, a prototype's scene for a prototype cell. Sorted, disjoint node
/// ranges, each node with a place in a dense numbering (`place(of:)`), so a storyboard of n scenes
/// costs n scenes' work and memory, not n times the document's.
struct NodeRegion {
    let ranges: [Range<Int>]
    /// The place of each range's first node.
    private let starts: [Int]
    let count: Int

    init(_ ranges: [Range<Int>]) {
        var merged: [Range<Int>] = []
        for range in ranges.filter({ !$0.isEmpty }).sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        self.ranges = merged
        var starts: [Int] = []
        var count = 0
        for range in merged {
            starts.append(count)
            count += range.count
        }
        (self.starts, self.count) = (starts, count)
    }

    /// The region's nodes in document order.
    var nodes: FlattenSequence<[Range<Int>]> { ranges.joined() }

    /// `node`'s place in the region's numbering (0..<count), nil outside it.
    @inline(__always) func place(of node: Int) -> Int? {
        if ranges.count == 1 {
            let range = ranges[0]
            return range.contains(node) ? node - range.lowerBound : nil
        }
        var (low, high) = (0, ranges.count - 1)
        while low <= high {
            let middle = (low + high) / 2
            if node < ranges[middle].lowerBound {
                high = middle - 1
            } else if node >= ranges[middle].upperBound {
                low = middle + 1
            } else {
                return starts[middle] + node - ranges[middle].lowerBound
            }
        }
        return nil
    }

    func contains(_ node: Int) -> Bool { place(of: node) != nil }
}

/// The graph object of each node of the region that lowers to one, by the node's place: looked up
/// for every reference a lowering follows (hashing the node's number was a fiftieth of a corpus run).
struct NodeObjects {
    private var ids: [Int32]
    private let region: NodeRegion

    init(region: NodeRegion) {
        self.region = region
        ids = [Int32](repeating: -1, count: region.count)
    }

    subscript(node: Int) -> ObjectGraph.ID? {
        get { region.place(of: node).flatMap { ids[$0] >= 0 ? ObjectGraph.ID(index: Int(ids[$0])) : nil } }
        set {
            // A node outside the region has no object in this nib (nothing refers to it here).
            guard let place = region.place(of: node) else { return }
            ids[place] = newValue.map { Int32($0.index) } ?? -1
        }
    }

    /// The nodes that have an object, in document order.
    var keys: [Int] { region.nodes.filter { self[$0] != nil } }
}
