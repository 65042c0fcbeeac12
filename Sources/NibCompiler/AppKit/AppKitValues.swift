// AppKitValues.swift — AppKit's value objects: images as `NSCustomResource`s (FIELD-GUIDE-APPKIT
// §10), one object per value as AppKit archives them (§3).

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// The one object of a value kind and key, made by `make` the first time.
    mutating func shared(_ key: String, _ make: (inout Lowering) -> ObjectGraph.ID) -> ObjectGraph.ID {
        if let made = sharedObjects[key] { return made }
        let object = make(&self)
        sharedObjects[key] = object
        return object
    }

    /// An image by name as an `NSCustomResource` [V 106]: an SF Symbol (`catalog="system"`) is in
    /// the `system` catalog and namespace at IB's 32×32 design size; an `NS…` image is AppKit's
    /// (the `system` namespace, but for the images AppKit sets itself); another is the app's, at the
    /// size the document's `<resources>` records.
    mutating func appKitImage(_ name: String, catalog: String? = nil) -> ObjectGraph.ID {
        shared("image \(catalog ?? "") \(name)") { lowering in
            let isSymbol = catalog == "system"
            let internalSize = AppKitClasses.internalImages[name]
            let isAppKit = !isSymbol && internalSize == nil && name.hasPrefix("NS")
            var size = internalSize
            if isSymbol { size = (32, 32) }
            if size == nil, let entry = lowering.document.resources.first(where: { lowering.document.peek(.name, of: $0) == name }) {
                size = (lowering.double("width", of: entry) ?? 0, lowering.double("height", of: entry) ?? 0)
            }
            var entries: [ObjectGraph.Entry] = [
                .init("NSClassName", lowering.string("NSImage")), .init("NSResourceName", lowering.string(name)),
            ]
            if let catalog { entries.append(.init("NSCatalogName", lowering.string(catalog))) }
            entries.append(.init("IBNamespaceID", isSymbol || isAppKit ? lowering.string("system") : .null))
            let value = lowering.graph.add("NSValue", [
                .init("NS.special", .integer(2)), .init("NS.sizeval", lowering.string(AppKitGeometry.size(size?.0 ?? 0, size?.1 ?? 0))),
            ])
            entries.append(.init("IBDesignSize", .object(value)))
            entries.append(.init("IBDesignImageConfiguration", .null))
            return lowering.graph.add("NSCustomResource", entries)
        }
    }
}
