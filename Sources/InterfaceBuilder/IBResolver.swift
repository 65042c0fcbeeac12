// IBResolver.swift — the resolution pass: is the document consistent with itself?
//
// One walk over the nodes in document order checks:
// - every element, attribute and keyed child is declared by the element's class or a superclass
//   in the class model (Classes/), else a warning, once per name per document;
// - values are in their declared domains: outside, an error in geometry and a warning elsewhere;
//   required attributes are there (errors);
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

        let model = IBClassModel.standard
        // Each class's tables, fetched once for the document.
        var fetched = FetchedPerClass<IBClassDeclaration.Tables>()
        func tables(_ declaration: IBClassDeclaration) -> IBClassDeclaration.Tables {
            fetched.value(forClass: declaration.index) { model.declarations[$0].tables }
        }
        for index in nodes.indices {
            let node = nodes[index]
            guard let declaration = classDeclaration(of: index) else {
                if warnedElements.insert(node.name).inserted {
                    diagnostics.warning("unknown element <\(node.name)>; it is ignored", at: location(of: index))
                }
                continue
            }
            // A keyed child is a property of its parent's class (size-class variations and masks
            // are IB's, on any object; `<nil>` unsets any declared property).
            if let key = attribute(.key, of: index), node.parent >= 0, let parentClass = classDeclaration(of: node.parent),
                node.name != "variation", node.name != "mask", tables(parentClass).keyedChild(key, symbol: keySymbol(of: index)) == nil,
                warnedAttributes.insert("\(nodes[node.parent].name) <\(key)>").inserted
            {
                diagnostics.warning(
                    "unknown property '\(key)' (<\(node.name) key=\"\(key)\">) of <\(nodes[node.parent].name)>; it is ignored",
                    at: location(of: index))
            }
            // Images are checked against <resources> where the element can name one: not an
            // `<image>` (it declares one), not `<accessibilityTraits image="YES">` (a trait), not a
            // system image.
            var checksImages: Bool? = nil
            var undeclaredImages: [IBAttribute] = []
            let declaredAttributes = tables(declaration)
            for attribute in attributes(of: index) where attribute.symbol != .key {
                guard let declared = declaredAttributes.attribute(attribute) else {
                    if warnedAttributes.insert("\(node.name) \(attribute.name)").inserted {
                        diagnostics.warning(
                            "unknown attribute '\(attribute.name)' on <\(node.name)>; it is ignored",
                            at: location(ofAttribute: attribute.name, of: index))
                    }
                    continue
                }
                checkValue(attribute, declared, of: index, into: &diagnostics)
                if declared.namesImage {
                    if checksImages == nil {
                        checksImages = peek("catalog", of: index) != "system" && node.name != "image" && node.name != "accessibilityTraits"
                    }
                    if checksImages == true, !images.contains(attribute.value) { undeclaredImages.append(attribute) }
                }
            }
            if declaration.role != .connection || (node.parent >= 0 && nodes[node.parent].name == "connections") {
                for alternatives in tables(declaration).members.required
                where !alternatives.contains(where: { attribute($0, of: index) != nil }) {
                    diagnostics.error(
                        "<\(node.name)> has no \(alternatives.map { "'\($0)'" }.joined(separator: " or ")) attribute",
                        at: location(of: index))
                }
            }
            if let id = attribute(.id, of: index) ?? (node.name == "scene" ? attribute(.sceneID, of: index) : nil),
                let first = nodeByID[id], first != index
            {
                diagnostics.error(
                    "duplicate id '\(id)'", at: location(of: index),
                    notes: [Diagnostic(.note, "'\(id)' is first defined here", at: location(of: first))])
            }
            for attribute in undeclaredImages {
                diagnostics.warning("image '\(attribute.value)' is not declared in <resources>", at: location(ofAttribute: attribute.name, of: index))
            }
            if node.name == "color", let color = attribute("name", of: index), peek("catalog", of: index) != "System", !colors.contains(color) {
                diagnostics.warning("color '\(color)' is not declared in <resources>", at: location(ofAttribute: "name", of: index))
            }
        }
    }

    /// A value against its declared domain: a dangling reference is reported by its kind; a value
    /// outside its domain is an error in geometry (it cannot be guessed) and a warning elsewhere
    /// (the attribute is ignored; an enumeration may have grown in a newer Xcode).
    private func checkValue(
        _ attribute: IBAttribute, _ declared: IBAttributeDeclaration, of index: Int, into diagnostics: inout Diagnostics
    ) {
        let element = nodes[index].name
        // Found only when there is something to say: finding it scans the source line.
        var at: SourceLocation { location(ofAttribute: attribute.name, of: index) }
        switch declared.domain {
        case .reference:
            if nodeByID[attribute.value] == nil { reportDangling(attribute, of: index, into: &diagnostics) }
        case .bool where !declared.domain.accepts(attribute.value):
            diagnostics.warning("attribute '\(attribute.name)' of <\(element)> must be YES or NO, not '\(attribute.value)'; it is ignored", at: at)
        case .number, .size:
            guard !declared.domain.accepts(attribute.value) else { return }
            let expected = declared.domain == .size ? "a number or 'infinite'" : "a number"
            if IBVocabulary.geometry.contains(element) {
                diagnostics.error("attribute '\(attribute.name)' of <\(element)> must be \(expected), not '\(attribute.value)'", at: at)
            } else {
                diagnostics.warning("attribute '\(attribute.name)' of <\(element)> must be \(expected), not '\(attribute.value)'; it is ignored", at: at)
            }
        case .enumeration where !declared.domain.accepts(attribute.value):
            diagnostics.warning(
                "'\(attribute.value)' is not a value nibc knows for attribute '\(attribute.name)' of <\(element)> (\(declared.owner)); it is ignored",
                at: at)
        default:
            break
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
}
