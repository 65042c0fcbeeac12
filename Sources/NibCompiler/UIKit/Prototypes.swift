// Prototypes.swift — storyboard prototype cells: each is a nib of its own, embedded in the nib of
// the table or collection view that declares it.
//
// Verified on the Apptentive pair (5 table view cells, 5 collection view cells, 2 collection
// footers):
// - a prototype is a `<tableViewCell>` of a table's `<prototypes>`, a `<collectionViewCell>` of a
//   collection view's `<cells>`, or a collection view's `sectionHeaderView`/`sectionFooterView`;
//   nothing of it stays in the enclosing nib;
// - its nib is the cell, IBFilesOwner and IBFirstResponder, then one `UpstreamPlaceholder-<id>`
//   proxy per object outside the cell that a connection links to it — the same id the object has
//   in every other nib of the storyboard;
// - the enclosing view keeps, per reuse identifier, a `UINib` (`captureEnclosingNIBBundleOnDecode`,
//   `archiveData` → NSData with the nib's bytes) and a dictionary mapping each placeholder id to
//   the outside object (UITableView: `UITableViewCellPrototypeNibs`,
//   `UITableViewCellPrototypeNibExternalObjects`; UICollectionView: `UICollectionViewCellNibDict`,
//   `UICollectionViewCellPrototypeNibExternalObjects` and, keyed `<kind>/<reuse identifier>`, the
//   `…SupplementaryView…` pair).

import InterfaceBuilder
import NibArchive

/// A compiled prototype: its reuse identifier (with the element kind for supplementary views) and
/// the enclosing nib's objects for its UINib and its external objects table.
struct Prototype {
    var key: String
    var supplementary: Bool
    var nib: ObjectGraph.ID
    var externals: ObjectGraph.ID
}

extension StoryboardScene {
    /// Whether `node` is a prototype: a storyboard table view cell in `<prototypes>`, collection
    /// view cell in `<cells>`, or collection view section header or footer.
    static func isPrototype(_ node: Int, in document: IBDocument) -> Bool {
        guard document.kind == .storyboard else { return false }
        let parent = document[node].parent
        guard parent >= 0 else { return false }
        switch document[node].name {
        case "tableViewCell": return document[parent].name == "prototypes"
        case "collectionViewCell": return document[parent].name == "cells"
        case "collectionReusableView":
            return document[parent].name == "collectionView"
                && ["sectionHeaderView", "sectionFooterView"].contains(document.attribute(.key, of: node) ?? "")
        default: return false
        }
    }

    /// The outermost prototype subtrees strictly inside `range`, in document order.
    static func prototypeSubtrees(in range: Range<Int>, of document: IBDocument) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var node = range.lowerBound + 1
        while node < range.upperBound {
            if isPrototype(node, in: document) {
                let subtree = document.subtree(of: node)
                result.append(subtree)
                node = subtree.upperBound
            } else {
                node += 1
            }
        }
        return result
    }
}

extension Lowering {
    /// The prototypes a table or collection view declares, each lowered into its own nib.
    mutating func lowerPrototypes(of view: Int) -> [Prototype] {
        let prototypes = StoryboardScene.prototypeSubtrees(in: document.subtree(of: view), of: document).map(\.lowerBound)
            .filter { document[$0].parent == view || document[document[$0].parent].parent == view }
        var result: [Prototype] = []
        let outside = Set(objects.keys)
        for cell in prototypes {
            // A table's prototype cell without a reuse identifier cannot be dequeued: ibtool leaves
            // it out (13 cells of the NightPhones, Openday, ProcessDash and XAMservi pairs; a table
            // left with none has no prototype keys), and says so, as nibc does.
            if Lowering.isPrototypeCellWithoutReuseIdentifier(cell, in: document) {
                diagnostics.warning(
                    "a prototype table cell without a reuseIdentifier is left out of the nib, as ibtool does: it cannot be dequeued",
                    at: document.location(of: cell))
                continue
            }
            var lowering = Lowering(document: document, options: options, format: format, region: region)
            lowering.sceneOf = sceneOf
            let (root, externals) = lowering.lowerPrototypeNib(cell) { outside.contains($0) }
            lowering.fitToSDK()
            diagnostics.append(contentsOf: lowering.diagnostics)
            let bytes: [UInt8]
            do {
                bytes = try format.builder(sdk: options.sdk).build(lowering.graph, root: root).serialized()
            } catch {
                diagnostics.error("the prototype cannot be archived: \(error)", at: document.location(of: cell))
                continue
            }
            let data = graph.add("NSData", [.init("NS.bytes", .data(bytes))])
            let nib = graph.add("UINib", [
                .init("captureEnclosingNIBBundleOnDecode", .bool(true)), .init("archiveData", .object(data)),
            ])
            let reuse = attribute("reuseIdentifier", of: cell) ?? ""
            let supplementary = document[cell].name == "collectionReusableView"
            let kind = attribute(.key, of: cell) == "sectionHeaderView" ? "UICollectionElementKindSectionHeader" : "UICollectionElementKindSectionFooter"
            result.append(
                Prototype(
                    key: supplementary ? "\(kind)/\(reuse)" : reuse, supplementary: supplementary, nib: nib,
                    externals: externalObjectsTable(externals, className: "NSMutableDictionary")))
        }
        return result
    }

    /// Whether `node` is a table's prototype cell without a reuse identifier (which no nib holds).
    static func isPrototypeCellWithoutReuseIdentifier(_ node: Int, in document: IBDocument) -> Bool {
        let parent = document[node].parent
        return document[node].name == "tableViewCell" && parent >= 0 && document[parent].name == "prototypes"
            && (document.peek("reuseIdentifier", of: node) ?? "").isEmpty
    }

    /// A prototype's own nib; `isOutside` says which nodes have an object in the enclosing nib (the
    /// only ones a placeholder can stand for). Returns the root and the placeholders used.
    mutating func lowerPrototypeNib(_ cell: Int, isOutside: (Int) -> Bool) -> (root: ObjectGraph.ID, externals: [(identifier: String, node: Int)]) {
        let range = document.subtree(of: cell)
        let nested = StoryboardScene.prototypeSubtrees(in: range, of: document)
        let document = self.document
        let inside = { (node: Int) in
            range.contains(node) && !nested.contains { $0.contains(node) } && document[node].name != "segue"
        }
        let ordered = createObjects(in: inside)
        let owner = proxy("IBFilesOwner")
        let firstResponder = proxy("IBFirstResponder")
        let (externals, placeholders) = upstreamPlaceholders(inside: inside, accepts: isOutside)
        lowerObjects(ordered)
        let cellObject = objects[cell].map { [$0] } ?? []
        let topLevel = cellObject + [owner, firstResponder] + placeholders
        let root = lowerRoot(topLevel: topLevel, traitRoots: [cell], ordered: ordered, leadingObjects: topLevel)
        return (root, externals)
    }

    /// The two dictionaries a view keeps for `prototypes`, keyed alike: reuse key → UINib, and
    /// reuse key → external objects table. Nil without prototypes.
    mutating func prototypeTables(_ prototypes: [Prototype]) -> (nibs: ObjectGraph.ID, externals: ObjectGraph.ID)? {
        guard !prototypes.isEmpty else { return nil }
        let keys = prototypes.map { graph.string($0.key) }
        return (
            graph.dictionary(zip(keys, prototypes.map(\.nib)).map { ($0, $1) }, className: "NSMutableDictionary"),
            graph.dictionary(zip(keys, prototypes.map(\.externals)).map { ($0, $1) }, className: "NSMutableDictionary")
        )
    }
}
