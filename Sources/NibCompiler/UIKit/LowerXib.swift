// LowerXib.swift — a xib document into the nib's object graph: objects in two passes, the order
// ibtool lists them in, the connections, and what the nib's root holds (`NibContents`, written by
// `UIKitNibFormat`).

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// Lowers the whole xib; returns the root object.
    mutating func lowerXib() -> ObjectGraph.ID {
        let ordered = createObjects { _ in true }
        lowerObjects(ordered)
        let topLevelNodes = document.child("objects", of: document.root).map { document.children(of: $0).filter { objects[$0] != nil } } ?? []
        return lowerRoot(topLevel: topLevelNodes.compactMap { objects[$0] }, traitRoots: topLevelNodes, ordered: ordered)
    }

    /// Pass 1: a graph object for every IB object in `scope` that lowers to one (so that any
    /// reference can point at it); returns their nodes in document order.
    mutating func createObjects(in scope: (Int) -> Bool) -> [Int] {
        var ordered: [Int] = []
        for node in region.nodes where scope(node) && (document.isObject(node) || isSegueTemplate(node)) {
            let name = document[node].name
            // A placeholder constraint exists at design time only ("Remove at build time").
            // (DesignTimeContexts)
            if name == "constraint", document.peek("placeholder", of: node) == "YES" { continue }
            // A xib's controller archives its view but not its top and bottom layout guides (Appboy
            // navigation feedback pair: no _UILayoutGuide, no constraint to one).
            if name == "viewControllerLayoutGuide", document.kind == .xib { continue }
            if isSegueTemplate(node) {
                objects[node] = graph.add(Lowering.templateClasses[attribute("kind", of: node) ?? ""] ?? "UIStoryboardSegueTemplate")
                ordered.append(node)
            } else if name == "placeholder" {
                objects[node] = graph.add(format.proxyClass)
                ordered.append(node)
            } else if isSafeAreaGuide(node) {
                objects[node] = graph.add("UILayoutGuide")
                ordered.append(node)
            } else if var className = plans.byElement[name] {
                let swapped = customClass(of: node) != nil || name == "customObject" || alwaysSwapped(node)
                if isVisualEffectContentView(node) { className = "_UIVisualEffectContentView" }
                objects[node] = graph.add(swapped ? "UIClassSwapper" : className)
                ordered.append(node)
            }
        }
        for node in ordered where Lowering.cellElements.contains(document[node]) { prepareCell(node) }
        for node in ordered where document[node].name == "viewLayoutGuide" {
            if let view = objects[document[node].parent] { safeAreaGuides[node] = safeAreaGuide(for: view) }
        }
        return ordered
    }

    /// Pass 2: the values of each object.
    mutating func lowerObjects(_ ordered: [Int]) {
        for node in ordered { lowerObject(node) }
    }

    /// The custom class of `node`, unless it names the element's own UIKit class: ibtool archives
    /// `<tableView customClass="UITableView">` as a plain table view (XAMservi, SDK 10: 12 views of
    /// 7 classes, none swapped).
    func customClass(of node: Int) -> (name: String, module: String?, moduleProvider: String?)? {
        guard let custom = document.customClass(of: node) else { return nil }
        if custom.module == nil, custom.name == plans.byElement[document[node].name] { return nil }
        return custom
    }

    /// Whether `node` is a storyboard view controller that is a class swapper even without a
    /// custom class (SDKVersion.swapsStoryboardControllers).
    func alwaysSwapped(_ node: Int) -> Bool {
        document.kind == .storyboard && options.sdk.swapsStoryboardControllers
            && plans.controllerElements.contains(document[node])
    }

    /// Whether `node` is a view's `<viewLayoutGuide key="safeArea">` (with an id, under a view).
    func isSafeAreaGuide(_ node: Int) -> Bool {
        // (A collection view cell's content view gets its object after pass 1: `prepareCell`.)
        document[node].name == "viewLayoutGuide" && attribute(.key, of: node) == "safeArea" && document[node].parent >= 0
            && (objects[document[node].parent] != nil || document[document[node].parent].name == "collectionViewCellContentView")
    }

    /// Whether `node` is the `<view key="contentView">` of a visual effect view.
    func isVisualEffectContentView(_ node: Int) -> Bool {
        document[node].parent >= 0 && document[document[node].parent].name == "visualEffectView"
            && attribute(.key, of: node) == "contentView"
    }


    mutating func lowerObject(_ node: Int) {
        guard let object = objects[node] else { return }
        let name = document[node].name
        if name == "placeholder" {
            graph.append(format.proxyIdentifierKey, string(attribute("placeholderIdentifier", of: node) ?? ""), to: object)
            return
        }
        // Structure is code; every other object's keys are its class chain's recipes (UIKitRecipes).
        switch name {
        case "customObject": break
        case "segue": lowerSegueTemplate(node, into: object)
        case _ where plans.controllerElements.contains(document[node]): lowerKeys(node, into: object)
        case "viewLayoutGuide": lowerSafeAreaGuideStub(node, into: object)
        case "viewControllerPlaceholder": lowerStoryboardReference(node, into: object)
        case "tableViewCell", "collectionViewCell", "collectionReusableView": lowerCell(node, into: object)
        case "segmentedControl": lowerSegmentedControl(node, into: object)
        case "tableViewCellContentView", "collectionViewCellContentView": break
        case "view" where attribute(.key, of: node) == "contentView" && Lowering.cellElements.contains(document[document[node].parent]): break
        default: lowerKeys(node, into: object)
        }
        // A segue's custom class is its template's UISegueClassName.
        if name != "segue", let custom = customClass(of: node) ?? (name == "customObject" ? ("NSObject", nil, nil) : nil)
            ?? (alwaysSwapped(node) ? (plans.byElement[name] ?? "NSObject", nil, nil) : nil)
        {
            graph.append(format.classNameKey, string(runtimeClassName(custom)), to: object)
            graph.append(format.originalClassNameKey, string(plans.byElement[name] ?? "NSObject"), to: object)
        }
    }

    /// The root object: the top-level objects, every object (`leadingObjects` first, then the
    /// others in document order), the connections (`leadingConnections` before the document's,
    /// `extraConnections` after), and
    /// the other lists; the trait storage lists come from the subtrees of `traitRoots`.
    mutating func lowerRoot(
        topLevel: [ObjectGraph.ID], traitRoots: [Int], ordered: [Int], leadingObjects: [ObjectGraph.ID] = [],
        leadingConnections: [NibConnection] = [], extraConnections: [NibConnection] = [], constraintsHolders: [Int: ObjectGraph.ID] = [:]
    ) -> ObjectGraph.ID {
        let traitLists = traitStorageLists(topLevel: traitRoots, constraintsHolders: constraintsHolders)
        let leading = Set(leadingObjects)
        let everything = leadingObjects + objectOrder(ordered).compactMap { objects[$0] }.filter { !leading.contains($0) } + traitStoredConstraints
        let contents = NibContents(
            topLevel: topLevel, objects: everything, connections: lowerConnections() + extraConnections, leadingConnections: leadingConnections,
            accessibility: lowerAccessibility(), runtimeAttributes: lowerRuntimeAttributes(), traitStorageLists: traitLists)
        return format.root(contents, options: options, in: &graph)
    }

    /// The nodes of `ordered` (document order) in the order ibtool lists their objects
    /// (`UINibObjectsKey`): a breadth-first walk of IB's object tree, whose roots are the objects
    /// without an object ancestor, in document order. Measured on the corpus pairs (all 10 storyboard
    /// cases' nibs but Apptentive's 3 navigation scenes and 1 view nib; 23 of the 26 xib cases, the
    /// others differ in a few places), IB's tree differs from the XML's in four ways:
    /// - a view's constraints come before its controller's layout guides, then its subviews;
    /// - a cell's content view's subviews are the cell's children, after the content view;
    /// - a controller's navigation item comes first among its children, and the controllers it
    ///   embeds (relationship segues) come after them;
    /// - a controller's layout guides are its view's children.
    func objectOrder(_ ordered: [Int]) -> [Int] {
        // Membership and children by the node's place in the region: arrays, not hashed sets (every
        // node is looked up), sized to the region (a storyboard's nib is one scene's worth).
        var isMemberAt = [Bool](repeating: false, count: region.count)
        for node in ordered { if let place = region.place(of: node) { isMemberAt[place] = true } }
        let region = self.region
        func isMember(_ node: Int) -> Bool { region.place(of: node).map { isMemberAt[$0] } ?? false }
        // The element of `node` that holds `child` (its direct child on the way down).
        func container(_ child: Int, of node: Int) -> Int {
            var current = child
            while document[current].parent != node, document[current].parent >= 0 { current = document[current].parent }
            return current
        }
        // A child's place among its parent's children (stable within a rank).
        func rank(_ child: Int, of node: Int) -> Int {
            if Lowering.cellElements.contains(document[node]) {
                if isCellContentView(child) { return 0 }
                return attribute(.key, of: container(child, of: node)) == "contentView" ? 1 : 2
            }
            if plans.controllerElements.contains(document[node]) {
                if attribute(.key, of: child) == "navigationItem" { return 0 }
                return sceneControllers[child]?.parent == node ? 2 : 1
            }
            if document[child].name == "viewControllerLayoutGuide" { return 1 }
            return document[container(child, of: node)].name == "subviews" ? 2 : 0
        }
        // Each child as (its parent's place × 3 + its rank) << 32 | its place in `ordered`: sorted,
        // a parent's children are one run, by rank, in document order within one (8 bytes a child,
        // not an array of lists per node of the region).
        var links: [UInt64] = []
        var roots: [Int] = []
        for (position, node) in ordered.enumerated() {
            var parent = document[node].parent
            while parent >= 0, !isMember(parent) { parent = document[parent].parent }
            if let embedder = sceneControllers[node]?.parent, isMember(embedder) {
                parent = embedder
            } else if document[node].name == "viewControllerLayoutGuide", document[node].parent >= 0,
                case let controller = document[document[node].parent].parent, controller >= 0,
                let view = document.child(key: "view", of: controller), isMember(view)
            {
                parent = view
            } else if parent >= 0, isCellContentView(parent), document[container(node, of: parent)].name == "subviews" {
                parent = document[parent].parent
            }
            if parent >= 0, let slot = region.place(of: parent) {
                links.append(UInt64(slot * 3 + rank(node, of: parent)) << 32 | UInt64(position))
            } else {
                roots.append(node)
            }
        }
        links.sort()
        var queue = roots
        var head = 0
        while head < queue.count {
            let node = queue[head]
            head += 1
            guard let slot = region.place(of: node) else { continue }
            // The first link of the parent at `slot`, then its run.
            let first = UInt64(slot * 3) << 32
            var (low, high) = (0, links.count)
            while low < high {
                let middle = (low + high) / 2
                if links[middle] < first { low = middle + 1 } else { high = middle }
            }
            while low < links.count, links[low] >> 32 < UInt64(slot * 3 + 3) {
                queue.append(ordered[Int(links[low] & 0xFFFF_FFFF)])
                low += 1
            }
        }
        return queue
    }

    /// Whether `node` is the content view of a table or collection view cell.
    func isCellContentView(_ node: Int) -> Bool {
        let parent = document[node].parent
        return parent >= 0 && Lowering.cellElements.contains(document[parent]) && attribute(.key, of: node) == "contentView"
    }

    /// An action's `eventType` (UIControlEvents bits in the class model).
    static let actionEventType = UIKitRecipes.declaration("eventType", of: "IBAction")

    /// An outlet or action between two objects of the nib.
    func lowerConnection(_ connection: IBConnection) -> NibConnection? {
        guard let source = objects[connection.source], let destinationID = connection.destination,
            let destination = lowered(id: destinationID)
        else { return nil }
        switch connection.kind {
        case .outlet:
            return .outlet(connection.label ?? "", from: source, to: destination)
        case .action:
            let events = enumerationValue(Lowering.actionEventType, of: connection.node)
            return NibConnection(kind: .action(events: events), label: connection.label ?? "", source: source, destination: destination)
        default:
            return nil
        }
    }
}
