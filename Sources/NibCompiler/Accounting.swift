// Accounting.swift — the account of every attribute: for each attribute of each element of a
// compiled document, whether it reached the nib (lowered), is Interface Builder's own (design
// time, with the reason the class model declares), or was left out (not compiled, warned).
//
// Silent drops are impossible by construction: what the compiler reads is declared (Reads.swift:
// each class's plan, each shape's and structure element's reads), and so is what is Interface
// Builder's own (the class model, and DesignTimeContexts for what is IB's only in context); whatever
// is neither read nor design time is "not compiled" and gets a warning at its line and column
// naming element and attribute. Nothing is recorded while compiling: `StaticAccountTests` checks on
// every corpus document that the declarations give what a trace of compiling's reads gives. `id` follows its element (an object's identity: references resolve
// through it), and so does a resource's `name`; a keyed child's `key` counts as read when the compiler looked the property up or read
// any of the child's attributes; `<nil key="…">` is the unset property, which a nib expresses by
// archiving nothing, and so is an attribute whose value is its class's declared default.

import InterfaceBuilder

/// What became of one attribute.
public enum AttributeStatus: String, Sendable, CaseIterable {
    case lowered
    case designTime = "design time"
    case notCompiled = "not compiled"
}

/// The account of one document: one entry per attribute occurrence, in document order.
public struct AttributeAccount: Sendable {
    public struct Entry: Sendable {
        public let node: Int
        /// The attribute's index in `IBDocument.attributes`.
        public let attribute: Int
        public let status: AttributeStatus
        /// Why it is design time (from the class model), when it is.
        public let reason: String?
    }

    public let entries: [Entry]

    /// Occurrences per status.
    public var counts: [AttributeStatus: Int] {
        entries.reduce(into: [:]) { $0[$1.status, default: 0] += 1 }
    }
}

extension NibCompiler {
    /// The account of `document`: `statuses` are the elements' lowering statuses, `contexts` what is
    /// Interface Builder's own in context, `reads` which attributes compiling reads (by index in
    /// `document.attributes`: `declaredReads`).
    /// With `onlyNotCompiled`, the account of what was not compiled only (what compiling warns
    /// about; read attributes are passed over without looking up their declarations).
    static func account(
        of document: IBDocument, statuses: [LoweringStatus], contexts: DesignTimeContexts, reads: [Bool], onlyNotCompiled: Bool = false
    ) -> AttributeAccount {
        let model = document.model
        let ignored = contexts.attributes
        var entries: [AttributeAccount.Entry] = []
        // (Every attribute has an entry in the whole account; what was not compiled is a few.)
        if !onlyNotCompiled { entries.reserveCapacity(document.attributes.count) }
        let (idSymbol, keySymbol) = (IBName.id, IBName.key)
        for node in document.nodes.indices {
            let range = document.nodes[node].attributeRange
            let elementStatus = statuses[node]
            // (An element that is Interface Builder's own has nothing not compiled.)
            guard !range.isEmpty, !onlyNotCompiled || elementStatus != .designTime else { continue }
            // Found only for an element that has an attribute left to account: what was read and
            // ids pass without it when only what was not compiled is asked for.
            lazy var declaration = document.classDeclaration(of: node)
            let reason = elementStatus == .designTime ? designTimeReason(of: node, in: document, statuses: statuses, contexts: contexts) : nil
            // Whether the compiler read any of the element's own attributes.
            var anyRead: Bool {
                range.contains { index in
                    let symbol = document.attributes.symbol(at: index)
                    return symbol != keySymbol && symbol != idSymbol && index < reads.count && reads[index]
                }
            }
            for index in range {
                if onlyNotCompiled, elementStatus != .notCompiled, index < reads.count, reads[index] { continue }
                // An id is lowered or design time, never left out, in an element that is not.
                if onlyNotCompiled, elementStatus != .notCompiled, document.attributes.symbol(at: index) == idSymbol { continue }
                let name = document.attributes.name(at: index)
                // By symbol: a Dictionary lookup of every attribute's name was a hundredth of a run.
                let declared = declaration.flatMap { model.attribute(at: index, of: document, on: $0) }
                let status: AttributeStatus
                var why: String?
                if elementStatus == .designTime {
                    status = .designTime
                    why = reason
                } else if let designTime = declared?.designTime ?? ignored[index] {
                    status = .designTime
                    why = designTime
                } else if elementStatus == .notCompiled {
                    status = .notCompiled
                } else if name == "id" || (name == "name" && isResource(node, in: document)) {
                    status = .lowered
                } else if name == "key" {
                    let read = (index < reads.count && reads[index]) || anyRead || document[node].name == "nil"
                    status = read ? .lowered : .notCompiled
                } else if index < reads.count && reads[index] {
                    status = .lowered
                } else {
                    // A value equal to the class's default archives nothing, which is what the
                    // compiler writes for a property it does not read.
                    status = declared?.defaultValue == document.attributes.value(at: index) ? .lowered : .notCompiled
                }
                if onlyNotCompiled, status != .notCompiled { continue }
                entries.append(.init(node: node, attribute: index, status: status, reason: why))
            }
        }
        return AttributeAccount(entries: entries)
    }

    /// Whether `node` is an entry of `<resources>`, whose `name` is its identity (what colors and
    /// images that use it name), as an object's `id` is.
    static func isResource(_ node: Int, in document: IBDocument) -> Bool {
        let parent = document[node].parent
        return parent >= 0 && document[parent].name == "resources"
    }

    /// Why an element is design time: its class's reason, its keyed property's, or its parent's.
    static func designTimeReason(of node: Int, in document: IBDocument, statuses: [LoweringStatus], contexts: DesignTimeContexts) -> String? {
        guard statuses[node] == .designTime else { return nil }
        var current = node
        while current >= 0 {
            if let reason = document.classDeclaration(of: current)?.designTime ?? contexts.subtrees[current] {
                return reason
            }
            if let reason = document.keyedChildDeclaration(of: current)?.designTime { return reason }
            current = document[current].parent
        }
        return "Interface Builder's own element"
    }

    /// Warns about the elements of `document` compiling leaves out (or compiles as plain views) and
    /// the attributes it does not compile; `plan`: a storyboard's nibs.
    static func reportNotCompiled(in document: IBDocument, plan: StoryboardPlan?, into diagnostics: inout Diagnostics) {
        let contexts = DesignTimeContexts(document, plan: plan)
        let statuses = loweringStatus(of: document, contexts: contexts)
        warnNotLowered(statuses, in: document, into: &diagnostics)
        let reads = declaredReads(of: document, statuses: statuses, plan: plan)
        let account = account(of: document, statuses: statuses, contexts: contexts, reads: reads, onlyNotCompiled: true)
        warnNotCompiled(account, in: document, statuses: statuses, into: &diagnostics)
    }

    /// One warning per element name the lowering leaves out (or compiles as a plain view), at its
    /// first occurrence, with the number of occurrences.
    static func warnNotLowered(_ statuses: [LoweringStatus], in document: IBDocument, into diagnostics: inout Diagnostics) {
        let nodes = statuses.indices.filter { index in
            let parent = document[index].parent
            return (statuses[index] == .notCompiled || statuses[index] == .superclassOnly) && (parent < 0 || statuses[parent] != .notCompiled)
        }
        for (node, count) in firstOccurrences(nodes, by: { document[$0].name + "|" + statuses[$0].rawValue }) {
            let name = document[node].name
            let message: String
            if statuses[node] == .superclassOnly, let declaration = document.classDeclaration(of: node) {
                // The nearest superclass with a recipe: what the element is compiled as.
                let compiledAs = document.model.chain(of: declaration).first { !$0.archivedKeys.isEmpty }?.name ?? declaration.name
                message = "<\(name)> is compiled as a \(compiledAs) for now; \(declaration.name)'s own properties are left out\(times(count))"
            } else {
                message = "<\(name)> is not compiled yet; it is left out of the nib\(times(count))"
            }
            diagnostics.warning(message, at: document.location(of: node))
        }
    }

    /// Warnings for the attributes the account says were not compiled, once per element and
    /// attribute name at the first occurrence, with the count (elements left out as a whole have
    /// their own warning, `warnNotLowered`).
    static func warnNotCompiled(_ account: AttributeAccount, in document: IBDocument, statuses: [LoweringStatus], into diagnostics: inout Diagnostics) {
        let entries = account.entries.filter { $0.status == .notCompiled && statuses[$0.node] != .notCompiled }
        var locator = AttributeLocator(document)
        for (entry, count) in firstOccurrences(entries, by: { document[$0.node].name + " " + document.attributes.name(at: $0.attribute) }) {
            let element = document[entry.node].name
            let name = document.attributes.name(at: entry.attribute)
            if name == "key", entry.node > 0 {
                let key = document.attributes.value(at: entry.attribute)
                diagnostics.warning(
                    "property '\(key)' (<\(element) key=\"\(key)\">) of <\(document[document[entry.node].parent].name)> is not compiled yet; it is left out of the nib\(times(count))",
                    at: document.location(of: entry.node))
            } else {
                diagnostics.warning(
                    "attribute '\(name)' of <\(element)> is not compiled yet; it is left out of the nib\(times(count))",
                    at: locator.location(ofAttribute: name, of: entry.node))
            }
        }
    }

    /// Items grouped by `key`: each group's first item, in order, and its size.
    static func firstOccurrences<Item>(_ items: [Item], by key: (Item) -> String) -> [(first: Item, count: Int)] {
        var found: [(first: Item, count: Int)] = []
        var slot: [String: Int] = [:]
        for item in items {
            let name = key(item)
            if let existing = slot[name] {
                found[existing].count += 1
            } else {
                slot[name] = found.count
                found.append((item, 1))
            }
        }
        return found
    }

    /// " (N occurrences)" after a warning that stands for more than one.
    static func times(_ count: Int) -> String { count == 1 ? "" : " (\(count) occurrences)" }
}
