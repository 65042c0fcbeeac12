// Reads.swift — what the compiler reads of each element, declared: the static half of the account
// (Accounting.swift). An object's reads follow from its class's plan — the attributes and keyed
// children its `archive` lines name, and what each shape declares it reads (`Hook.reads`) — and the
// other elements' from the tables below: structure (connections, segues, placeholders, the
// document) and values (a color's components, a rect's, a font's). A keyed value element is read
// when its parent's reader looks its key up; an enumeration is read only at a value its domain
// knows. `StaticAccountTests` checks, on every corpus document, that this equals what compiling
// actually reads.

import InterfaceBuilder

/// What a reader takes from an element: attributes by name, and the keys of the keyed children it
/// looks up (a key ending in `*` stands for every key it begins: `heightClass=*`; `<name>`: the
/// child found by element name whatever its key, whose key is then not read).
struct ElementReads: Sendable {
    var attributes: Set<String>
    var children: Set<String>
    /// The attributes among `attributes` read only at a value the class model's enumeration knows
    /// (`Lowering.enumerationValue`).
    var enumerations: Set<String>

    init(_ attributes: Set<String> = [], children: Set<String> = [], enumerations: Set<String> = []) {
        (self.attributes, self.children, self.enumerations) = (attributes.union(enumerations), children, enumerations)
    }

    static let none = ElementReads()

    func union(_ other: ElementReads) -> ElementReads {
        ElementReads(attributes.union(other.attributes), children: children.union(other.children), enumerations: enumerations.union(other.enumerations))
    }

    func looksUp(_ key: String) -> Bool {
        children.contains(key) || children.contains { $0.hasSuffix("*") && key.hasPrefix($0.dropLast()) }
    }
}

extension KeyRecipe.Hook {
    /// What the shape reads of its element.
    var reads: ElementReads {
        switch self {
        case .frame, .textViewContentSize: ElementReads(children: ["frame"])
        case .tableContentSize: ElementReads(["dataMode"], children: ["frame"])
        case .collectionContentSize: ElementReads(["dataMode"], children: ["frame", "collectionViewLayout"])
        case .opaque, .stackViewOpaque: ElementReads(["opaque"])
        case .autoresizingMask, .barMask, .navigationBarMask: ElementReads(children: ["autoresizingMask"])
        case .hugging, .huggingAlways: ElementReads(["horizontalHuggingPriority", "verticalHuggingPriority"])
        case .compressionResistance: ElementReads(["horizontalCompressionResistancePriority", "verticalCompressionResistancePriority"])
        case .layoutGuides: ElementReads(children: ["safeArea"])
        case .text: ElementReads(["text"], children: ["text"])
        case .font: ElementReads(children: ["fontDescription"])
        case .textColor: ElementReads(children: ["textColor"])
        case .shadowOffset: ElementReads(children: ["shadowOffset"])
        case .fontSizing: ElementReads(["adjustsFontSizeToFit", "minimumFontSize", "minimumScaleFactor"], children: ["fontDescription"])
        case .textInputTraits: ElementReads(children: ["textInputTraits"])
        case .buttonStates: ElementReads(children: Set(Lowering.controlState.keys))
        case .textViewText: ElementReads(["text"], children: ["text", "textColor", "fontDescription"])
        case .dataDetectorTypes, .webViewDataDetectorTypes: ElementReads(children: ["dataDetectorTypes"])
        case .prototypeDelegate, .tablePrototypes, .collectionPrototypes: ElementReads(["dataMode"])
        case .tableStyle: ElementReads(enumerations: ["style"])
        case .separatorStyle: ElementReads(enumerations: ["separatorStyle"])
        case .rowHeight: ElementReads(["rowHeight"])
        case .refreshControl: ElementReads(children: ["refreshControl"])
        case .firstItem, .multiplier, .secondItem, .constantV2, .firstAttribute, .secondAttribute, .constant:
            ElementReads(["firstItem", "secondItem", "multiplier", "constant", "symbolic"], enumerations: ["firstAttribute", "secondAttribute"])
        case .barItems, .toolbarItems, .barDelegate, .navigationItemBar: .none
        case .navigationItemLists: ElementReads(children: ["leftBarButtonItem", "rightBarButtonItem", "backBarButtonItem", "titleView"])
        case .titleTextAttributes: ElementReads(children: ["titleTextAttributes"])
        case .controllerView: ElementReads(children: ["view"])
        case .controllerRestorationIdentifier:
            ElementReads(["useStoryboardIdentifierAsRestorationIdentifier", "storyboardIdentifier", "restorationIdentifier"])
        case .viewNib: ElementReads(["nibName"], children: ["view"])
        case .storyboardIdentifier: ElementReads(["storyboardIdentifier"])
        case .segueTemplates, .childControllers, .childList, .parentController, .controllerToolbarItems, .keepAlive, .splitColumns: .none
        case .activityIndicatorLegacyStyle, .subviews, .constraints, .arrangedSubviews, .cellContentView: .none
        case .visualEffect: .none
        case .visualEffectContentView: ElementReads(children: ["contentView"])
        // The recognizer's own keys, read on the element (`UITapRecognizer`'s plan: `ArchivePlans.reads`).
        case .tapRecognizer: .none
        }
    }
}

extension NibCompiler {
    /// What every object's lowering reads: its class (`IBDocument.customClass(of:)`), its
    /// accessibility (UIKitRuntime.swift) and its size-class variations (UIKitTraits.swift).
    static let objectReads = ElementReads(
        ["customClass", "customModule", "customModuleProvider"],
        children: ["accessibilityConfiguration", "default", "heightClass=*", "widthClass=*"])

    /// The elements without a plan of their own that the structure code or a value codec reads.
    static let elementReads: [String: ElementReads] = [
        // Structure
        "document": ElementReads(["initialViewController", "targetRuntime", "type"]),
        "placeholder": ElementReads(["placeholderIdentifier", "sceneMemberID"]),
        "outlet": ElementReads(["destination", "property"]),
        "action": ElementReads(["destination", "selector"], enumerations: ["eventType"]),
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
        "autoresizingMask": ElementReads(Set(UIKitEnums.autoresizing.map(\.0))),
        "fontDescription": ElementReads(["name", "pointSize", "style", "type", "weight"]),
        "dataDetectorType": ElementReads(Set(Lowering.dataDetectorBits.map(\.name))),
        "state": ElementReads(["title", "image", "backgroundImage"], children: ["titleColor", "titleShadowColor"]),
        "blurEffect": ElementReads(["style"]),
        "bool": ElementReads(["value"]),
        "integer": ElementReads(["value"]),
        "real": ElementReads(["value"]),
        "string": .none,
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
    static func declaredReads(of document: IBDocument, statuses: [LoweringStatus]) -> [Bool] {
        var isRead = [Bool](repeating: false, count: document.attributes.count)
        let plans = ArchivePlans.of(document.model)
        var cache = UIKitRecipes.PlanCache(classes: document.model.declarations.count)
        // Each node's reader, for its keyed children (nil: nothing of it is read).
        var readers = [ElementReads?](repeating: nil, count: document.nodes.count)
        let colorMatched = document.peek("colorMatched", of: document.root) == "YES"
        var readsColor = false
        // The resources read colors take their components from (`Lowering.color`): a color that
        // names one and has no components of its own. Their definitions are read after the rest.
        var referenced: Set<String> = []
        var definitions: [Int] = []
        let (scopes, unheld) = storyboardScopes(of: document)
        // (Objects inside an element that is not compiled are lowered too, which reads them: their
        // attributes are not compiled all the same, but the resources their colors name are read.)
        for node in document.nodes.indices {
            guard statuses[node] != .designTime, !unheld.contains(node) else { continue }
            let element = document[node]
            let parent = element.parent
            // A keyed element that is a value is read when its parent's reader looks its key up.
            let key = document.key(of: node)
            let lookedUp = key.map { key in parent >= 0 && readers[parent]?.looksUp(key) == true } ?? false
            // A value its parent finds by element name, not by key: read with its parent.
            let foundByName = parent >= 0 && readers[parent] != nil && readers[parent]!.children.contains("<" + element.name + ">")
            var reads: ElementReads?
            var plan: RecipePlan?
            let declaration = document.classDeclaration(of: node)
            if let declaration, declaration.role == .object {
                // An object: its plan's reads (none for a custom object), its element's structure.
                plan = cache.value(forClass: declaration.index, plans.plan(forClass:)).plan
                reads = (plan.map { plans.reads(of: $0) } ?? .none).union(objectReads).union(elementReads[element.name] ?? .none)
            } else if var table = elementReads[element.name] {
                if element.name == "segue", let kind = document.peek("kind", of: node), let more = segueReads[kind] { table = table.union(more) }
                reads = key == nil || lookedUp || foundByName ? table : nil
            } else if let className = valuePlans[element.name], lookedUp, let made = plans.plan(named: className) {
                (plan, reads) = (made, plans.reads(of: made))
            }
            // A storyboard controller's root view takes the scene's size: its freeform size when the
            // scene is freeform (`Lowering.sceneSize`).
            if document.kind == .storyboard, reads != nil, plans.controllerElements.contains(element),
                let metrics = document.peekChild(key: "simulatedDestinationMetrics", of: node), document[metrics].name == "freeformSimulatedSizeMetrics",
                let view = document.peekChild(key: "view", of: node), statuses[view] != .designTime, statuses[view] != .notCompiled
            {
                reads!.children.insert("freeformSize")
            }
            if element.symbol == .color, reads != nil {
                if parent >= 0, key == nil, document[parent].name == "namedColor" || document[parent].name == "systemColor" {
                    definitions.append(node)
                    continue
                }
                if document.peek("white", of: node) == nil, document.peek("red", of: node) == nil,
                    let name = document.peek("name", of: node) ?? document.peek("systemColor", of: node)
                {
                    referenced.insert(name)
                }
                readsColor = true
                reads = colorReads(node, reads!, in: document, colorMatched: colorMatched)
            }
            readers[node] = reads
            if lookedUp, let index = document.keyAttributes[node] >= 0 ? document.keyAttributes[node] : nil { isRead[index] = true }
            guard var reads else { continue }
            // A constraint's second attribute is read with a second item that is an object
            // (`Lowering.constraintEntries`).
            if element.name == "constraint",
                document.peek("secondItem", of: node).flatMap({ document.nodeByID[$0] }).map({ lowersToObject($0, in: document, statuses: statuses) }) != true
            {
                reads.attributes.remove("secondAttribute")
            }
            // An outlet or action is read when a nib archives it (`Lowering.markArchived`).
            if element.name == "outlet" || element.name == "action", !archives(connection: node, in: document, statuses: statuses, scopes: scopes) {
                continue
            }
            for index in element.attributeRange where reads.attributes.contains(document.attributes[index].name) {
                let (name, value) = (document.attributes[index].name, document.attributes[index].value)
                // An enumeration is read at a value its domain knows.
                if let plan, let step = plan.step(reading: name) {
                    guard step.accepts(value) else { continue }
                } else if reads.enumerations.contains(name) {
                    guard let declared = declaration.flatMap({ document.model.attribute(name, of: $0) }), declared.domain.rawValue(of: value) != nil
                    else { continue }
                } else if let known = valueDomains[element.name + "." + name], !known.contains(value) {
                    continue
                }
                isRead[index] = true
            }
        }
        for node in definitions where referenced.contains(document.peek("name", of: document[node].parent) ?? "") {
            let reads = colorReads(node, elementReads["color"]!, in: document, colorMatched: colorMatched)
            for index in document[node].attributeRange where reads.attributes.contains(document.attributes[index].name) { isRead[index] = true }
        }
        // Every color reads whether the document is color matched.
        if readsColor, let index = document.attributeIndex("colorMatched", of: document.root) { isRead[index] = true }
        return isRead
    }

    /// Whether a nib archives the outlet or action `node`: its source and destination are objects
    /// of one nib, or one is inside a view or prototype nib and the other stands there for an object
    /// of its scene (an upstream placeholder: `Lowering.upstreamPlaceholders`).
    static func archives(connection node: Int, in document: IBDocument, statuses: [LoweringStatus], scopes: [NibScope]) -> Bool {
        let connections = document[node].parent
        guard connections >= 0, case let source = document[connections].parent, source >= 0,
            let destination = document.peek("destination", of: node).flatMap({ document.nodeByID[$0] }),
            lowersToObject(source, in: document, statuses: statuses), lowersToObject(destination, in: document, statuses: statuses)
        else { return false }
        guard document.kind == .storyboard else { return true }
        return scopes.contains { scope in
            if scope.objects(source) && scope.objects(destination) { return true }
            guard let inside = scope.inside, let accepts = scope.accepts, inside(source) != inside(destination) else { return false }
            let (within, outside) = inside(source) ? (source, destination) : (destination, source)
            return scope.objects(within) && accepts(outside)
        }
    }

    /// One nib of a storyboard as the account sees it: the nodes it makes objects of, and for a view
    /// or prototype nib the nodes whose connections to the outside get placeholders, and which
    /// outside nodes may have one.
    struct NibScope {
        let objects: (Int) -> Bool
        var inside: ((Int) -> Bool)? = nil
        var accepts: ((Int) -> Bool)? = nil
    }

    /// The nibs of a storyboard (`compileStoryboard`): each scene nib, each view nib, each
    /// prototype's; and the nodes of the scenes no nib holds (a storyboard reference that only a
    /// scene without a nib embeds), which nothing reads.
    static func storyboardScopes(of document: IBDocument) -> (scopes: [NibScope], unheld: NodeRegion) {
        var ignored = Diagnostics()
        guard document.kind == .storyboard, let plan = StoryboardPlan(document, diagnostics: &ignored) else { return ([], NodeRegion([])) }
        let held = plan.held
        let unheld = NodeRegion(plan.controllers.filter { !held.contains($0) }.compactMap { plan.scenes[$0]?.sceneNodes })
        var scopes: [NibScope] = []
        var viewScenes: [Int: StoryboardScene] = [:]
        for controller in plan.controllers where plan.sceneNibNames[controller] != nil {
            let embedding = StoryboardScene.embedding(of: controller, in: plan.scenes)
            guard let main = embedding.last else { continue }
            scopes.append(
                NibScope(objects: { node in
                    embedding.contains { $0.inSceneNib(node) && ($0.controller == main.controller || document[node].name != "placeholder") }
                }))
            for scene in embedding where scene.view != nil { viewScenes[scene.controller] = scene }
        }
        for scene in viewScenes.values {
            scopes.append(NibScope(objects: scene.inViewNib, inside: scene.inViewSubtree, accepts: scene.inSceneNib))
            // Each prototype's nib, then the prototypes inside it (lowered within it), whose
            // outside is the nib around them.
            var pending = scene.prototypes.map { ($0, { (node: Int) in scene.inViewNib(node) || scene.inSceneNib(node) }) }
            while let (prototype, outside) = pending.popLast() {
                let nested = StoryboardScene.prototypeSubtrees(in: prototype, of: document)
                let inside = { (node: Int) in
                    prototype.contains(node) && !nested.contains { $0.contains(node) } && document[node].name != "segue"
                }
                scopes.append(NibScope(objects: inside, inside: inside, accepts: outside))
                pending += nested.map { ($0, { (node: Int) in inside(node) || outside(node) }) }
            }
        }
        return (scopes, unheld)
    }

    /// Whether `node` is made an object (`Lowering.createObjects`; inside an element that is not
    /// compiled too), or is the safe area a view's guide stands for, or a storyboard controller's
    /// layout guide (`Lowering.lowerViewNib`).
    static func lowersToObject(_ node: Int, in document: IBDocument, statuses: [LoweringStatus]) -> Bool {
        guard statuses[node] != .designTime, document.isObject(node) else { return false }
        let name = document[node].name
        return name == "placeholder" || ArchivePlans.of(document.model).byElement[name] != nil
            || (name == "viewLayoutGuide" && document.key(of: node) == "safeArea")
            || (name == "viewControllerLayoutGuide" && document.kind == .storyboard)
    }


    /// The values an attribute is read at, where a table of the lowering (not the class model) knows them.
    static let valueDomains: [String: Set<String>] = [
        "blurEffect.style": Set(Lowering.blurStyles.keys),
        "fontDescription.style": Set(Lowering.textStyles.keys),
    ]

    /// Value elements whose attributes a shape reads through a plan of IB's own class (`@textInputTraits`).
    static let valuePlans: [String: String] = ["textInputTraits": "IBTextInputTraits"]

    /// A color's reads: its space only when nibc knows what ibtool archives for it.
    static func colorReads(_ node: Int, _ reads: ElementReads, in document: IBDocument, colorMatched: Bool) -> ElementReads {
        guard let space = IBColorSpace.of(node, in: document), space.known(colorMatched: colorMatched) else { return reads }
        return reads.union(ElementReads(["colorSpace", "customColorSpace"]))
    }
}

extension ArchivePlans {
    /// What `plan` reads: its steps' attributes and keyed children, and its shapes' reads.
    func reads(of plan: RecipePlan) -> ElementReads {
        var reads = ElementReads()
        for step in plan.steps {
            switch step.kind {
            case .attribute: reads.attributes.insert(step.name)
            case .child: reads.children.insert(step.name)
            case .hook:
                reads = reads.union(step.hook!.reads)
                if step.hook == .tapRecognizer, let inner = self.plan(named: "UITapRecognizer") { reads = reads.union(self.reads(of: inner)) }
            case .inherited, .constant, .text: break
            }
        }
        return reads
    }
}

extension RecipePlan {
    /// The step that reads attribute `name`, if one does.
    func step(reading name: String) -> Step? {
        steps.first { $0.kind == .attribute && $0.name == name }
    }
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
