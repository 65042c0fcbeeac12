// IBResolver.swift — the resolution pass: is the document consistent with itself?
//
// One walk over the nodes in document order checks:
// - every element and attribute is known (else a warning, once per name per document);
// - YES/NO and number attributes hold such values; required attributes are there (errors);
// - every id is unique (an error, with a note at the first definition);
// - every reference resolves: constraint items, segue destinations, initialViewController, mask
//   references… are errors when they dangle; outlet, action, outlet-collection and binding
//   destinations are warnings (Xcode saves such dangling connections, and ibtool drops them);
// - images and named colors used by name are declared in `<resources>` (warnings).

extension IBDocument {
    /// Connections whose missing destination only drops the connection.
    static let droppableConnections: Set<String> = ["outlet", "action", "outletCollection", "binding"]

    /// Runs the resolution pass, adding what it finds to `diagnostics`.
    public func resolve(into diagnostics: inout Diagnostics) {
        var warnedElements = Set<String>()
        var warnedAttributes = Set<String>()
        var images = Set<String>()
        var colors = Set<String>()
        for entry in resources {
            guard let name = attribute("name", of: entry) else { continue }
            if nodes[entry].name == "image" { images.insert(name) } else { colors.insert(name) }
        }

        for index in nodes.indices {
            let node = nodes[index]
            let element = IBVocabulary.elements[node.name]
            if element == nil, warnedElements.insert(node.name).inserted {
                diagnostics.warning("unknown element <\(node.name)>; it is ignored", at: location(of: index))
            }
            for attribute in attributes(of: index) {
                let type: IBValueType
                if let element {
                    guard let known = element.attributes[attribute.name] else {
                        if warnedAttributes.insert("\(node.name) \(attribute.name)").inserted {
                            diagnostics.warning(
                                "unknown attribute '\(attribute.name)' on <\(node.name)>; it is ignored",
                                at: location(ofAttribute: attribute.name, of: index))
                        }
                        continue
                    }
                    type = known
                } else {
                    continue
                }
                switch type {
                case .bool where attribute.value != "YES" && attribute.value != "NO":
                    diagnostics.error(
                        "attribute '\(attribute.name)' of <\(node.name)> must be YES or NO, not '\(attribute.value)'",
                        at: location(ofAttribute: attribute.name, of: index))
                case .number where Double(attribute.value) == nil:
                    diagnostics.error(
                        "attribute '\(attribute.name)' of <\(node.name)> must be a number, not '\(attribute.value)'",
                        at: location(ofAttribute: attribute.name, of: index))
                case .reference where nodeByID[attribute.value] == nil:
                    reportDangling(attribute, of: index, into: &diagnostics)
                default:
                    break
                }
            }
            if let element, element.role != .connection || (node.parent >= 0 && nodes[node.parent].name == "connections") {
                for alternatives in element.requiredAttributes
                where !alternatives.contains(where: { attribute($0, of: index) != nil }) {
                    diagnostics.error(
                        "<\(node.name)> has no \(alternatives.map { "'\($0)'" }.joined(separator: " or ")) attribute",
                        at: location(of: index))
                }
            }
            if let id = attribute("id", of: index) ?? (node.name == "scene" ? attribute("sceneID", of: index) : nil),
                let first = nodeByID[id], first != index
            {
                diagnostics.error(
                    "duplicate id '\(id)'", at: location(of: index),
                    notes: [Diagnostic(.note, "'\(id)' is first defined here", at: location(of: first))])
            }
            if node.name == "color" || !(element?.imageAttributes.isEmpty ?? true) {
                checkResources(index, element: element, images: images, colors: colors, into: &diagnostics)
            }
        }
    }

    private func reportDangling(_ attribute: IBAttribute, of index: Int, into diagnostics: inout Diagnostics) {
        let name = nodes[index].name
        let at = location(ofAttribute: attribute.name, of: index)
        let target = "'\(attribute.value)'"
        if attribute.name == "destination", IBDocument.droppableConnections.contains(name) {
            let label = self.attribute(name == "action" ? "selector" : name == "binding" ? "name" : "property", of: index) ?? "?"
            diagnostics.warning(
                "\(name) '\(label)' points to \(target), which is not in the document; the connection is dropped", at: at)
            return
        }
        switch (name, attribute.name) {
        case ("constraint", _):
            diagnostics.error("constraint \(attribute.name) \(target) is not in the document", at: at)
        case ("segue", "destination"):
            diagnostics.error("segue destination \(target) is not in the document", at: at)
        case ("document", "initialViewController"):
            diagnostics.error("initial view controller \(target) is not in the document", at: at)
        default:
            diagnostics.error("<\(name)> \(attribute.name) \(target) is not in the document", at: at)
        }
    }

    private func checkResources(
        _ index: Int, element: IBVocabulary.Element?, images: Set<String>, colors: Set<String>,
        into diagnostics: inout Diagnostics
    ) {
        let catalog = attribute("catalog", of: index)
        if nodes[index].name == "color", let color = attribute("name", of: index), catalog != "System", !colors.contains(color) {
            diagnostics.warning("color '\(color)' is not declared in <resources>", at: location(ofAttribute: "name", of: index))
        }
        guard catalog != "system", let element else { return }
        for name in element.imageAttributes {
            guard let image = attribute(name, of: index), !images.contains(image) else { continue }
            diagnostics.warning("image '\(image)' is not declared in <resources>", at: location(ofAttribute: name, of: index))
        }
    }
}
