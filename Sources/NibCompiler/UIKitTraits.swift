// UIKitTraits.swift — size-class variations as trait storage (`UINibTraitStorageListsKey`).
//
// Measured on ibtool's output (Mixpanel TakeoverNotificationViewController~ipad): a constraint whose
// constant varies (`<variation key="widthClass=compact" constant="25"/>`) gets an
// `_UIAttributeTraitStorage` for the key path `encodedConstant`, holding one record per variation —
// a `UITraitCollection` with the size classes (compact 1, regular 2) and the constant as an
// `_NSLayoutConstraintConstant` — the more specific variations first, then a record with an empty
// trait collection and the base constant. The storages of each top-level object form one
// `_UITraitStorageList`.

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// The trait storage lists of the document, one per top-level object that has variations.
    mutating func traitStorageLists(topLevel: [Int]) -> [ObjectGraph.ID] {
        var lists: [ObjectGraph.ID] = []
        for top in topLevel {
            guard let topObject = objects[top] else { continue }
            var storages: [ObjectGraph.ID] = []
            for node in descendants(of: top) where document[node].name == "constraint" {
                guard let constraint = objects[node] else { continue }
                let variations = document.children(of: node).filter {
                    document[$0].name == "variation" && attribute("constant", of: $0) != nil
                }
                guard !variations.isEmpty else { continue }
                var records: [(traits: [(String, Int64)], constant: Double)] = variations.compactMap { variation in
                    guard let key = attribute("key", of: variation), let constant = double("constant", of: variation) else { return nil }
                    return (Lowering.sizeClassTraits(key), constant)
                }
                // More specific trait collections first; the base value last.
                records = records.enumerated().sorted {
                    ($0.element.traits.count, -$0.offset) > ($1.element.traits.count, -$1.offset)
                }.map(\.element)
                records.append(([], double("constant", of: node) ?? 0))
                let recordObjects = records.map { record -> ObjectGraph.ID in
                    let traits = graph.add(
                        "UITraitCollection",
                        record.traits.map { .init("UITraitCollectionBuiltinTrait-_UITraitName" + $0.0, .integer($0.1)) })
                    let value = graph.add("_NSLayoutConstraintConstant", [
                        .init("UISymbolicConstant", .null), .init("UINumericConstant", .double(record.constant)),
                    ])
                    return graph.add("_UIAttributeTraitStorageRecord", [
                        .init("UITraitCollection", .object(traits)), .init("UIValue", .object(value)),
                    ])
                }
                storages.append(
                    graph.add("_UIAttributeTraitStorage", [
                        .init("UIObject", .object(constraint)), .init("UIKeyPath", string("encodedConstant")),
                        .init("UIRecords", array(recordObjects, className: "NSMutableArray")),
                    ]))
            }
            guard !storages.isEmpty else { continue }
            lists.append(
                graph.add("_UITraitStorageList", [
                    .init("UITopLevelObject", .object(topObject)), .init("UITraitStorages", array(storages)),
                ]))
        }
        return lists
    }

    /// `heightClass=regular-widthClass=compact` → [(HorizontalSizeClass, 1), (VerticalSizeClass, 2)].
    static func sizeClassTraits(_ key: String) -> [(String, Int64)] {
        var horizontal: Int64?
        var vertical: Int64?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=")
            guard pair.count == 2 else { continue }
            let value: Int64? = pair[1] == "compact" ? 1 : pair[1] == "regular" ? 2 : nil
            if pair[0] == "widthClass" { horizontal = value }
            if pair[0] == "heightClass" { vertical = value }
        }
        var traits: [(String, Int64)] = []
        if let horizontal { traits.append(("HorizontalSizeClass", horizontal)) }
        if let vertical { traits.append(("VerticalSizeClass", vertical)) }
        return traits
    }

    /// Every node below `node`, in document order.
    func descendants(of node: Int) -> [Int] {
        var result: [Int] = []
        var stack = Array(document.children(of: node).reversed())
        while let next = stack.popLast() {
            result.append(next)
            stack.append(contentsOf: document.children(of: next).reversed())
        }
        return result
    }
}
