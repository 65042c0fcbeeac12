// UIKitRaising.swift — a UIKit nib's objects back into a document's elements: each object's class
// chain's plan read backwards (attributes through their codecs, colors and fonts through their
// inverses, shapes through `raise`), its subviews, constraints and connections rebuilt, the
// placeholders of its top level named by their identifiers. Ids come from the objects' places
// (`DecompiledIDs`); what no element can say is counted in `unrecovered`.

import InterfaceBuilder
import NibArchive

struct UIKitRaising {
    let graph: ObjectGraph
    let model = IBClassModel.standard
    let plans = ArchivePlans.standard
    /// Each class's element (the first its declaration names that compiles to it).
    let elementByClass: [String: String]
    /// The ids of the placeholders (File's Owner -1, First Responder -2, others -3 on).
    private var placeholderIDs: [Int: String] = [:]
    /// The `<connections>` children of each source object, by object index.
    private var connections: [Int: [DecompiledElement]] = [:]
    /// Runtime attributes and accessibility of each object, by object index.
    private var extras: [Int: [DecompiledElement]] = [:]
    private var unrecoveredCounts: [String: Int] = [:]
    /// Objects already written as an element (an object is written once).
    private var written: Set<Int> = []
    private var usesAutolayout = false
    private var usesSafeAreas = false

    init(graph: ObjectGraph) {
        self.graph = graph
        var byClass: [String: String] = [:]
        let byElement = ArchivePlans.standard.byElement
        for declaration in IBClassModel.standard.declarations where declaration.platform == .uikit || declaration.platform == .document {
            if let element = declaration.elements.first(where: { byElement[$0] == declaration.name }), byClass[declaration.name] == nil {
                byClass[declaration.name] = element
            }
        }
        elementByClass = byClass
    }

    private mutating func unrecovered(_ what: String) { unrecoveredCounts[what, default: 0] += 1 }

    // MARK: - Reading the graph

    private func values(of object: ObjectGraph.ID) -> [String: ObjectGraph.Value] {
        var result: [String: ObjectGraph.Value] = [:]
        for entry in graph[object].entries where result[entry.key] == nil { result[entry.key] = entry.value }
        return result
    }

    /// The objects of an inlined array value.
    private func items(_ value: ObjectGraph.Value?) -> [ObjectGraph.ID] {
        guard case .object(let list)? = value else { return [] }
        return graph[list].entries.compactMap { entry in
            guard entry.key == "UINibEncoderEmptyKey", case .object(let item) = entry.value else { return nil }
            return item
        }
    }

    private func text(_ value: ObjectGraph.Value?) -> String? { graph.text(of: value) }

    /// The class an object stands for (a swapper's original class) and its custom class.
    private func classes(of object: ObjectGraph.ID) -> (className: String, customClass: String?) {
        let raw = graph[object]
        guard raw.className == "UIClassSwapper" else { return (raw.className, nil) }
        let values = self.values(of: object)
        return (text(values["UIOriginalClassName"]) ?? "UIView", text(values["UIClassName"]))
    }

    /// The id of an object in the document.
    private func id(of object: ObjectGraph.ID) -> String {
        placeholderIDs[object.index] ?? DecompiledIDs.id(forObject: object.index)
    }

    /// A key's value as a codec reads it back.
    private func encoded(_ value: ObjectGraph.Value?) -> EncodedValue? {
        guard let value else { return nil }
        guard case .object(let object) = value else { return .value(value) }
        switch graph[object].className {
        case "NSString", "NSMutableString": return text(value).map(EncodedValue.string)
        case "NSLocalizableString": return text(value).map(EncodedValue.localizable)
        case "UIImageNibPlaceholder": return text(values(of: object)["UIResourceName"]).map(EncodedValue.image)
        default: return .reference(id(of: object))
        }
    }

    // MARK: - The document

    mutating func document() throws(NibDecompiler.Failure) -> NibDecompiler.Decompiled {
        guard !graph.objects.isEmpty else { throw NibDecompiler.Failure(message: "the nib has no objects") }
        let root = values(of: ObjectGraph.ID(index: 0))
        guard root["UINibTopLevelObjectsKey"] != nil else {
            let kind = root["IB.objectdata"] != nil ? "an AppKit nib (not decompiled yet)" : "not a UIKit nib"
            throw NibDecompiler.Failure(message: "\(kind): its root has no UINibTopLevelObjectsKey")
        }
        let topLevel = items(root["UINibTopLevelObjectsKey"])
        var nextPlaceholder = -3
        for object in topLevel where graph[object].className == UIKitNibFormat.proxyClass {
            switch text(values(of: object)[UIKitNibFormat.proxyIdentifierKey]) {
            case "IBFilesOwner": placeholderIDs[object.index] = "-1"
            case "IBFirstResponder": placeholderIDs[object.index] = "-2"
            default:
                placeholderIDs[object.index] = String(nextPlaceholder)
                nextPlaceholder -= 1
            }
        }
        raiseConnections(items(root["UINibConnectionsKey"]))
        raiseRuntimeAttributes(items(root["UINibKeyValuePairsKey"]))
        raiseAccessibility(items(root["UINibAccessibilityConfigurationsKey"]))
        if !items(root["UINibTraitStorageListsKey"]).isEmpty {
            unrecoveredCounts["the nib's size-class variations (\(items(root["UINibTraitStorageListsKey"]).count))", default: 0] += 1
        }

        var objects: [DecompiledElement] = []
        for object in topLevel {
            if let identifier = placeholderIDs[object.index] {
                objects.append(placeholder(object, id: identifier))
            } else {
                objects.append(element(object, key: nil))
            }
        }
        var attributes: [(name: String, value: String)] = [
            ("type", "com.apple.InterfaceBuilder3.CocoaTouch.XIB"), ("version", "3.0"), ("toolsVersion", "23504"),
            ("targetRuntime", "iOS.CocoaTouch"), ("propertyAccessControl", "none"),
        ]
        if usesAutolayout { attributes.append(("useAutolayout", "YES")) }
        attributes.append(("useTraitCollections", "YES"))
        if usesSafeAreas { attributes.append(("useSafeAreas", "YES")) }
        attributes.append(("colorMatched", "YES"))
        var document = DecompiledElement("document", attributes, children: [
            DecompiledElement("dependencies", children: [
                DecompiledElement("plugIn", [("identifier", "com.apple.InterfaceBuilder.IBCocoaTouchPlugin"), ("version", "23504")]),
                DecompiledElement("capability", [("name", "documents saved in the Xcode 8 format"), ("minToolsVersion", "8.0")]),
            ]),
            DecompiledElement("objects", children: objects),
        ])
        let images = imageResources()
        if !images.isEmpty { document.children.append(DecompiledElement("resources", children: images)) }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        document.write(into: &xml, depth: 0)
        let lines = unrecoveredCounts.sorted { $0.key < $1.key }.map { $0.value == 1 ? $0.key : "\($0.key) ×\($0.value)" }
        return NibDecompiler.Decompiled(xml: xml, unrecovered: lines)
    }

    /// `<image>` resources for the images the nib names (their sizes are not archived: the
    /// placeholder's).
    private mutating func imageResources() -> [DecompiledElement] {
        var sizes: [String: (String, String)] = [:]
        for object in graph.objects where object.className == "UIImageNibPlaceholder" {
            var values: [String: ObjectGraph.Value] = [:]
            for entry in object.entries where values[entry.key] == nil { values[entry.key] = entry.value }
            guard let name = text(values["UIResourceName"]), sizes[name] == nil else { continue }
            func size(_ key: String) -> String {
                if case .float(let number)? = values[key] { return KeyRecipe.Codec.text(Double(number)) }
                return "1"
            }
            sizes[name] = (size("UIImageWidth"), size("UIImageHeight"))
        }
        if !sizes.isEmpty { unrecovered("image sizes (not archived): \(sizes.count)") }
        return sizes.keys.sorted().map { DecompiledElement("image", [("name", $0), ("width", sizes[$0]!.0), ("height", sizes[$0]!.1)]) }
    }

    private mutating func placeholder(_ object: ObjectGraph.ID, id: String) -> DecompiledElement {
        written.insert(object.index)
        let identifier = text(values(of: object)[UIKitNibFormat.proxyIdentifierKey]) ?? ""
        var element = DecompiledElement("placeholder", [("placeholderIdentifier", identifier), ("id", id)])
        switch identifier {
        case "IBFilesOwner":
            element.set("userLabel", "File's Owner")
            unrecovered("File's Owner's class (not archived)")
        case "IBFirstResponder": element.set("customClass", "UIResponder")
        default: break
        }
        if let list = connections[object.index] { element.children.append(DecompiledElement("connections", children: list)) }
        return element
    }

    // MARK: - Connections

    private mutating func raiseConnections(_ list: [ObjectGraph.ID]) {
        let action = model.classDeclaration(forElement: "action", platform: .uikit)
        let events = action.flatMap { model.attribute("eventType", of: $0) }
        for connection in list {
            let values = self.values(of: connection)
            guard case .object(let source)? = values["UISource"], let label = text(values["UILabel"]) else {
                unrecovered("a connection without a source or label")
                continue
            }
            var destination: String?
            if case .object(let target)? = values["UIDestination"] { destination = id(of: target) }
            if graph[connection].className == "UIRuntimeOutletCollectionConnection" {
                // One element per object of the collection (ibtool's one list of them).
                guard case .object(let list)? = values["UIDestination"] else { continue }
                let listClass = text(values["runtimeCollectionClassName"]) ?? "NSArray"
                let appends = values["addsContentToExistingCollection"] == .bool(true)
                for (position, target) in items(.object(list)).enumerated() {
                    var element = DecompiledElement("outletCollection", [("property", label), ("destination", id(of: target))])
                    if listClass != "NSArray" { element.set("collectionClass", listClass) }
                    if appends { element.set("appends", "YES") }
                    // (Ids past the archive's objects: one per element of each collection.)
                    element.set("id", DecompiledIDs.id(forObject: graph.objects.count + connection.index * 1024 + position))
                    connections[source.index, default: []].append(element)
                }
                continue
            }
            var element: DecompiledElement
            switch graph[connection].className {
            case "UIRuntimeOutletConnection":
                element = DecompiledElement("outlet", [("property", label), ("destination", destination ?? "")])
            case "UIRuntimeEventConnection":
                element = DecompiledElement("action", [("selector", label), ("destination", destination ?? "")])
                if case .integer(let mask)? = values["UIEventMask"] {
                    if case .enumeration(let cases)? = events?.domain, let name = cases.first(where: { $0.value == mask })?.name {
                        element.set("eventType", name)
                    } else {
                        unrecovered("an action's event mask that is not one event")
                    }
                }
            default:
                unrecovered("a connection of class \(graph[connection].className)")
                continue
            }
            element.set("id", id(of: connection))
            connections[source.index, default: []].append(element)
        }
    }

    // MARK: - Runtime attributes and accessibility

    /// `<userDefinedRuntimeAttributes>` of each object, from the nib's key-value pairs.
    private mutating func raiseRuntimeAttributes(_ pairs: [ObjectGraph.ID]) {
        var lists: [Int: [DecompiledElement]] = [:]
        for pair in pairs {
            let values = self.values(of: pair)
            guard case .object(let owner)? = values["UIObject"], let keyPath = text(values["UIKeyPath"]), let value = runtimeValue(values["UIValue"]) else {
                unrecovered("a runtime attribute of a value nibc does not read back")
                continue
            }
            var element = DecompiledElement("userDefinedRuntimeAttribute", [("type", value.type), ("keyPath", keyPath)])
            if let text = value.text { element.set("value", text) }
            if let child = value.child { element.children.append(child) }
            lists[owner.index, default: []].append(element)
        }
        for (owner, list) in lists { extras[owner, default: []].append(DecompiledElement("userDefinedRuntimeAttributes", children: list)) }
    }

    /// A runtime attribute's type, and its value as an attribute or a `value` child. (A boolean is
    /// an integer 0 or 1 in the nib, as a number 0 or 1 is: it comes back as the number.)
    private func runtimeValue(_ value: ObjectGraph.Value?) -> (type: String, text: String?, child: DecompiledElement?)? {
        guard case .object(let object)? = value else { return nil }
        let values = self.values(of: object)
        switch graph[object].className {
        case "NSNumber":
            if case .integer(let number)? = values[FoundationKeys.intValue] {
                return ("number", nil, DecompiledElement("integer", [("key", "value"), ("value", String(number))]))
            }
            if case .bool(let flag)? = values[FoundationKeys.boolValue] { return ("boolean", flag ? "YES" : "NO", nil) }
            if case .double(let number)? = values[FoundationKeys.doubleValue] {
                return ("number", nil, DecompiledElement("real", [("key", "value"), ("value", KeyRecipe.Codec.text(number))]))
            }
            return nil
        case "NSString", "NSMutableString": return text(value).map { ("string", $0, nil) }
        case "NSLocalizableString": return text(value).map { ("localizedString", $0, nil) }
        case "UIImageNibPlaceholder": return text(values["UIResourceName"]).map { ("image", $0, nil) }
        case "UIColor":
            guard let color = Lowering.raisedColor(value, in: graph) else { return nil }
            return ("color", nil, DecompiledElement("color", [("key", "value")] + color.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
        default:
            return nil
        }
    }

    /// `<accessibility key="accessibilityConfiguration">` of each object.
    private mutating func raiseAccessibility(_ configurations: [ObjectGraph.ID]) {
        for configuration in configurations {
            let values = self.values(of: configuration)
            guard case .object(let owner)? = values["UIAccessibileObject"] else {
                unrecovered("an accessibility configuration without its object")
                continue
            }
            var element = DecompiledElement("accessibility", [("key", "accessibilityConfiguration")])
            for (key, attribute) in [("UIAccessibilityHint", "hint"), ("UIAccessibilityIdentifier", "identifier"), ("UIAccessibilityLabel", "label")] {
                if let text = text(values[key]) { element.set(attribute, text) }
            }
            if case .object(let number)? = values["UIAccessibilityTraits"], case .integer(let bits)? = self.values(of: number)[FoundationKeys.intValue] {
                var traits = DecompiledElement("accessibilityTraits", [("key", "traits")])
                for (name, bit) in Lowering.accessibilityTraits.sorted(by: { $0.value < $1.value }) where bits & bit != 0 { traits.set(name, "YES") }
                element.children.append(traits)
            }
            if case .object(let number)? = values["UIIsAccessibilityElement"], case .integer(let flag)? = self.values(of: number)[FoundationKeys.intValue] {
                element.children.append(DecompiledElement("bool", [("key", "isElement"), ("value", flag != 0 ? "YES" : "NO")]))
            }
            extras[owner.index, default: []].append(element)
        }
    }

    // MARK: - Objects

    /// The element of `object` (`key`: the keyed child it is of its parent).
    mutating func element(_ object: ObjectGraph.ID, key: String?, depth: Int = 0) -> DecompiledElement {
        written.insert(object.index)
        guard depth < Self.maximumDepth else {
            unrecovered("views nested deeper than \(Self.maximumDepth) levels (left out)")
            return DecompiledElement("view", [("id", id(of: object))])
        }
        let (className, customClass) = classes(of: object)
        let values = self.values(of: object)
        guard let declaration = model.declaration(className, on: .uikit) ?? model.declaration(className, on: .document),
            let name = elementByClass[className], let plan = plans.plan(forClass: declaration.index).plan
        else {
            unrecovered("an object of class \(className), which the class model does not compile")
            var element = DecompiledElement("customObject", [("id", id(of: object)), ("customClass", customClass ?? className)])
            if let key { element.attributes.insert(("key", key), at: 0) }
            return element
        }
        var raised = RaisedElement()
        var order: [String] = []
        var consumed: Set<String> = ["UIClassName", "UIOriginalClassName"]
        var nested: [DecompiledElement] = []
        var subviews: [DecompiledElement] = []
        var constraints: [DecompiledElement] = []
        var fromShapes = RaisedElement()
        // A cell's content view is among its subviews too: written once, as the keyed child.
        var contentView: ObjectGraph.ID?
        if case .object(let view)? = values["UIContentView"], !written.contains(view.index) {
            contentView = view
            written.insert(view.index)
        }
        for step in plan.steps {
            let key = step.recipe.key
            switch step.kind {
            case .inherited, .constant, .text:
                consumed.insert(key)
            case .attribute:
                consumed.insert(key)
                if case .attribute(let text)? = step.recipe.codec.decode(encoded(values[key]), declared: step.declared) {
                    raised.attributes[step.name] = text
                    order.append(step.name)
                }
            case .childAttribute:
                consumed.insert(key)
                if case .attribute(let text)? = step.recipe.codec.decode(encoded(values[key]), declared: step.declared) {
                    raised.children[step.childKey, default: RaisedElement()].attributes[step.name] = text
                }
            case .child:
                consumed.insert(key)
                guard let value = values[key], value != .null else { continue }
                switch step.recipe.codec {
                case .color, .colorOr:
                    if let color = Lowering.raisedColor(value, in: graph) { raised.children[step.name] = RaisedElement(attributes: color) } else { unrecovered("\(className).\(key): a color") }
                case .font:
                    if let font = Lowering.raisedFont(value, in: graph) { raised.children[step.name] = RaisedElement(attributes: font) } else { unrecovered("\(className).\(key): a font") }
                case .object, .objectOrNull:
                    if case .object(let inner) = value, !written.contains(inner.index) { nested.append(element(inner, key: step.name, depth: depth + 1)) }
                case .unlessNil(_, let ifNil):
                    // `<nil key=…/>`: Interface Builder's "Default"; any other value says the child
                    // is there, which the step that reads it gives back.
                    if value == ifNil { raised.children[step.name] = Self.nilChild }
                case .present:
                    break
                case .insets:
                    if case .data(let bytes) = value, let geometry = NibGeometry(bytes: bytes), geometry.components.count == 4 {
                        let c = geometry.components.map(KeyRecipe.Codec.text)
                        raised.children[step.name] = RaisedElement(attributes: ["minX": c[1], "minY": c[0], "maxX": c[3], "maxY": c[2]])
                    }
                case .size:
                    if case .data(let bytes) = value, let geometry = NibGeometry(bytes: bytes), geometry.components.count == 2 {
                        let c = geometry.components.map(KeyRecipe.Codec.text)
                        raised.children[step.name] = RaisedElement(attributes: ["width": c[0], "height": c[1]])
                    }
                default:
                    unrecovered("\(className).\(key)")
                }
            case .shape:
                guard let shape = step.shape else { continue }
                consumed.formUnion(shape.keys)
                if shape.name == CellContentViewShape.name {
                    if let contentView {
                        written.remove(contentView.index)
                        nested.append(element(contentView, key: "contentView", depth: depth + 1))
                    }
                } else if shape.name == LayoutGuidesShape.name {
                    for guide in items(values["UIViewLayoutGuides"]) {
                        written.insert(guide.index)
                        usesSafeAreas = true
                        nested.append(DecompiledElement("viewLayoutGuide", [("key", "safeArea"), ("id", id(of: guide))]))
                    }
                } else if let listName = Self.listShapes[shape.name] {
                    var list: [DecompiledElement] = []
                    for item in items(values[shape.keys[0]]) where !written.contains(item.index) { list.append(element(item, key: nil, depth: depth + 1)) }
                    if !list.isEmpty { nested.append(DecompiledElement(listName, children: list)) }
                } else if shape.name == SubviewsShape.name {
                    for view in items(values["UISubviews"]) where !written.contains(view.index) {
                        // (A cell's separator and a controller's layout guides are UIKit's, made by
                        // ibtool: compiling makes them again.)
                        if Self.derivedViews.contains(graph[view].className) {
                            written.insert(view.index)
                            continue
                        }
                        subviews.append(element(view, key: nil, depth: depth + 1))
                    }
                } else if shape.name == ConstraintsShape.name {
                    for constraint in items(values["UIViewAutolayoutConstraints"]) {
                        if let made = self.constraint(constraint, owner: object, depth: depth + 1) { constraints.append(made) }
                    }
                } else if let invertible = shape as? any InvertibleShape.Type {
                    var shapeValues: [String: ObjectGraph.Value] = [:]
                    for name in shape.keys { if let value = values[name] { shapeValues[name] = value } }
                    invertible.raise(shapeValues, in: graph, into: &fromShapes)
                } else if !Self.structureShapes.contains(shape.name), shape.keys.contains(where: { values[$0] != nil }) {
                    unrecovered("@\(shape.name) of \(className)")
                }
            }
        }
        // What a shape gives back fills what the codecs did not say (a constraint's V2 attribute
        // is the document's; the legacy one a shape reads is its edge).
        for (name, value) in fromShapes.attributes.sorted(by: { $0.key < $1.key }) where raised.attributes[name] == nil {
            raised.attributes[name] = value
            order.append(name)
        }
        for (name, child) in fromShapes.children where raised.children[name] == nil { raised.children[name] = child }
        for key in values.keys.sorted() where !consumed.contains(key) { unrecovered("\(className).\(key)") }
        if values["UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"] != nil || !constraints.isEmpty { usesAutolayout = true }

        var element = DecompiledElement(name)
        if let key { element.attributes.append(("key", key)) }
        for name in order where raised.attributes[name] != nil && element[attribute: name] == nil { element.attributes.append((name, raised.attributes[name]!)) }
        element.attributes.append(("id", id(of: object)))
        if let customClass { element.attributes.append(("customClass", customClass)) }
        element.children = children(of: raised, declaration: declaration)
        if !subviews.isEmpty { element.children.append(DecompiledElement("subviews", children: subviews)) }
        element.children += nested
        if !constraints.isEmpty { element.children.append(DecompiledElement("constraints", children: constraints)) }
        element.children += extras[object.index] ?? []
        if let list = connections[object.index] { element.children.append(DecompiledElement("connections", children: list)) }
        return element
    }

    /// How deep elements nest: deeper objects are left out (a hostile nib cannot exhaust the
    /// stack; Interface Builder's documents nest a few dozen levels).
    static let maximumDepth = 100

    /// Shapes that archive a list of the element's children (`<items>`), by the list's element.
    static let listShapes = ["toolbarItems": "items", "barItems": "items"]

    /// Views ibtool adds that no document has (UIKitCells.swift, LowerStoryboard.swift).
    static let derivedViews: Set<String> = ["_UITableViewCellSeparatorView", "_UILayoutGuide"]

    /// A keyed child written `<nil key=…/>`.
    static let nilChild = RaisedElement(attributes: ["": "nil"])

    /// Shapes whose keys the structure code reads back (a constraint's items and constant).
    static let structureShapes: Set<String> = ["firstItem", "secondItem", "constant", "constantV2"]

    /// The keyed children a raised element holds, as elements: the frame first, then by key.
    private func children(of raised: RaisedElement, declaration: IBClassDeclaration?) -> [DecompiledElement] {
        let keys = raised.children.keys.sorted { (rank($0), $0) < (rank($1), $1) }
        return keys.map { key in
            let child = raised.children[key]!
            if child == Self.nilChild { return DecompiledElement("nil", [("key", key)]) }
            let keyed = declaration.flatMap { model.keyedChild(key, of: $0) }
            // (A shape's unkeyed child, `<blurEffect>`, is held by its element's name.)
            let unkeyed = keyed == nil && model.classDeclaration(forElement: key, platform: .uikit) != nil
            let name = keyed?.elements.first ?? (unkeyed ? key : Self.elementName(forKey: key, attributes: child.attributes))
            var element = DecompiledElement(name)
            if !unkeyed && (keyed != nil || name != key) { element.attributes.append(("key", key)) }
            for attribute in child.attributes.sorted(by: { $0.key < $1.key }) { element.attributes.append((attribute.key, attribute.value)) }
            element.children = children(of: child, declaration: nil)
            return element
        }
    }

    private func rank(_ key: String) -> Int {
        switch key {
        case "frame": 0
        case "autoresizingMask": 1
        default: 2
        }
    }

    /// The element a keyed child no declaration names is written as, from what it says.
    static func elementName(forKey key: String, attributes: [String: String]) -> String {
        if attributes["systemColor"] != nil || attributes["red"] != nil || attributes["white"] != nil || attributes["name"] != nil && attributes["pointSize"] == nil {
            return "color"
        }
        if attributes["pointSize"] != nil || attributes["style"] != nil { return "fontDescription" }
        if attributes["x"] != nil, attributes["width"] != nil { return "rect" }
        if attributes["minX"] != nil { return "inset" }
        return key
    }

    /// A constraint of `owner`'s list: its plan's attributes, its items as ids (the first left out
    /// when it is the owner), its constant. ibtool's own constraints (prototyping, layout support)
    /// are derived, not the document's.
    private mutating func constraint(_ object: ObjectGraph.ID, owner: ObjectGraph.ID, depth: Int) -> DecompiledElement? {
        let className = graph[object].className
        guard className == "NSLayoutConstraint" else {
            if className != "NSIBPrototypingLayoutConstraint" && className != "_UILayoutSupportConstraint" { unrecovered("a constraint of class \(className)") }
            return nil
        }
        written.insert(object.index)
        usesAutolayout = true
        var made = element(object, key: nil, depth: depth)
        let values = self.values(of: object)
        if case .object(let first)? = values["NSFirstItem"], first != owner { made.attributes.insert(("firstItem", id(of: first)), at: 0) }
        if case .object(let second)? = values["NSSecondItem"] { made.set("secondItem", id(of: second)) }
        let constant = values["NSConstantV2"] ?? values["NSConstant"]
        if case .double(let number)? = constant, number != 0 { made.set("constant", KeyRecipe.Codec.text(number)) }
        if case .float(let number)? = constant, number != 0 { made.set("constant", KeyRecipe.Codec.text(Double(number))) }
        // (The id last, as Interface Builder writes it.)
        if let index = made.attributes.firstIndex(where: { $0.name == "id" }) { made.attributes.append(made.attributes.remove(at: index)) }
        return made
    }
}
