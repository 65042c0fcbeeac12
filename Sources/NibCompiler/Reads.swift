// Reads.swift — what the compiler reads of each element, declared: the static half of the account
// (Accounting.swift). An object's reads follow from its class's plan — the attributes and keyed
// children its `archive` lines name, and what each shape declares it reads (`Shape.reads`) — and the
// other elements' from the tables below: structure (connections, segues, placeholders, the
// document) and values (a color's components, a rect's, a font's). A keyed value element is read
// when its parent's reader looks its key up; an enumeration is read only at a value its domain
// knows. `StaticAccountTests` checks, on every corpus document, that this equals what compiling
// actually reads.

import InterfaceBuilder
import Synchronization

/// What a reader takes from an element: attributes by name, and the keys of the keyed children it
/// looks up (a key ending in `*` stands for every key it begins: `heightClass=*`; `<name>`: the
/// child found by element name whatever its key, whose key is then not read).
struct ElementReads: Sendable {
    /// (Sets of names by symbol: made at start for every class and element a compile meets, and
    /// joined, Sets of Strings hashed each name each time, a tenth of a small compile.)
    var attributes: IBNameSet
    var children: IBNameSet
    /// The attributes among `attributes` read only at a value the class model's enumeration knows
    /// (`Lowering.enumerationValue`).
    var enumerations: IBNameSet

    init(_ attributes: IBNameSet = [], children: IBNameSet = [], enumerations: IBNameSet = []) {
        (self.attributes, self.children, self.enumerations) = (attributes.union(enumerations), children, enumerations)
    }

    init<Names: Sequence<String>>(_ attributes: Names) { self.init(IBNameSet(attributes)) }

    static let none = ElementReads()

    func union(_ other: ElementReads) -> ElementReads {
        ElementReads(attributes.union(other.attributes), children: children.union(other.children), enumerations: enumerations.union(other.enumerations))
    }

}

extension NibCompiler {
    /// What every object's lowering reads: its class (`IBDocument.customClass(of:)`), its
    /// accessibility (UIKitRuntime.swift) and its size-class variations (UIKitTraits.swift).
    static let objectReads = ElementReads(
        ["customClass", "customModule", "customModuleProvider"],
        children: ["accessibilityConfiguration", "default", "heightClass=*", "widthClass=*"])

    /// What a macOS document's objects read besides their plans (elements both platforms have,
    /// whose reads differ).
    static let appKitElementReads: [String: ElementReads] = [
        // Whether a window is visible at launch is its nib's `NSVisibleWindows` (LowerAppKitXib.swift).
        "window": ElementReads(["visibleAtLaunch"]),
        "panel": ElementReads(["visibleAtLaunch"]),
        // A text field's character picker is its cell's key (`@characterPicker`).
        "textField": ElementReads(["allowsCharacterPickerTouchBarItem"]),
        "secureTextField": ElementReads(["allowsCharacterPickerTouchBarItem"]),
        // (A search field's text completion is its cell's key, `@searchFieldCompletion`.)
        "searchField": ElementReads(["allowsCharacterPickerTouchBarItem", "textCompletion"]),
        "comboBox": ElementReads(["allowsCharacterPickerTouchBarItem"]),
        "tokenField": ElementReads(["allowsCharacterPickerTouchBarItem"]),
        // A toolbar's default and selectable lists name their items again by id (`toolbarList`).
        "toolbarItem": ElementReads(["reference"]),
    ]

    /// UIKit's value elements read only inside an element whose reader reads them: a label's
    /// attributed text (AttributedText.swift).
    static let uiKitValueReads: [String: ElementReads] = [
        "attributedString": ElementReads(children: ["<fragment>"]),
        "fragment": ElementReads(["content"], children: ["content", "<attributes>"]),
        "attributes": ElementReads(children: ["NSFont", "NSColor", "NSParagraphStyle", "NSStrokeColor", "NSKern", "NSOriginalFont"]),
        "paragraphStyle": ElementReads(["alignment", "lineBreakMode"]),
        "font": ElementReads(["metaFont", "name", "size"]),
        // A segmented control's segments (Segments.swift).
        "segments": ElementReads(children: ["<segment>"]),
        "segment": ElementReads(["title"]),
    ]

    /// AppKit's value elements read only inside an element whose reader reads them (a keyed one
    /// when its key is looked up, another when its parent is read): a text view's text storage
    /// (`Lowering.textStorageEntries`).
    static let appKitValueReads: [String: ElementReads] = [
        "attributedString": ElementReads(children: ["<fragment>"]),
        "fragment": ElementReads(["content"], children: ["content", "<attributes>"]),
        "attributes": ElementReads(children: ["NSFont", "NSColor"]),
        // A binding's options (`Lowering.appKitBindingConnectors`): every key.
        "dictionary": ElementReads(children: ["*"]),
        // A segmented cell's segments (`@segmentItems`).
        "segments": ElementReads(children: ["<segment>"]),
        "segment": ElementReads(["width", "label", "image", "catalog", "tag", "selected"], children: ["label"], enumerations: ["imageScaling"]),
        // A resource image: its name, and its archived form, read back when the image is used
        // (`Lowering.inlineImage`).
        "image": ElementReads(["name"], children: ["keyedArchiveRepresentation"]),
        // An SF Symbol with its configuration (`Lowering.appKitImageReference`; a rendering mode
        // other than the default is not compiled).
        "imageReference": ElementReads(["image", "catalog", "variableValue", "symbolScale"]),
        // A view's accessibility attributes (`Lowering.appKitAccessibilityConnectors`).
        "accessibility": ElementReads(Set(Lowering.appKitAccessibilityAttributes.map { $0.attribute })),
        // The keyed children AppKit's bitfields read (here, not with every document's elements: making
        // them makes AppKit's bitfield declarations, 2 % of an iOS document's compile).
        "windowStyleMask": ElementReads(AppKitBitfields.attributes(ofChild: "styleMask")),
        "windowPositionMask": ElementReads(AppKitBitfields.attributes(ofChild: "initialPositionMask")),
        "windowCollectionBehavior": ElementReads(AppKitBitfields.attributes(ofChild: "collectionBehavior")),
        "modifierMask": ElementReads(AppKitBitfields.attributes(ofChild: "keyEquivalentModifierMask")),
        "behavior": ElementReads(AppKitBitfields.attributes(ofChild: "behavior")),
    ]

    /// The elements without a plan of their own that the structure code or a value codec reads.
    static let elementReads: [String: ElementReads] = [
        // Structure
        "document": ElementReads(["initialViewController", "targetRuntime", "type", "customObjectInstantitationMethod"], children: ["tintColor"]),
        "placeholder": ElementReads(["placeholderIdentifier", "sceneMemberID"]),
        // The target the document is built for (DeploymentTarget.swift).
        "deployment": ElementReads(["version"]),
        "outlet": ElementReads(["destination", "property"]),
        // (AppKit only: Cocoa bindings.)
        "binding": ElementReads(["destination", "name", "keyPath"], children: ["options"]),
        "action": ElementReads(["destination", "target", "selector"], enumerations: ["eventType"]),
        "outletCollection": ElementReads(["destination", "property", "collectionClass", "appends"]),
        // (and what each kind reads beside: `segueReads`)
        "segue": ElementReads(["destination", "identifier", "kind", "relationship", "trigger"]),
        "userDefinedRuntimeAttribute": ElementReads(["keyPath", "type", "value"], children: ["value"]),
        "accessibility": ElementReads(["hint", "identifier", "label"], children: ["isElement", "<accessibilityTraits>"]),
        "accessibilityTraits": ElementReads(Set(Lowering.accessibilityTraits.keys)),
        "variation": ElementReads(["constant"], children: ["constraints", "subviews"]),
        "mask": .none,
        "include": ElementReads(["reference"]),
        "exclude": ElementReads(["reference"]),
        // Values (a color's space only when nibc knows its archive: `colorReads`)
        "color": ElementReads(["red", "green", "blue", "alpha", "white", "systemColor", "cocoaTouchSystemColor", "name"]),
        "namedColor": ElementReads(["name"]),
        "systemColor": ElementReads(["name"]),
        "image": ElementReads(["name"]),
        "rect": ElementReads(["x", "y", "width", "height"]),
        "size": ElementReads(["width", "height"]),
        "inset": ElementReads(["minX", "minY", "maxX", "maxY"]),
        "autoresizingMask": ElementReads(Set(UIKitEnums.autoresizing.map { $0.0 })),
        "fontDescription": ElementReads(["name", "pointSize", "style", "type", "weight"]),
        "dataDetectorType": ElementReads(Set(Lowering.dataDetectorBits.map { $0.name })),
        "state": ElementReads(["title", "image", "backgroundImage"], children: ["titleColor", "titleShadowColor", "attributedTitle"]),
        "blurEffect": ElementReads(["style"]),
        // AppKit's values (AppKit/AppKitValues.swift) and the keyed children its bitfields read.
        "font": ElementReads(["metaFont", "name", "size", "usesAppearanceFont"]),
        "string": ElementReads(["base64-UTF8"]),
        "tableColumnResizingMask": ElementReads(["resizeWithTable", "userResizable"]),
        "value": ElementReads(["width", "height", "type"]),
        "bool": ElementReads(["value"]),
        "integer": ElementReads(["value"]),
        "real": ElementReads(["value"]),
        "nil": .none,
        "textAttributes": ElementReads(children: ["textColor", "fontDescription"]),
        // Structure that objects of a plan also have.
        "viewControllerLayoutGuide": ElementReads(["type"]),
        "viewControllerPlaceholder": ElementReads(["storyboardName", "referencedIdentifier", "bundleIdentifier"]),
    ]

    /// What a segue template reads by its kind (`Lowering.lowerSegueTemplate`).
    static let segueReads: [String: ElementReads] = [
        "unwind": ElementReads(["unwindAction"]),
        "presentation": ElementReads(["animates"], enumerations: ["modalPresentationStyle", "modalTransitionStyle"]),
        "modal": ElementReads(["animates"], enumerations: ["modalPresentationStyle", "modalTransitionStyle"]),
        "popoverPresentation": ElementReads(["animates"], enumerations: ["modalPresentationStyle", "modalTransitionStyle"]),
        "push": ElementReads(["splitViewControllerTargetIndex"]),
        "custom": ElementReads(["customClass", "customModule", "customModuleProvider"]),
    ]

    /// Which attributes compiling `document` reads, by index in `document.attributes`, from the
    /// declarations alone; `statuses` are the elements' lowering statuses.
    static func declaredReads(of document: IBDocument, statuses: [LoweringStatus], plan: StoryboardPlan?) -> [Bool] {
        var isRead = [Bool](repeating: false, count: document.attributes.count)
        let plans = ArchivePlans.of(document: document)
        var fetched = FetchedPerClass<Reader?>(classes: document.model.declarations.count)
        // Each node's reader, for its keyed children (nil: nothing of it is read).
        var readers = [Reader?](repeating: nil, count: document.nodes.count)
        // Storyboard controllers whose root view takes a freeform scene's size (`Lowering.sceneSize`).
        var readsFreeformSize: Set<Int> = []
        let colorMatched = document.peek("colorMatched", of: document.root) == "YES"
        var readsColor = false
        // The resources read colors take their components from (`Lowering.color`): a color that
        // names one and has no components of its own. Their definitions are read after the rest.
        var referenced: Set<String> = []
        var definitions: [Int] = []
        let (scopes, unheld) = storyboardScopes(of: plan, in: document)
        // (Objects inside an element that is not compiled are lowered too, which reads them: their
        // attributes are not compiled all the same, but the resources their colors name are read.)
        let isStoryboard = document.kind == .storyboard
        let isAppKit = plans.classes.platform == .appkit
        var keysSeen: Set<KeyOfParent> = []
        let hasUnheld = !unheld.ranges.isEmpty
        let (valuePlanElements, color) = (Reader.valuePlanElements, IBName.color)
        for node in document.nodes.indices {
            guard statuses[node] != .designTime, !hasUnheld || !unheld.contains(node) else { continue }
            let parent = document.nodes[node].parent
            let parentReader = parent >= 0 ? readers[parent] : nil
            // A keyed element that is a value is read when its parent's reader looks its key up.
            let keyIndex = Int(document.keyAttributes[node])
            let isKeyed = keyIndex >= 0
            var lookedUp = false
            if isKeyed, let parentReader {
                let symbol = document.keySymbol(of: node)
                lookedUp = parentReader.looksUp(symbol: symbol, keyIndex, of: document)
                    || (!readsFreeformSize.isEmpty && document.attributes.value(at: keyIndex, equals: "freeformSize") && readsFreeformSize.contains(parent))
                // A key written twice is looked up once: the first child with it (`IBDocument.child(key:of:)`).
                if lookedUp {
                    let key = symbol.isKnown ? KeyOfParent(parent: parent, symbol: Int(symbol.rawValue), name: "")
                        : KeyOfParent(parent: parent, symbol: -1, name: document.attributes.value(at: keyIndex))
                    if !keysSeen.insert(key).inserted { lookedUp = false }
                }
            }
            var reader: Reader?
            if let classIndex = document.classIndex(of: node), plans.isObjectClass[classIndex] {
                // An object: its plan's reads (none for a custom object), its element's structure.
                reader = fetched.value(forClass: classIndex) { plans.reader(forClass: $0, element: document.nodes[node].name) }
            } else if isAppKit, let table = Reader.appKitValues[document.nodes[node]] {
                // (An element both platforms read, AppKit more of it, is read where UIKit's is.)
                if isKeyed ? lookedUp : parentReader != nil || Reader.element(document.nodes[node]) != nil { reader = table }
            } else if !isAppKit, parentReader != nil || isKeyed, let table = Reader.uiKitValues[document.nodes[node]] {
                if isKeyed ? lookedUp : parentReader?.findsElement(document.nodes[node]) == true { reader = table }
            } else if let table = Reader.elements[document.nodes[node]] {
                // A value its parent finds by element name, not by key, is read with its parent.
                let element = document.nodes[node]
                if !isKeyed || lookedUp || parentReader?.findsElement(element) == true {
                    reader = element.symbol != .segue ? table : isAppKit ? Reader.appKitSegue : document.peek("kind", of: node).flatMap { Reader.segues[name: $0] } ?? table
                }
            } else if lookedUp, valuePlanElements.contains(document.nodes[node]), let className = valuePlans[document.nodes[node].name],
                let declaration = plans.model.declaration(className, on: .document) ?? plans.model.declaration(className, on: plans.classes.platform)
            {
                reader = fetched.value(forClass: declaration.index) { plans.reader(forClass: $0, element: document.nodes[node].name) }
            }
            let symbol = document.nodes[node].symbol
            if isStoryboard, reader != nil, plans.controllerElements.contains(document.nodes[node]),
                Lowering.freeformSize(of: node, in: document) != nil,
                let view = document.peekChild(key: "view", of: node), statuses[view] != .designTime, statuses[view] != .notCompiled
            {
                readsFreeformSize.insert(node)
            }
            if symbol == color, reader != nil {
                if parent >= 0, !isKeyed, document[parent].name == "namedColor" || document[parent].name == "systemColor" {
                    definitions.append(node)
                    continue
                }
                if !isAppKit, let name = NibCompiler.resourceColorName(node, in: document) { referenced.insert(name) }
                readsColor = true
                reader = Reader.color(node, in: document, colorMatched: colorMatched)
            }
            readers[node] = reader
            if lookedUp { isRead[keyIndex] = true }
            // A table's prototype cell view is embedded under its identifier (`@reusableViews`).
            if isAppKit, reader != nil, parent >= 0, document[parent].name == "prototypeCellViews", statuses[node] != .notCompiled,
                let index = document.attributeIndex("identifier", of: node)
            {
                isRead[index] = true
            }
            // (Inside an element that is not compiled, its attributes are not compiled whatever is read.)
            guard let reader, statuses[node] != .notCompiled else { continue }
            // An outlet or action is read when a nib archives it (`Lowering.markArchived`).
            // (Nor is what it holds: a binding's options.)
            if reader.isConnection, !archives(connection: node, in: document, statuses: statuses, scopes: scopes) {
                readers[node] = nil
                continue
            }
            for index in document.nodes[node].attributeRange where reader.reads(symbol: document.attributes.symbol(at: index), index, of: document) {
                // An enumeration is read at a value its domain knows; a constraint's second
                // attribute with a second item that is an object (`Lowering.constraintEntries`).
                if reader.hasConditions, reader.isConditional(document.attributes.symbol(at: index)),
                    !reader.passes(index, of: node, in: document, statuses: statuses)
                {
                    continue
                }
                isRead[index] = true
            }
            // What the parent's `<key>.attribute` lines read of this child (at a value its class's
            // domain knows, as `Lowering.attributeValue` reads it).
            if lookedUp, let parentReader, !parentReader.childAttributes.isEmpty,
                let names = parentReader.childAttributes[document.attributes.value(at: keyIndex)], let classIndex = document.classIndex(of: node)
            {
                let declaration = document.model.declarations[classIndex]
                for index in document.nodes[node].attributeRange where names.contains(document.attributes.name(at: index)) {
                    let declared = document.model.attribute(document.attributes.name(at: index), of: declaration)
                    if case .enumeration = declared?.domain, declared?.domain.rawValue(of: document.attributes.value(at: index)) == nil { continue }
                    isRead[index] = true
                }
            }
        }
        for node in definitions where referenced.contains(document.peek("name", of: document[node].parent) ?? "") {
            let reader = Reader.color(node, in: document, colorMatched: colorMatched)
            for index in document[node].attributeRange where reader.reads(symbol: document.attributes.symbol(at: index), index, of: document) { isRead[index] = true }
        }
        // Every color reads whether the document is color matched.
        if readsColor, let index = document.attributeIndex("colorMatched", of: document.root) { isRead[index] = true }
        return isRead
    }

    /// Whether a nib archives the outlet or action `node`: its source and destination are objects
    /// of one nib, or one is inside a view or prototype nib and the other stands there for an object
    /// of its scene (an upstream placeholder: `Lowering.upstreamPlaceholders`).
    static func archives(connection node: Int, in document: IBDocument, statuses: [LoweringStatus], scopes: NibScopes) -> Bool {
        let connections = document[node].parent
        // (An AppKit action names its destination `target`; one to the First Responder has none,
        // and is archived wherever its source is.)
        let isTargetedAction = document.isAppKit && document[node].name == "action" && document.peek("target", of: node) != nil
        guard connections >= 0, case let source = document[connections].parent, source >= 0,
            let destination = document.peek(isTargetedAction ? "target" : "destination", of: node).flatMap({ document.nodeByID[$0] }),
            lowersToObject(source, in: document, statuses: statuses)
        else {
            return isTargetedAction && document.peek("target", of: node) == "-1" && connections >= 0 && document[connections].parent >= 0
                && lowersToObject(document[connections].parent, in: document, statuses: statuses)
        }
        if isTargetedAction, isAppKitFirstResponder(destination, in: document) { return true }
        guard lowersToObject(destination, in: document, statuses: statuses) else { return false }
        guard document.kind == .storyboard else { return true }
        // One between two scenes is left out as ibtool leaves it out (`leaveOutCrossSceneConnections`).
        if !document.isAppKit, Lowering.crossesScenes(node, to: destination, sceneOf: scopes.sceneOf) { return true }
        // Only the nibs of the two ends' scenes can hold both (a connection looks at those, not at
        // every nib of the storyboard: linear in the document, however many scenes it has).
        return scopes.candidates(source, destination).contains { place in
            if scopes.objects(place, source, in: document) && scopes.objects(place, destination, in: document) { return true }
            guard let sourceInside = scopes.inside(place, source, in: document), case let destinationInside? = scopes.inside(place, destination, in: document),
                sourceInside != destinationInside
            else { return false }
            let (within, outside) = sourceInside ? (source, destination) : (destination, source)
            return scopes.objects(place, within, in: document) && scopes.accepts(place, outside, in: document)
        }
    }

    /// One nib of a storyboard as the account sees it, by the controllers of the scenes it holds
    /// (`StoryboardPlan.scenes`): which nodes it makes objects of, and for a view or prototype nib
    /// which nodes' connections to the outside get placeholders, and which outside nodes may have one.
    /// (Data, not closures: a closure kept a copy of the document for each of a storyboard's nibs.)
    enum NibScope {
        /// A scene nib: the controllers of the scenes it holds, its own last (`StoryboardScene.embedding`).
        case scene(controllers: [Int])
        /// A controller's view nib.
        case view(controller: Int)
        /// A prototype's nib: its subtree in the scene of `controller`, the prototypes nested in it
        /// (each a nib of its own), and the place of the nib around it (whose nodes are its outside).
        case prototype(controller: Int, nodes: Range<Int>, nested: [Range<Int>], outer: Int)
    }

    /// A storyboard's nibs, found by the scenes they hold.
    struct NibScopes {
        var all: [NibScope] = []
        /// The plan's scenes, by controller.
        var scenes: [Int: StoryboardScene] = [:]
        /// `<scene>` node → the places in `all` of the nibs that hold its nodes.
        var byScene: [Int: [Int]] = [:]
        /// Each node's `<scene>` (-1: none), found in one pass.
        var sceneOf: [Int32] = []

        init() {}

        init(_ scopes: [NibScope], scenes: [Int: StoryboardScene], in document: IBDocument) {
            (all, self.scenes) = (scopes, scenes)
            for (place, scope) in scopes.enumerated() {
                let controllers: [Int]
                switch scope {
                case .scene(let embedded): controllers = embedded
                case .view(let controller), .prototype(let controller, _, _, _): controllers = [controller]
                }
                for controller in controllers {
                    if let scene = scenes[controller] { byScene[scene.scene, default: []].append(place) }
                }
            }
            sceneOf = Lowering.sceneTable(of: document)
        }

        /// The places of the nibs that may hold `first` or `second`, each once.
        func candidates(_ first: Int, _ second: Int) -> [Int] {
            let scenes = [sceneOf[first], sceneOf[second]].filter { $0 >= 0 }
            var places: [Int] = []
            for scene in Set(scenes) { places += byScene[Int(scene)] ?? [] }
            return Array(Set(places)).sorted()
        }

        /// Whether the nib at `place` makes an object of `node`.
        func objects(_ place: Int, _ node: Int, in document: IBDocument) -> Bool {
            switch all[place] {
            case .scene(let controllers):
                // The embedded scenes bring their objects, not their placeholders.
                let main = controllers.last
                return controllers.contains { controller in
                    scenes[controller].map { $0.inSceneNib(node, in: document) && (controller == main || document[node].name != "placeholder") } ?? false
                }
            case .view(let controller):
                return scenes[controller]?.inViewNib(node, in: document) ?? false
            case .prototype:
                return inside(place, node, in: document) ?? false
            }
        }

        /// Whether `node` is inside the view or prototype nib at `place`, whose connections to
        /// the outside get placeholders; nil for a scene nib.
        func inside(_ place: Int, _ node: Int, in document: IBDocument) -> Bool? {
            switch all[place] {
            case .scene: return nil
            case .view(let controller): return scenes[controller]?.inViewSubtree(node, in: document) ?? false
            case .prototype(_, let nodes, let nested, _):
                return nodes.contains(node) && !nested.contains { $0.contains(node) } && document[node].name != "segue"
            }
        }

        /// Whether `node`, outside the view or prototype nib at `place`, may have a placeholder
        /// there: an object of its scene nib (a view's), or of a nib around it (a prototype's).
        func accepts(_ place: Int, _ node: Int, in document: IBDocument) -> Bool {
            var place = place
            // (A loop, not a recursion: prototypes may nest as deep as a hostile document likes.)
            while true {
                switch all[place] {
                case .scene: return false
                case .view(let controller): return scenes[controller]?.inSceneNib(node, in: document) ?? false
                case .prototype(let controller, _, _, let outer):
                    if objects(outer, node, in: document) { return true }
                    if case .view = all[outer] { return scenes[controller]?.inSceneNib(node, in: document) ?? false }
                    place = outer
                }
            }
        }
    }

    /// The nibs of a storyboard (`compileStoryboard`): each scene nib, each view nib, each
    /// prototype's; and the nodes of the scenes no nib holds (a storyboard reference that only a
    /// scene without a nib embeds), which nothing reads.
    static func storyboardScopes(of plan: StoryboardPlan?, in document: IBDocument) -> (scopes: NibScopes, unheld: NodeRegion) {
        guard let plan else { return (NibScopes(), NodeRegion([])) }
        let held = plan.held(in: document)
        let unheld = NodeRegion(plan.controllers.filter { !held.contains($0) }.compactMap { plan.scenes[$0]?.sceneNodes })
        var scopes: [NibScope] = []
        var viewScenes: [Int: StoryboardScene] = [:]
        for controller in plan.controllers where plan.sceneNibNames[controller] != nil {
            let embedding = StoryboardScene.embedding(of: controller, in: plan.scenes, of: document)
            guard !embedding.isEmpty else { continue }
            scopes.append(.scene(controllers: embedding.map(\.controller)))
            for scene in embedding where scene.view != nil { viewScenes[scene.controller] = scene }
        }
        for scene in viewScenes.values {
            let view = scopes.count
            scopes.append(.view(controller: scene.controller))
            // Each prototype's nib, then the prototypes inside it (lowered within it), whose
            // outside is the nib around them.
            var pending = scene.prototypes.map { ($0, view) }
            while let (prototype, outer) = pending.popLast() {
                let nested = StoryboardScene.prototypeSubtrees(in: prototype, of: document)
                let place = scopes.count
                scopes.append(.prototype(controller: scene.controller, nodes: prototype, nested: nested, outer: outer))
                pending += nested.map { ($0, place) }
            }
        }
        return (NibScopes(scopes, scenes: plan.scenes, in: document), unheld)
    }

    /// Whether `node` is made an object (`Lowering.createObjects`; inside an element that is not
    /// compiled too), or is the safe area a view's guide stands for, or a storyboard controller's
    /// layout guide (`Lowering.lowerViewNib`).
    static func lowersToObject(_ node: Int, in document: IBDocument, statuses: [LoweringStatus]) -> Bool {
        guard statuses[node] != .designTime, document.isObject(node) else { return false }
        let name = document[node].name
        // (A macOS document's placeholders are custom objects: File's Owner and the Application
        // are archived, the First Responder is not.)
        if name == "customObject", document.isAppKit { return !isAppKitFirstResponder(node, in: document) }
        return name == "placeholder" || ArchivePlans.of(document: document).byElement[name] != nil
            || (name == "viewLayoutGuide" && document.key(of: node) == "safeArea")
            || name == "collectionViewCellContentView"
            || (name == "viewControllerLayoutGuide" && document.kind == .storyboard)
    }


    /// Whether `node` is a macOS document's First Responder (`-1` in a xib, a scene's
    /// `firstResponder` member in a storyboard), which is not archived.
    static func isAppKitFirstResponder(_ node: Int, in document: IBDocument) -> Bool {
        document.peek("id", of: node) == "-1" || document.peek("sceneMemberID", of: node) == "firstResponder"
    }

    /// The `<resources>` color a UIKit `<color>` takes its value from: a named or system color
    /// without components of its own (nil for any other color).
    static func resourceColorName(_ node: Int, in document: IBDocument) -> String? {
        guard document.peek(.white, of: node) == nil, document.peek(.red, of: node) == nil else { return nil }
        return document.peek(.name, of: node) ?? document.peek(.systemColor, of: node)
    }

    /// Value elements whose attributes a shape reads through a plan of IB's own class (`@textInputTraits`).
    static let valuePlans: [String: String] = ["textInputTraits": "IBTextInputTraits", "tableHeaderCell": "NSTableHeaderCell"]

}

/// Readers made at their first use from a table of what elements read, found by an element's
/// symbol (its name when it has none): a compile meets a few of the elements the tables name, and
/// making a reader for every one of them at start was a sixth of a small document's compile.
/// (A reader is made once, under the lock: making one reads no other table's.)
final class ReaderTable: Sendable {
    private let reads: [String: ElementReads]
    /// The element every entry reads for (a segue's, whatever its kind), or nil: each its own.
    private let element: String?
    /// The symbols of the entries' names, in order, and each one's place among them plus one.
    /// (Only the names: an entry's reads are fetched when its reader is first made; copying and
    /// sorting every entry at start was a twentieth of a small compile.)
    private let symbols: [IBName]
    private let placeBySymbol: SymbolTable
    /// The readers made so far: by place for the names that are symbols (a lookup per element of a
    /// document hashes no name), by name for the others.
    private let made: Mutex<(byPlace: [Reader?], byName: [String: Reader])>

    init(_ reads: [String: ElementReads], element: String? = nil) {
        (self.reads, self.element) = (reads, element)
        symbols = reads.keys.map { IBName($0) }.filter { $0.isKnown }.sorted()
        var places = SymbolTable()
        for (place, symbol) in symbols.enumerated() { places.set(symbol, place + 1) }
        placeBySymbol = places
        made = Mutex(([Reader?](repeating: nil, count: symbols.count), [:]))
    }

    /// The reader of the table's entry `name`.
    subscript(name name: String) -> Reader? {
        let symbol = IBName(name)
        return symbol.isKnown ? self[symbol: symbol] : self[unknown: name]
    }

    /// The reader of `node`'s element.
    subscript(node: IBNode) -> Reader? {
        node.symbol.isKnown ? self[symbol: node.symbol] : self[unknown: node.name]
    }

    private subscript(symbol symbol: IBName) -> Reader? {
        let place = placeBySymbol.value(symbol) - 1
        guard place >= 0 else { return nil }
        return made.withLock { made in
            if let reader = made.byPlace[place] { return reader }
            let name = symbols[place].text
            let reader = Reader(reads[name] ?? .none, element: element ?? name)
            made.byPlace[place] = reader
            return reader
        }
    }

    private subscript(unknown name: String) -> Reader? {
        guard let entry = reads[name] else { return nil }
        return made.withLock { made in
            if let reader = made.byName[name] { return reader }
            let reader = Reader(entry, element: element ?? name)
            made.byName[name] = reader
            return reader
        }
    }
}

/// An element's reads made ready for the account's walk over every node: names tested by symbol,
/// the steps whose codec reads only some values found by name. Made once per class and process
/// (`ArchivePlans.reader(forClass:element:)`) or per table (`Reader.elements`). A class: the walk
/// keeps one per node, which must not copy its tables.
final class Reader: Sendable {
    let attributes: IBNameSet
    let children: IBNameSet
    /// Keys ending in `*` (without it), and elements found by name (`<accessibilityTraits>`).
    let childPrefixes: [String]
    let childElements: IBNameSet
    /// An attribute read only under a condition.
    /// (A class: the walk fetches one per conditional attribute, which must not copy its names.)
    final class Check: Sendable {
        enum Condition: Sendable {
            /// At a name of the class model's enumeration that has a raw value (`Lowering.enumerationValue`; none when the
            /// model does not declare the attribute as one).
            case names([String])
            /// At one of these values (a table of the lowering: `NibCompiler.valueDomains`).
            case values(Set<String>)
            /// With a second item that is an object (a constraint's second attribute).
            case secondItemIsObject
        }
        let name: String
        let symbol: IBName
        let condition: Condition

        init(name: String, symbol: IBName, condition: Condition) { (self.name, self.symbol, self.condition) = (name, symbol, condition) }

        /// The condition of an enumeration declared by `declared`.
        static func domain(_ declared: IBAttributeDeclaration?) -> Condition {
            guard case .enumeration(let cases) = declared?.domain else { return .names([]) }
            return .names(cases.compactMap { $0.value != nil ? $0.name : nil })
        }
    }
    /// A handful at most, those of one name together.
    let checks: [Check]
    /// By symbol, the place of the first check of its name plus one (0: none).
    let firstCheck: SymbolTable
    /// Whether any attribute is read only under a condition (most elements have none), and which.
    let hasConditions: Bool
    let conditional: IBNameSet
    let isConnection: Bool
    /// A keyed child's key → the attributes of it the plan's `<key>.attribute` lines read.
    let childAttributes: [String: Set<String>]

    /// `declaration`: the class of the element, whose enumerations `reads` names.
    init(_ reads: ElementReads, plan: RecipePlan? = nil, element: String = "", declaration: IBClassDeclaration? = nil, model: IBClassModel = .standard) {
        attributes = reads.attributes
        // Keys ending in `*` and `<element>` names are patterns, not keys.
        let patterns = reads.children.names.filter { $0.hasSuffix("*") || $0.hasPrefix("<") }
        children = reads.children.removing(patterns)
        childPrefixes = patterns.filter { $0.hasSuffix("*") }.map { String($0.dropLast()) }
        childElements = IBNameSet(patterns.filter { $0.hasPrefix("<") }.map { String($0.dropFirst().dropLast()) })
        var checks: [Check] = []
        func add(_ name: String, _ condition: Check.Condition) { checks.append(Check(name: name, symbol: IBName(name), condition: condition)) }
        // A plan's step reads an enumeration only at a name its domain knows (`Lowering.attributeValue`).
        for step in plan?.steps ?? [] where step.kind == .attribute && !checks.contains(where: { $0.name == step.name }) {
            switch step.recipe.codec {
            case .enumeration, .writtenEnumeration: add(step.name, Check.domain(step.declared))
            case .present: if case .enumeration = step.declared?.domain { add(step.name, Check.domain(step.declared)) }
            default: break
            }
        }
        let owner = declaration ?? model.classDeclaration(forElement: element, platform: .uikit)
        for name in reads.enumerations.names { add(name, Check.domain(owner.flatMap { model.attribute(name, of: $0) })) }
        for (name, known) in NibCompiler.valueDomains.sorted(by: { $0.key < $1.key }) where name.hasPrefix(element + ".") {
            add(String(name.dropFirst(element.count + 1)), .values(known))
        }
        if element == "constraint" { add("secondAttribute", .secondItemIsObject) }
        // (Sorted by symbol, stably: a name's checks together, in the order they were added; the
        // names the vocabulary lacks, symbol 0, are searched by name. Integers, not names, compared.)
        // (Closures, not key paths: applying a key path goes through the runtime each time.)
        let sorted = checks.enumerated().sorted { ($0.element.symbol.rawValue, $0.offset) < ($1.element.symbol.rawValue, $1.offset) }.map { $0.element }
        self.checks = sorted
        var first = SymbolTable()
        for (place, check) in sorted.enumerated().reversed() where check.symbol.isKnown { first.set(check.symbol, place + 1) }
        firstCheck = first
        hasConditions = !checks.isEmpty
        conditional = IBNameSet(checks.map { $0.name })
        isConnection = element == "outlet" || element == "action" || element == "binding"
        var childAttributes: [String: Set<String>] = [:]
        for step in plan?.steps ?? [] where step.kind == .childAttribute { childAttributes[step.childKey, default: []].insert(step.name) }
        self.childAttributes = childAttributes
    }

    /// Whether attribute `symbol` may have a check (every name the vocabulary lacks may).
    @inline(__always) func isConditional(_ symbol: IBName) -> Bool { !symbol.isKnown || conditional.contains(symbol: symbol) }

    /// Whether attribute `index` of `document`, of element `node`, passes its checks (it has none
    /// but those of its name).
    func passes(_ index: Int, of node: Int, in document: IBDocument, statuses: [LoweringStatus]) -> Bool {
        let symbol = document.attributes.symbol(at: index)
        // The checks of a known name are found by its symbol (the first, then those after it with the
        // same symbol), of another by name.
        if symbol.isKnown {
            var place = firstCheck.value(symbol) - 1
            while place >= 0, place < checks.count, checks[place].symbol == symbol {
                guard passes(checks[place].condition, index, of: node, in: document, statuses: statuses) else { return false }
                place += 1
            }
        } else {
            let name = document.attributes.name(at: index)
            for check in checks where check.name == name {
                guard passes(check.condition, index, of: node, in: document, statuses: statuses) else { return false }
            }
        }
        return true
    }

    private func passes(_ condition: Check.Condition, _ index: Int, of node: Int, in document: IBDocument, statuses: [LoweringStatus]) -> Bool {
        switch condition {
        case .names(let names):
            // Lengths first, as `IBDomain.rawValue(of:)` compares them.
            let value = document.attributes.value(at: index)
            let length = value.utf8.count
            return names.contains { $0.utf8.count == length && $0 == value }
        case .values(let known): return known.contains(document.attributes.value(at: index))
        case .secondItemIsObject:
            let second = document.peek(.secondItem, of: node).flatMap { document.nodeByID[$0] }
            return second.map { NibCompiler.lowersToObject($0, in: document, statuses: statuses) } ?? false
        }
    }

    func reads(_ attribute: IBAttribute) -> Bool {
        attribute.symbol.isKnown ? attributes.contains(symbol: attribute.symbol) : attributes.contains(attribute.name)
    }

    /// `reads` of attribute `index` of `document`, its symbol given (no attribute is copied).
    @inline(__always) func reads(symbol: IBName, _ index: Int, of document: IBDocument) -> Bool {
        symbol.isKnown ? attributes.contains(symbol: symbol) : attributes.contains(document.attributes.name(at: index))
    }

    /// Whether the reader looks up the keyed child whose key is attribute `index` of `document`
    /// (of symbol `symbol`).
    func looksUp(symbol: IBName, _ index: Int, of document: IBDocument) -> Bool {
        if symbol.isKnown, children.contains(symbol: symbol) { return true }
        guard !symbol.isKnown || !childPrefixes.isEmpty else { return false }
        let key = document.attributes.value(at: index)
        return (!symbol.isKnown && children.contains(key)) || childPrefixes.contains { key.hasPrefix($0) }
    }

    func findsElement(_ node: IBNode) -> Bool { childElements.contains(node) }

    /// The structure and value elements' readers, each made when a document first has its element.
    static let appKitValues = ReaderTable(NibCompiler.appKitValueReads)
    static let uiKitValues = ReaderTable(NibCompiler.uiKitValueReads)
    static let elements = ReaderTable(NibCompiler.elementReads)

    /// The table reader of `node`'s element, if it has one.
    static func element(_ node: IBNode) -> Reader? { elements[node] }
    /// A segue template's, by kind.
    static let segues = ReaderTable(NibCompiler.segueReads.mapValues { NibCompiler.elementReads["segue"]!.union($0) }, element: "segue")
    /// A macOS storyboard's segue: what its plan reads (`StoryboardPlan`, `StoryboardScene.relationships`,
    /// `IBDocument.connections(in:)`); AppKit's segue templates are not compiled yet.
    static let appKitSegue = Reader(ElementReads(["kind", "destination", "relationship", "identifier"]), element: "segue")
    /// The elements of `NibCompiler.valuePlans`.
    static let valuePlanElements = IBNameSet(Set(NibCompiler.valuePlans.keys))
    /// A color's: its space only when nibc knows what ibtool archives for it.
    /// An AppKit color's (`Lowering.appKitColor`).
    static let appKitCatalogColor = Reader(ElementReads(["name", "catalog", "colorSpace"]), element: "color")
    /// (A color named by the app's asset catalog, with neither components nor a catalog, is not
    /// compiled yet: its name is not read.)
    static let appKitComponentsColor = Reader(ElementReads(["red", "green", "blue", "alpha", "white", "catalog", "colorSpace"]), element: "color")
    /// An AppKit color in a standard custom space (`AppKitColors.customSpaces`).
    static let appKitCustomSpaceColor = Reader(
        ElementReads(["red", "green", "blue", "alpha", "white", "catalog", "colorSpace", "customColorSpace"]), element: "color")
    static let colorWithSpace = Reader(NibCompiler.elementReads["color"]!.union(ElementReads(["colorSpace", "customColorSpace"])), element: "color")

    static func color(_ node: Int, in document: IBDocument, colorMatched: Bool) -> Reader {
        if document.isAppKit {
            let isCatalog = document.peek("colorSpace", of: node) == "catalog" || document.peek("catalog", of: node) != nil
            if isCatalog { return appKitCatalogColor }
            return AppKitColors.isCustomSpaceColor(node, in: document) ? appKitCustomSpaceColor : appKitComponentsColor
        }
        guard let space = IBColorSpace.of(node, in: document), space.known(colorMatched: colorMatched) else {
            // A system color saved with a custom space: archived as its value (`Lowering.color`).
            let isResolvedSystemColor = document.peek("cocoaTouchSystemColor", of: node) != nil && document.peek("customColorSpace", of: node) != nil
            return isResolvedSystemColor ? colorWithSpace : elements[name: "color"]!
        }
        return colorWithSpace
    }
}

/// A keyed child's key and parent (`declaredReads`).
private struct KeyOfParent: Hashable {
    let parent: Int
    /// The key's symbol, or -1 and its name.
    let symbol: Int
    let name: String
}

extension NibCompiler {
    /// The values an attribute is read at, where a table of the lowering (not the class model)
    /// knows them: `element.attribute`.
    static let valueDomains: [String: Set<String>] = [
        "blurEffect.style": Set(Lowering.blurStyles.keys),
        "fontDescription.style": Set(Lowering.textStyles.keys),
        "font.metaFont": Set(AppKitFonts.metaFonts.keys),
    ]
}

extension ArchivePlans {
    /// The reader of the model's class `index` on an element named `element`: its plan's reads,
    /// every object's, and the element's structure (a layout guide's type). Made once per class:
    /// the classes whose elements have tables of their own have one element each.
    func reader(forClass index: Int, element: String) -> Reader? {
        readers.value(at: index) {
            let plan = plan(forClass: index).plan
            var reads = plan.map { self.reads(of: $0) } ?? .none
            if model.declarations[index].role == .object {
                reads = reads.union(NibCompiler.objectReads).union(NibCompiler.elementReads[element] ?? .none)
                if classes.platform == .appkit {
                    reads = reads.union(NibCompiler.appKitElementReads[element] ?? .none)
                    // A view's tooltip is an `NSIBHelpConnector` (`Lowering.appKitHelpConnectors`).
                    if model.chain(of: model.declarations[index]).contains(where: { $0.name == "NSView" }) {
                        reads = reads.union(ElementReads(["toolTip"], children: ["toolTip"]))
                    }
                }
            }
            return Reader(reads, plan: plan, element: element, declaration: model.declarations[index], model: model)
        }
    }

    /// What `plan` reads: its steps' attributes and keyed children, and its shapes' reads.
    func reads(of plan: RecipePlan) -> ElementReads {
        var reads = ElementReads()
        func add(_ more: ElementReads) {
            reads.attributes.formUnion(more.attributes)
            reads.children.formUnion(more.children)
            reads.enumerations.formUnion(more.enumerations)
        }
        for step in plan.steps {
            switch step.kind {
            case .attribute:
                reads.attributes.insert(step.name)
                if step.recipe.codec.readsStringChild { reads.children.insert(step.name) }
                // An AppKit image is in the catalog its element names.
                if classes.platform == .appkit, case .image = step.recipe.codec {
                    reads.attributes.insert("catalog")
                    // (or its `<imageReference>` child: `Lowering.appKitImageReference`)
                    reads.children.insert(step.name)
                }
            case .child: reads.children.insert(step.name)
            // (The child's attribute is its own class's: its plan reads it too.)
            case .childAttribute: reads.children.insert(step.childKey)
            case .shape:
                add(step.shape!.reads)
                if let name = step.shape!.readsThroughPlan, let inner = self.plan(named: name) { add(self.reads(of: inner)) }
            case .inherited, .constant, .text: break
            }
        }
        return reads
    }
}

extension RecipePlan {
}

extension RecipePlan.Step {
    /// Whether the step reads `value` (`Lowering.attributeValue`: an enumeration name the model
    /// does not know is not).
    func accepts(_ value: String) -> Bool {
        switch recipe.codec {
        case .enumeration, .writtenEnumeration: return declared?.domain.rawValue(of: value) != nil
        case .present:
            if case .enumeration = declared?.domain { return declared?.domain.rawValue(of: value) != nil }
            return true
        default: return true
        }
    }
}
