// UIKitRuntime.swift — what UIKit applies to objects after decoding them: outlet collections,
// user-defined runtime attributes (UINibKeyValuePair) and accessibility configurations
// (UIRuntimeAccessibilityConfiguration), each listed in its own root list (FIELD-GUIDE §2.4, §2.5).
//
// Evidence (corpus nibs, `UIRuntimeOutletCollectionConnection` 38, `UINibKeyValuePair` 104,
// `UIRuntimeAccessibilityConfiguration` 146):
// - all `<outletCollection>`s of one source and property are one connection whose `UIDestination`
//   is an NSMutableArray of the targets; `addsContentToExistingCollection` is true exactly for the
//   `appends="YES"` ones (gesture recognizers); `runtimeCollectionClassName` is 'NSArray' in every
//   sample (the `collectionClass` attribute, when given, is assumed to replace it — no sample);
// - runtime attributes: `UIObject`, `UIValue`, `UIKeyPath` in that order; booleans are NSNumber
//   int8 0/1 (`NS.intval`), `<integer>` numbers NSNumber integers, `<real>` NSNumber doubles,
//   strings NSString, colors UIColor, images UIImageNibPlaceholder, rects NSValue (special 3,
//   `NS.rectval` "{{x, y}, {w, h}}"); points and sizes follow NSValue's keyed form (special 1 and 2,
//   `NS.pointval`, `NS.sizeval`: inferred, no sample); ranges and nil values are not compiled;
// - accessibility: `UIAccessibileObject` (sic) first, then the set values in alphabetical order of
//   key; traits are an NSNumber of UIAccessibilityTraits bits (notEnabled 256, staticText 64, …);
//   `UIAccessibilityHint` is assumed by analogy (no sample has a hint).

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// Outlets, actions and outlet collections, in document order (a collection at its first element).
    mutating func lowerConnections() -> [NibConnection] {
        var result: [NibConnection] = []
        /// Source and property → the connection's target list.
        var collections: [String: ObjectGraph.ID] = [:]
        for connection in document.connections(in: region.ranges) {
            // Between two objects of another nib (both reached through placeholders): not here.
            if upstreamNodes.contains(connection.source) {
                let other = connection.kind == .segue ? connection.node : connection.destination.flatMap { document.nodeByID[$0] }
                if let other, upstreamNodes.contains(other) { continue }
            }
            // Between two scenes: no nib has it (`leaveOutCrossSceneConnections`).
            if document.kind == .storyboard, Lowering.crossesScenes(connection, in: document, sceneOf: sceneOf) { continue }
            if connection.kind == .outletCollection {
                guard let source = objects[connection.source], let destinationID = connection.destination,
                    let destination = lowered(id: destinationID)
                else { continue }
                let key = "\(connection.source)|\(connection.label ?? "")"
                markArchived(connection)
                // Every element of a collection names its class; the first one's makes the list.
                let className = attribute("collectionClass", of: connection.node) ?? "NSArray"
                let appends = flag("appends", of: connection.node) == true
                if let list = collections[key] {
                    graph.append(FoundationKeys.element, .object(destination), to: list)
                    continue
                }
                let list = graph.array([destination], className: "NSMutableArray")
                collections[key] = list
                result.append(
                    NibConnection(
                        kind: .outletCollection(listClass: className, appends: appends), label: connection.label ?? "", source: source,
                        destination: list))
            } else if connection.kind == .segue {
                if let made = lowerSegueTrigger(connection) { result.append(made) }
            } else if let made = lowerConnection(connection) {
                markArchived(connection)
                result.append(made)
            }
        }
        return result
    }

    /// Each node's `<scene>` (-1: none), found in one pass (parents come before their children).
    static func sceneTable(of document: IBDocument) -> [Int32] {
        var sceneOf = [Int32](repeating: -1, count: document.nodes.count)
        for node in document.nodes.indices {
            let parent = document.nodes[node].parent
            sceneOf[node] = document.nodes[node].symbol == .scene ? Int32(node) : parent >= 0 ? sceneOf[parent] : -1
        }
        return sceneOf
    }

    /// Whether an outlet, action or outlet collection of a storyboard joins objects of two scenes
    /// (`sceneOf`: `sceneTable`).
    static func crossesScenes(_ connection: IBConnection, in document: IBDocument, sceneOf: [Int32]) -> Bool {
        guard connection.kind != .segue, let id = connection.destination, let destination = document.nodeByID[id] else { return false }
        return crossesScenes(connection.node, to: destination, sceneOf: sceneOf)
    }

    /// Whether the connection element `node` and the object `destination` are in two scenes.
    static func crossesScenes(_ node: Int, to destination: Int, sceneOf: [Int32]) -> Bool {
        guard node < sceneOf.count, destination < sceneOf.count else { return false }
        let (source, target) = (sceneOf[node], sceneOf[destination])
        return source >= 0 && target >= 0 && source != target
    }

    /// Records an outlet's or action's attributes as read: a nib archives the connection. One that
    /// no nib archives (its destination is in another scene, which Interface Builder does not
    /// allow) is then reported as not compiled.
    func markArchived(_ connection: IBConnection) {
        _ = attribute("destination", of: connection.node)
        _ = attribute(connection.kind.labelAttribute, of: connection.node)
    }

    // MARK: User-defined runtime attributes

    /// Every `<userDefinedRuntimeAttribute>` of a lowered object, as UINibKeyValuePair objects.
    mutating func lowerRuntimeAttributes() -> [ObjectGraph.ID] {
        var pairs: [ObjectGraph.ID] = []
        for node in region.nodes where document[node].symbol == .userDefinedRuntimeAttribute {
            guard let list = parent(of: node), document[list].name == "userDefinedRuntimeAttributes",
                let owner = parent(of: list), let object = objects[owner], let keyPath = attribute("keyPath", of: node),
                let value = runtimeValue(node)
            else { continue }
            pairs.append(
                graph.add("UINibKeyValuePair", [
                    .init("UIObject", .object(object)), .init("UIValue", value), .init("UIKeyPath", string(keyPath)),
                ]))
        }
        return pairs
    }

    /// The types of runtime attribute this lowering writes.
    static let runtimeAttributeTypes: Set<String> = ["boolean", "number", "string", "color", "image", "rect", "point", "size"]

    private mutating func runtimeValue(_ node: Int) -> ObjectGraph.Value? {
        let valueChild = document.child(key: "value", of: node)
        switch attribute("type", of: node) {
        case "boolean":
            return number(flag("value", of: node) == true ? 1 : 0)
        case "number":
            guard let child = valueChild, let text = attribute("value", of: child) else { return nil }
            if document[child].name == "integer", let integer = Int64(text) { return number(integer) }
            return Double(text).map { .object(graph.number($0)) }
        case "string":
            return attribute("value", of: node).map { string($0) }
        case "color":
            return valueChild.flatMap { color($0) }
        case "image":
            return attribute("value", of: node).map { imagePlaceholder($0) }
        case "rect":
            guard let child = valueChild, let x = double("x", of: child), let y = double("y", of: child),
                let width = double("width", of: child), let height = double("height", of: child)
            else { return nil }
            return nsValue(special: 3, key: "NS.rectval", "{{\(g(x)), \(g(y))}, {\(g(width)), \(g(height))}}")
        case "point":
            guard let child = valueChild, let x = double("x", of: child), let y = double("y", of: child) else { return nil }
            return nsValue(special: 1, key: "NS.pointval", "{\(g(x)), \(g(y))}")
        case "size":
            guard let child = valueChild, let width = double("width", of: child), let height = double("height", of: child)
            else { return nil }
            return nsValue(special: 2, key: "NS.sizeval", "{\(g(width)), \(g(height))}")
        default:
            return nil
        }
    }

    private mutating func nsValue(special: Int64, key: String, _ text: String) -> ObjectGraph.Value {
        let textValue = string(text)
        return .object(graph.add("NSValue", [.init("NS.special", .integer(special)), .init(key, textValue)]))
    }

    /// A coordinate as NSStringFromCGRect prints it: integers without a fraction.
    private func g(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    private func parent(of node: Int) -> Int? {
        let parent = document[node].parent
        return parent >= 0 ? parent : nil
    }

    // MARK: Accessibility

    /// UIAccessibilityTraits bits by `<accessibilityTraits>` attribute.
    static let accessibilityTraits: [String: Int64] = [
        "button": 1, "link": 2, "image": 4, "selected": 8, "playsSound": 16, "keyboardKey": 32, "staticText": 64,
        "summaryElement": 128, "notEnabled": 256, "updatesFrequently": 512, "searchField": 1024,
        "startsMediaSession": 2048, "adjustable": 4096, "allowsDirectInteraction": 8192, "causesPageTurn": 16384,
        "header": 65536,
    ]

    /// Every `<accessibility key="accessibilityConfiguration">` of a lowered object.
    mutating func lowerAccessibility() -> [ObjectGraph.ID] {
        var configurations: [ObjectGraph.ID] = []
        for node in region.nodes where document[node].symbol == .accessibility {
            guard attribute(.key, of: node) == "accessibilityConfiguration", let owner = parent(of: node),
                let object = objects[owner]
            else { continue }
            var entries: [ObjectGraph.Entry] = []
            if let hint = attribute("hint", of: node) { entries.append(.init("UIAccessibilityHint", text(hint, of: owner, property: "accessibilityHint"))) }
            if let identifier = attribute("identifier", of: node) {
                entries.append(.init("UIAccessibilityIdentifier", string(identifier)))
            }
            if let label = attribute("label", of: node) { entries.append(.init("UIAccessibilityLabel", text(label, of: owner, property: "accessibilityLabel"))) }
            if let traits = document.child("accessibilityTraits", of: node) {
                var bits: Int64 = 0
                for (name, bit) in Self.accessibilityTraits where flag(name, of: traits) == true { bits |= bit }
                entries.append(.init("UIAccessibilityTraits", number(bits)))
            }
            if let element = document.child(key: "isElement", of: node), document[element].name == "bool" {
                entries.append(.init("UIIsAccessibilityElement", number(flag("value", of: element) == true ? 1 : 0)))
            }
            guard !entries.isEmpty else { continue }
            configurations.append(graph.add("UIRuntimeAccessibilityConfiguration", [.init("UIAccessibileObject", .object(object))] + entries))
        }
        return configurations
    }
}
