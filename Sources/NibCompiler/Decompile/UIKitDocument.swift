// UIKitDocument.swift — a UIKit nib's root back into a xib: its top-level objects (File's Owner,
// First Responder and the other placeholders by their identifiers), its connections (outlets,
// actions with their events, outlet collections), runtime attributes and accessibility
// configurations, the images it names, and the document's header.

import InterfaceBuilder
import NibArchive

extension Raising {
    // MARK: - The document

    mutating func uikitDocument() throws(NibDecompiler.Failure) -> NibDecompiler.Decompiled {
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
            case "IBFilesOwner": givenIDs[object.index] = "-1"
            case "IBFirstResponder": givenIDs[object.index] = "-2"
            default:
                givenIDs[object.index] = String(nextPlaceholder)
                nextPlaceholder -= 1
            }
        }
        raiseConnections(items(root["UINibConnectionsKey"]))
        raiseRuntimeAttributes(items(root["UINibKeyValuePairsKey"]))
        raiseAccessibility(items(root["UINibAccessibilityConfigurationsKey"]))
        for what in traitVariations.unrecovered { unrecovered(what) }

        var objects: [DecompiledElement] = []
        for object in topLevel {
            if let identifier = givenIDs[object.index] {
                objects.append(placeholder(object, id: identifier))
            } else {
                objects.append(element(object, key: nil))
            }
        }
        var document = decompiledDocument(
            appKit: false, storyboard: false, autolayout: usesAutolayout, safeAreas: usesSafeAreas, body: DecompiledElement("objects", children: objects))
        let images = imageResources()
        if !images.isEmpty { document.children.append(DecompiledElement("resources", children: images)) }
        for line in danglingReport(document.removeDanglingReferences()) { unrecovered(line) }
        return NibDecompiler.Decompiled(document: document, unrecovered: unrecoveredCounts)
    }

    /// `<image>` resources for the images the nib names (their sizes are not archived: the
    /// placeholder's).
    mutating func imageResources() -> [DecompiledElement] {
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

    mutating func placeholder(_ object: ObjectGraph.ID, id: String) -> DecompiledElement {
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

    mutating func raiseConnections(_ list: [ObjectGraph.ID]) {
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
                for target in items(.object(list)) {
                    var element = DecompiledElement("outletCollection", [("property", label), ("destination", id(of: target))])
                    if listClass != "NSArray" { element.set("collectionClass", listClass) }
                    if appends { element.set("appends", "YES") }
                    // (Ids past the archive's objects: one per element of each collection.)
                    element.set("id", DecompiledIDs.id(forObject: idBase + graph.objects.count + extraIDs))
                    extraIDs += 1
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
    mutating func raiseRuntimeAttributes(_ pairs: [ObjectGraph.ID]) {
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
    func runtimeValue(_ value: ObjectGraph.Value?) -> (type: String, text: String?, child: DecompiledElement?)? {
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
        case "NSColor":
            guard let color = Lowering.raisedAppKitColor(value, in: graph) else { return nil }
            return ("color", nil, DecompiledElement("color", [("key", "value")] + color.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }))
        case "NSCustomResource": return text(values["NSResourceName"]).map { ("image", $0, nil) }
        default:
            return nil
        }
    }

    /// `<accessibility key="accessibilityConfiguration">` of each object.
    mutating func raiseAccessibility(_ configurations: [ObjectGraph.ID]) {
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
}
