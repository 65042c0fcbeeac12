// IBResolver.swift — the resolution pass: is the document consistent with itself?
//
// One walk over the nodes in document order checks:
// - every element, attribute and keyed child is declared by the element's class or a superclass
//   in the class model (Classes/), else a warning, once per name per document;
// - values are in their declared domains: outside, an error in geometry and a warning elsewhere
//   (a number no property can hold — NaN, an infinity, an integer beyond Int64 — an error anywhere);
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

        let model = self.model
        var locator = AttributeLocator(self)
        // Each class's tables, fetched once for the document.
        var fetched = FetchedPerClass<IBClassDeclaration.Tables>(classes: model.declarations.count)
        func tables(_ declaration: IBClassDeclaration) -> IBClassDeclaration.Tables {
            fetched.value(forClass: declaration.index) { model.declarations[$0].tables }
        }
        // Each node's fields and each attribute are read in place, not copied out (a copy of a node
        // or an attribute retains and releases its strings: a tenth of the resolution's time).
        for index in nodes.indices {
            let parent = nodes[index].parent
            guard let declaration = classDeclaration(of: index) else {
                if warnedElements.insert(nodes[index].name).inserted {
                    diagnostics.warning("unknown element <\(nodes[index].name)>; it is ignored", at: location(of: index))
                }
                continue
            }
            // A keyed child is a property of its parent's class (size-class variations and masks
            // are IB's, on any object; `<nil>` unsets any declared property).
            if let key = attribute(.key, of: index), parent >= 0, let parentClass = classDeclaration(of: parent),
                nodes[index].name != "variation", nodes[index].name != "mask", tables(parentClass).keyedChild(key, symbol: keySymbol(of: index)) == nil,
                warnedAttributes.insert("\(nodes[parent].name) <\(key)>").inserted
            {
                diagnostics.warning(
                    "unknown property '\(key)' (<\(nodes[index].name) key=\"\(key)\">) of <\(nodes[parent].name)>; it is ignored",
                    at: location(of: index))
            }
            // Images are checked against <resources> where the element can name one: not an
            // `<image>` (it declares one), not `<accessibilityTraits image="YES">` (a trait), not a
            // system image.
            var checksImages: Bool? = nil
            var undeclaredImages: [Int] = []
            let declaredAttributes = tables(declaration)
            for position in nodes[index].attributeRange where attributes.symbol(at: position) != .key {
                guard let declared = declaredAttributes.attribute(at: position, of: attributes) else {
                    if warnedAttributes.insert("\(nodes[index].name) \(attributes[position].name)").inserted {
                        diagnostics.warning(
                            "unknown attribute '\(attributes[position].name)' on <\(nodes[index].name)>; it is ignored",
                            at: locator.location(ofAttribute: attributes[position].name, of: index))
                    }
                    continue
                }
                checkValue(position, declared, of: index, into: &diagnostics)
                if declared.namesImage {
                    if checksImages == nil {
                        checksImages = peek("catalog", of: index) != "system" && nodes[index].name != "image" && nodes[index].name != "accessibilityTraits"
                    }
                    if checksImages == true, !images.contains(attributes.value(at: position)) { undeclaredImages.append(position) }
                }
            }
            if declaration.role != .connection || (parent >= 0 && nodes[parent].name == "connections") {
                for alternatives in declaredAttributes.members.required
                where !alternatives.contains(where: { attribute($0, of: index) != nil }) {
                    diagnostics.error(
                        "<\(nodes[index].name)> has no \(alternatives.map { "'\($0)'" }.joined(separator: " or ")) attribute",
                        at: location(of: index))
                }
            }
            if let id = attribute(.id, of: index) ?? (nodes[index].symbol == .scene ? attribute(.sceneID, of: index) : nil),
                let first = nodeByID[id], first != index
            {
                diagnostics.error(
                    "duplicate id '\(id)'", at: location(of: index),
                    notes: [Diagnostic(.note, "'\(id)' is first defined here", at: location(of: first))])
            }
            for position in undeclaredImages {
                diagnostics.warning(
                    "image '\(attributes[position].value)' is not declared in <resources>", at: location(ofAttribute: attributes[position].name, of: index))
            }
            if nodes[index].symbol == .color, let color = attribute("name", of: index), peek("catalog", of: index) != "System", !colors.contains(color) {
                diagnostics.warning("color '\(color)' is not declared in <resources>", at: location(ofAttribute: "name", of: index))
            }
        }
    }

    /// A value against its declared domain: a dangling reference is reported by its kind; a value
    /// outside its domain is an error in geometry (it cannot be guessed) and a warning elsewhere
    /// (the attribute is ignored; an enumeration may have grown in a newer Xcode).
    private func checkValue(
        _ position: Int, _ declared: IBAttributeDeclaration, of index: Int, into diagnostics: inout Diagnostics
    ) {
        // Names are fetched only when there is something to say: finding where scans the source line.
        var element: String { nodes[index].name }
        var name: String { attributes.name(at: position) }
        var value: String { attributes.value(at: position) }
        var at: SourceLocation { location(ofAttribute: name, of: index) }
        switch declared.domain {
        case .reference:
            if nodeByID[value] == nil { reportDangling(attributes[position], of: index, into: &diagnostics) }
        case .bool where !declared.domain.accepts(value):
            diagnostics.warning("attribute '\(name)' of <\(element)> must be YES or NO, not '\(value)'; it is ignored", at: at)
        case .number, .size, .integer:
            guard !declared.domain.accepts(value) else { return }
            // A number no property can hold (NaN, an infinity, an integer beyond Int64) is an error
            // everywhere: there is no value to compile in its place.
            if DecimalNumber.isNumber(value) {
                let expected = declared.domain == .integer ? "an integer from -2^63 to 2^63 - 1" : "a finite number"
                diagnostics.error("attribute '\(name)' of <\(element)> must be \(expected), not '\(value)'", at: at)
                return
            }
            let expected = declared.domain == .size ? "a number or 'infinite'" : declared.domain == .integer ? "an integer" : "a number"
            if IBVocabulary.geometry.contains(element) {
                diagnostics.error("attribute '\(name)' of <\(element)> must be \(expected), not '\(value)'", at: at)
            } else {
                diagnostics.warning("attribute '\(name)' of <\(element)> must be \(expected), not '\(value)'; it is ignored", at: at)
            }
        case .enumeration where !declared.domain.accepts(value):
            diagnostics.warning(
                "'\(value)' is not a value nibc knows for attribute '\(name)' of <\(element)> (\(declared.owner)); it is ignored",
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
