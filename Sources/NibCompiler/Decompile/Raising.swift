// Raising.swift — a nib's objects back into a document's elements, for UIKit and AppKit alike: each
// object's class chain's plan read backwards (attributes through their codecs, colors and fonts
// through their inverses, shapes through `raise`), its subviews, constraints and the lists its
// shapes archive rebuilt. What differs by platform is data (`RaisingPlatform`); the nib's root —
// placeholders, connections, runtime attributes — is each platform's (UIKitDocument.swift,
// AppKitDocument.swift). Ids come from the objects' places (`DecompiledIDs`); what no element can
// say is counted in `unrecovered`.

/// What raising needs to know of a platform's nibs.
struct RaisingPlatform: Sendable {
    let platform: IBPlatform
    let plans: ArchivePlans
    /// The class swapper and its keys (the custom class, the class it stands for).
    let swapperClass: String, classNameKey: String, originalClassKey: String
    /// The shapes (by name) of a view's subviews and constraints, and the keys they write.
    let subviewsShapes: Set<String>, subviewsKey: String
    let constraintsShape: String, constraintsKey: String
    /// Shapes that archive a list of the element's children, by the list's element.
    let listShapes: [String: String]
    /// Shapes that archive one keyed child object: the shape's name → the child's key.
    let keyedObjectShapes: [String: String]
    /// Shapes whose keys the structure code reads back (a constraint's items and constant).
    let structureShapes: Set<String>
    /// Views ibtool adds that no document has.
    let derivedViews: Set<String>

    static let uikit = RaisingPlatform(
        platform: .uikit, plans: .standard, swapperClass: "UIClassSwapper", classNameKey: "UIClassName", originalClassKey: "UIOriginalClassName",
        subviewsShapes: ["subviews"], subviewsKey: "UISubviews", constraintsShape: "constraints", constraintsKey: "UIViewAutolayoutConstraints",
        listShapes: ["toolbarItems": "items", "barItems": "items", "controllerToolbarItems": "toolbarItems"],
        keyedObjectShapes: ["visualEffectContentView": "contentView"],
        // (A navigation item's right item is the first of its right items, `@navigationItemLists`.)
        structureShapes: ["firstItem", "secondItem", "constant", "constantV2", "rightBarButtonItem"],
        // (A cell's separator and a controller's layout guides are UIKit's, made by ibtool.)
        derivedViews: ["_UITableViewCellSeparatorView", "_UILayoutGuide"])

    static let appkit = RaisingPlatform(
        platform: .appkit, plans: .standardAppKit, swapperClass: "NSClassSwapper", classNameKey: "NSClassName", originalClassKey: "NSOriginalClassName",
        subviewsShapes: ["viewSubviews", "customViewSubviews"], subviewsKey: "NSSubviews", constraintsShape: "viewConstraints", constraintsKey: "NSViewConstraints",
        listShapes: ["menuItems": "items", "tableColumns": "tableColumns", "tabViewItems": "tabViewItems"],
        keyedObjectShapes: ["windowContentView": "contentView", "headerCell": "headerCell"],
        structureShapes: [
            "firstItem", "secondItem", "constant", "constantV2", "nextResponder", "superview", "viewSubviewsAlways", "controlView", "owningMenu",
            "windowRect", "windowClass", "classReference", "customViewClass", "headerFont", "autolayoutGuide",
            // (A view-based table's embedded cell nibs: their cell views come back from the copies
            // the nib keeps under their columns, `prototypeCellViews`.)
            "reusableViews",
            // (A text field cell's character picker and a search field cell's completion are their
            // fields' attributes: `cellKeysOfControls`.)
            "characterPicker", "searchFieldCompletion",
        ],
        derivedViews: ["_NSCornerView"])
}

import InterfaceBuilder
import NibArchive

struct Raising {
    let graph: ObjectGraph
    let platform: RaisingPlatform
    let model = IBClassModel.standard
    var plans: ArchivePlans { platform.plans }
    /// Each class's element (the first its declaration names that compiles to it).
    let elementByClass: [String: String]
    /// Ids given rather than made: the placeholders' (File's Owner -1, First Responder -2, others
    /// -3 on), and a storyboard's controllers and views, whose nib names say theirs.
    var givenIDs: [Int: String] = [:]
    /// Where made ids start: each nib of a storyboard has its own range (`DecompiledIDs`).
    var idBase = 0
    /// Shapes whose keys the caller reads back itself (a storyboard's controller keys).
    var handledShapes: Set<String> = []
    /// The `<connections>` children of each source object, by object index.
    var connections: [Int: [DecompiledElement]] = [:]
    /// Runtime attributes and accessibility of each object, by object index.
    var extras: [Int: [DecompiledElement]] = [:]
    /// AppKit tool tips (`NSIBHelpConnector`s), by object index: the element's first attribute.
    var toolTips: [Int: String] = [:]
    /// Ids handed out past the archive's objects (an outlet collection's elements).
    var extraIDs = 0
    var unrecoveredCounts: [String: Int] = [:]
    /// Objects already written as an element (an object is written once).
    var written: Set<Int> = []
    var usesAutolayout = false
    var usesSafeAreas = false
    /// Views ibtool held at their frames with prototyping constraints: `fixedFrame="YES"` in the
    /// document.
    let fixedFrameViews: Set<Int>
    /// Constraints ibtool made to pin a controller's old layout guides (each guide's
    /// `_UILayoutGuideConstraintsToRemove`): the document's `<layoutGuides>` say them.
    let derivedConstraints: Set<Int>
    /// The objects the nib lists in `UINibObjectsKey`: those the document gave an id.
    let listedObjects: Set<Int>
    /// Whether an AppKit nib's custom views are swappers of NSView and none is an NSCustomView: the
    /// document instantiates its custom objects directly (`customObjectInstantitationMethod`), and
    /// its custom subviews are `<customView>` (FIELD-GUIDE-APPKIT §4: `appKitSwappedClass`).
    let instantiatesDirectly: Bool
    /// AppKit's windows the nib shows at launch (`NSVisibleWindows`): the others are
    /// `visibleAtLaunch="NO"`.
    let visibleWindows: Set<Int>
    /// Views written without an id: a collection view cell's content view, which the document's
    /// constraints name by the cell, and which ibtool pins to the cell.
    var anonymousViews: Set<Int> = []
    /// An anonymous content view's constraints, which the document lists on its cell.
    var hoistedConstraints: [DecompiledElement] = []
    /// The size-class variations of a UIKit nib (TraitVariations.swift).
    var traitVariations = TraitVariations()
    /// An AppKit view-based table column's prototype cell views, by the column's object index: the
    /// copies the nib keeps of them, whose parent (`NSObjectsValues`) is the column.
    var prototypeCellViews: [Int: [ObjectGraph.ID]] = [:]

    init(graph: ObjectGraph, platform: RaisingPlatform) {
        self.graph = graph
        self.platform = platform
        var fixed: Set<Int> = [], derived: Set<Int> = []
        for (index, object) in graph.objects.enumerated() {
            // A view's prototyping constraints, in its superview's list: the item that is not the
            // superview (a negative left offset names the superview first).
            if case .object(let list)? = object.entries.first(where: { $0.key == "UIViewAutolayoutConstraints" })?.value {
                for entry in graph[list].entries {
                    guard case .object(let constraint) = entry.value, graph[constraint].className == "NSIBPrototypingLayoutConstraint" else { continue }
                    for key in ["NSFirstItem", "NSSecondItem"] {
                        if case .object(let item)? = graph[constraint].entries.first(where: { $0.key == key })?.value, item.index != index { fixed.insert(item.index) }
                    }
                }
            }
            if object.className == "_UILayoutGuide", case .object(let list)? = object.entries.first(where: { $0.key == "_UILayoutGuideConstraintsToRemove" })?.value {
                for entry in graph[list].entries where entry.key == "UINibEncoderEmptyKey" {
                    if case .object(let constraint) = entry.value { derived.insert(constraint.index) }
                }
            }
        }
        (fixedFrameViews, derivedConstraints) = (fixed, derived)
        var listed: Set<Int> = []
        if case .object(let list)? = graph.objects.first?.entries.first(where: { $0.key == "UINibObjectsKey" })?.value {
            for entry in graph[list].entries { if case .object(let object) = entry.value { listed.insert(object.index) } }
        }
        listedObjects = listed
        var visible: Set<Int> = []
        if case .object(let data)? = graph.objects.first?.entries.first(where: { $0.key == "IB.objectdata" })?.value,
            case .object(let set)? = graph[data].entries.first(where: { $0.key == "NSVisibleWindows" })?.value
        {
            for entry in graph[set].entries { if case .object(let window) = entry.value { visible.insert(window.index) } }
        }
        visibleWindows = visible
        let swapsViews = graph.objects.contains { object in
            object.className == "NSClassSwapper" && graph.text(of: object.entries.first(where: { $0.key == "NSOriginalClassName" })?.value) == "NSView"
        }
        instantiatesDirectly = platform.platform == .appkit && swapsViews && !graph.objects.contains { $0.className == "NSCustomView" }
        var byClass: [String: String] = [:]
        let byElement = platform.plans.byElement
        for declaration in IBClassModel.standard.declarations where declaration.platform == platform.platform || declaration.platform == .document {
            if let element = declaration.elements.first(where: { byElement[$0] == declaration.name }), byClass[declaration.name] == nil {
                byClass[declaration.name] = element
            }
        }
        elementByClass = byClass
        if platform.platform == .uikit { traitVariations = TraitVariations(self) } else { prototypeCellViews = Self.prototypeCellViews(in: graph) }
    }

    /// The objects whose parent in `NSObjectsKeys`/`NSObjectsValues` is a table column and that
    /// the column does not hold itself (its header and data cells): its prototype cell views.
    static func prototypeCellViews(in graph: ObjectGraph) -> [Int: [ObjectGraph.ID]] {
        func value(_ object: ObjectGraph.ID, _ key: String) -> ObjectGraph.Value? { graph[object].entries.first { $0.key == key }?.value }
        func members(_ value: ObjectGraph.Value?) -> [ObjectGraph.ID] {
            guard case .object(let list)? = value else { return [] }
            return graph[list].entries.compactMap { entry in
                if case .object(let item) = entry.value, entry.key == "UINibEncoderEmptyKey" || entry.key.hasPrefix("NS.object") { return item }
                return nil
            }
        }
        guard !graph.objects.isEmpty, case .object(let data)? = value(ObjectGraph.ID(index: 0), "IB.objectdata") else { return [:] }
        var found: [Int: [ObjectGraph.ID]] = [:]
        for (object, parent) in zip(members(value(data, "NSObjectsKeys")), members(value(data, "NSObjectsValues"))) where graph[parent].className == "NSTableColumn" {
            let own = ["NSHeaderCell", "NSDataCell"].compactMap { key -> Int? in
                if case .object(let cell)? = value(parent, key) { return cell.index }
                return nil
            }
            if !own.contains(object.index) { found[parent.index, default: []].append(object) }
        }
        return found
    }

    mutating func unrecovered(_ what: String) { unrecoveredCounts[what, default: 0] += 1 }

    // MARK: - Reading the graph

    func values(of object: ObjectGraph.ID) -> [String: ObjectGraph.Value] {
        var result: [String: ObjectGraph.Value] = [:]
        for entry in graph[object].entries where result[entry.key] == nil { result[entry.key] = entry.value }
        return result
    }

    /// The objects of an inlined array value.
    func items(_ value: ObjectGraph.Value?) -> [ObjectGraph.ID] {
        guard case .object(let list)? = value else { return [] }
        return graph[list].entries.compactMap { entry in
            guard entry.key == "UINibEncoderEmptyKey", case .object(let item) = entry.value else { return nil }
            return item
        }
    }

    func text(_ value: ObjectGraph.Value?) -> String? { graph.text(of: value) }

    /// The class an object stands for (a swapper's original class) and its custom class.
    func classes(of object: ObjectGraph.ID) -> (className: String, customClass: String?) {
        let raw = graph[object]
        let values = self.values(of: object)
        switch raw.className {
        case platform.swapperClass:
            // (A storyboard's controllers are swapped from IB's classes: `IBNSWindowController`.)
            let original = text(values[platform.originalClassKey]) ?? "NSObject"
            return (original.hasPrefix("IBNS") ? String(original.dropFirst(2)) : original, text(values[platform.classNameKey]))
        // AppKit's objects of a custom class that name it themselves.
        case "NSCustomView": return (raw.className, text(values["NSClassName"]).flatMap { $0 == "NSView" ? nil : $0 })
        case "NSWindowTemplate": return (raw.className, text(values["NSWindowClass"]).flatMap { $0 == "NSWindow" ? nil : $0 })
        // (A styled cell's label is UIKit's private subclass, a `<label>` in the document.)
        case "UITableViewLabel": return ("UILabel", nil)
        // (A visual effect view's content view is UIKit's private subclass, its `<view
        // key="contentView">`: `Lowering.isVisualEffectContentView`.)
        case "_UIVisualEffectContentView": return ("UIView", nil)
        // (AppKit's standard toolbar items are `<toolbarItem>`s with their identifiers.)
        case _ where StandardToolbarItems.classNames.contains(raw.className): return ("NSToolbarItem", nil)
        default: return (raw.className, nil)
        }
    }

    /// A custom class's attributes: a Swift class's run-time name as its class and module, which
    /// the target provides (1,743 of the 2,240 corpus elements with a module say so; compiling
    /// reads the module either way).
    static func customClassAttributes(_ name: String) -> [(name: String, value: String)] {
        guard let swift = demangledClassName(name) else { return [("customClass", name)] }
        return [("customClass", swift.name), ("customModule", swift.module), ("customModuleProvider", "target")]
    }

    /// The keyed child a size or inset codec leaves out of the nib: its default (`size(w,h)`), or
    /// zero insets (`insets(omitZero)`); nil for any other codec.
    static func omittedGeometry(_ codec: KeyRecipe.Codec) -> RaisedElement? {
        switch codec {
        case .size(let omitted?) where omitted.components.count == 2:
            let c = omitted.components.map(KeyRecipe.Codec.text)
            return RaisedElement(attributes: ["width": c[0], "height": c[1]])
        case .insets(omitZero: true):
            let zero = KeyRecipe.Codec.text(0)
            return RaisedElement(attributes: ["minX": zero, "minY": zero, "maxX": zero, "maxY": zero])
        default:
            return nil
        }
    }

    /// The id of an object in the document.
    func id(of object: ObjectGraph.ID) -> String {
        givenIDs[object.index] ?? DecompiledIDs.id(forObject: idBase + object.index)
    }

    /// A key's value as a codec reads it back.
    func encoded(_ value: ObjectGraph.Value?) -> EncodedValue? {
        guard let value else { return nil }
        guard case .object(let object) = value else { return .value(value) }
        switch graph[object].className {
        case "NSString", "NSMutableString": return text(value).map(EncodedValue.string)
        case "NSLocalizableString": return text(value).map(EncodedValue.localizable)
        case "UIImageNibPlaceholder": return text(values(of: object)["UIResourceName"]).map(EncodedValue.image)
        // (An AppKit image by name; its catalog is its element's `catalog`: `appKitCatalog`.)
        case "NSCustomResource": return text(values(of: object)["NSResourceName"]).map(EncodedValue.image)
        default: return .reference(id(of: object))
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
        var values = self.values(of: object)
        guard let declaration = model.declaration(className, on: platform.platform) ?? model.declaration(className, on: .document),
            // (A class the document writes as a keyed value of its parent, a table column's
            // `<tableHeaderCell>`, is an element without an id.)
            let name = elementByClass[className] ?? (declaration.role == .property ? declaration.elements.first : nil),
            let plan = plans.plan(forClass: declaration.index).plan
        else {
            unrecovered("an object of class \(className), which the class model does not compile")
            var element = DecompiledElement("customObject", [("id", id(of: object)), ("customClass", customClass ?? className)])
            if let key { element.attributes.insert(("key", key), at: 0) }
            return element
        }
        var raised = RaisedElement()
        var order: [String] = []
        var consumed: Set<String> = [platform.classNameKey, platform.originalClassKey, "NSClassName", "NSWindowClass"]
        var nested: [DecompiledElement] = []
        var subviews: [DecompiledElement] = []
        var constraints: [DecompiledElement] = []
        var fromShapes = RaisedElement()
        var childAttributeKeys: Set<String> = []
        // (An AppKit view without `NSHuggingPriority` has its class's own, which the document says.)
        var classPriorities = false
        // A cell's content view is among its subviews too: written once, as the keyed child.
        var contentView: ObjectGraph.ID?
        if case .object(let view)? = values["UIContentView"], !written.contains(view.index) {
            contentView = view
            written.insert(view.index)
            // (Without an id of its own, the document's constraints on it name the cell.)
            if className == "UICollectionViewCell" && !listedObjects.contains(view.index) {
                anonymousViews.insert(view.index)
                givenIDs[view.index] = id(of: object)
            }
        }
        // An object AppKit archives inside this one whose keys are this element's attributes (a
        // text view's shared data: `readsThroughPlan`) is read with its own class's plan, as
        // compiling made it: its values and steps join this object's.
        var steps = plan.steps
        for step in plan.steps where step.kind == .shape {
            guard let shape = step.shape, let through = shape.readsThroughPlan, platform.keyedObjectShapes[shape.name] == nil,
                case .object(let inner)? = values[shape.keys[0]],
                let innerDeclaration = model.declaration(through, on: platform.platform), let innerPlan = plans.plan(forClass: innerDeclaration.index).plan
            else { continue }
            written.insert(inner.index)
            consumed.insert(shape.keys[0])
            for (innerKey, value) in self.values(of: inner) where values[innerKey] == nil { values[innerKey] = value }
            steps += innerPlan.steps.filter { step in !(step.kind == .inherited) }
        }
        let writtenChildren = (platform.platform == .appkit ? WrittenDefaults.appkitChildren : WrittenDefaults.uikitChildren)[name] ?? []
        for (position, step) in steps.enumerated() {
            let key = step.recipe.key
            switch step.kind {
            case .inherited, .constant, .text:
                consumed.insert(key)
            case .attribute:
                consumed.insert(key)
                // (The first key that names an attribute says it: a later one of the same attribute
                // is another view of it, `either(sourceList:1,0)` after the enumeration. What an
                // inner object says at the attribute's default is left out, as Interface Builder
                // leaves it.)
                if raised.attributes[step.name] == nil, case .attribute(let text)? = decoded(step, values[key]),
                    position < plan.steps.count || model.attribute(step.name, of: declaration)?.defaultValue != text
                {
                    raised.attributes[step.name] = text
                    order.append(step.name)
                }
            case .childAttribute:
                consumed.insert(key)
                childAttributeKeys.insert(step.childKey)
                if case .attribute(let text)? = decoded(step, values[key]) {
                    raised.children[step.childKey, default: RaisedElement()].attributes[step.name] = text
                }
            case .child:
                consumed.insert(key)
                guard let value = values[key], value != .null else {
                    // A size or inset Interface Builder writes on every element of the kind
                    // (`WrittenDefaults`), which the nib left out at its codec's default.
                    if values[key] == nil, writtenChildren.contains(step.name), let child = Self.omittedGeometry(step.recipe.codec) {
                        raised.children[step.name] = child
                    }
                    continue
                }
                switch step.recipe.codec {
                case .color, .colorOr:
                    // (A cell's and its style label's `tableCellBackgroundColor` is ibtool's, for a
                    // cell without a background: `paintCellBackground`.)
                    if case .object(let color) = value, text(self.values(of: color)["UISystemColorName"]) == "tableCellBackgroundColor" { continue }
                    if let color = Lowering.raisedColor(value, in: graph) ?? Lowering.raisedAppKitColor(value, in: graph) { raised.children[step.name] = RaisedElement(attributes: color) } else { unrecovered("\(className).\(key): a color") }
                case .font:
                    if let font = Lowering.raisedFont(value, in: graph) ?? Lowering.raisedAppKitFont(value, in: graph) { raised.children[step.name] = RaisedElement(attributes: font) } else { unrecovered("\(className).\(key): a font") }
                case .object, .objectOrNull:
                    if case .object(let inner) = value, !written.contains(inner.index) { nested.append(element(inner, key: step.name, depth: depth + 1)) }
                case .unlessNil(_, let ifNil):
                    // `<nil key=…/>`: Interface Builder's "Default"; any other value says the child
                    // is there, which the step that reads it gives back.
                    if value == ifNil { raised.children[step.name] = Self.nilChild }
                case .present:
                    break
                case .rectString, .sizeString:
                    // AppKit's geometry strings, `{{x, y}, {w, h}}` and `{w, h}`.
                    let numbers = Self.numbers(inGeometryString: text(value) ?? "")
                    if numbers.count == 4 {
                        raised.children[step.name] = RaisedElement(attributes: ["x": numbers[0], "y": numbers[1], "width": numbers[2], "height": numbers[3]])
                    } else if numbers.count == 2 {
                        raised.children[step.name] = RaisedElement(attributes: ["width": numbers[0], "height": numbers[1]])
                    }
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
                        // A collection view cell's content view the document gave no id (before
                        // Xcode 11) is not one of the nib's objects: written without one, and
                        // the constraints ibtool pins it with are ibtool's.
                        let anonymous = anonymousViews.contains(contentView.index)
                        var made = element(contentView, key: "contentView", depth: depth + 1)
                        if anonymous { made.attributes.removeAll { $0.name == "id" } }
                        nested.append(made)
                    }
                } else if shape.name == LayoutGuidesShape.name {
                    for guide in items(values["UIViewLayoutGuides"]) {
                        written.insert(guide.index)
                        usesSafeAreas = true
                        nested.append(DecompiledElement("viewLayoutGuide", [("key", "safeArea"), ("id", id(of: guide))]))
                    }
                } else if let listName = platform.listShapes[shape.name] {
                    var list: [DecompiledElement] = []
                    for item in items(values[shape.keys[0]]) where !written.contains(item.index) { list.append(element(item, key: nil, depth: depth + 1)) }
                    if !list.isEmpty { nested.append(DecompiledElement(listName, children: list)) }
                } else if shape.name == SegmentItemsShape.name {
                    // A segmented cell's `<segments>` (the inverse of `SegmentItemsShape`).
                    var segments: [DecompiledElement] = []
                    for item in items(values["NSSegmentImages"]) {
                        written.insert(item.index)
                        let itemValues = self.values(of: item)
                        var segment = DecompiledElement("segment")
                        var nilLabel = true
                        if let label = text(itemValues["NSSegmentItemLabel"]) {
                            nilLabel = false
                            if !label.isEmpty { segment.set("label", label) }
                        }
                        if case .object(let image)? = itemValues["NSSegmentItemImage"], let name = text(self.values(of: image)["NSResourceName"]) {
                            segment.set("image", name)
                            if let catalog = text(self.values(of: image)["NSCatalogName"]) { segment.set("catalog", catalog) }
                        }
                        if case .double(let width)? = itemValues["NSSegmentItemWidth"] { segment.set("width", KeyRecipe.Codec.text(width)) }
                        if case .integer(let tag)? = itemValues["NSSegmentItemTag"], tag != 0 { segment.set("tag", String(tag)) }
                        if itemValues["NSSegmentItemSelected"] == .bool(true) { segment.set("selected", "YES") }
                        if case .integer(let scaling)? = itemValues["NSSegmentItemImageScaling"], scaling != 0,
                            let name = SegmentItemsShape.imageScaling?.caseName(scaling)
                        {
                            segment.set("imageScaling", name)
                        }
                        if nilLabel { segment.children.append(DecompiledElement("nil", [("key", "label")])) }
                        segments.append(segment)
                    }
                    if !segments.isEmpty { nested.append(DecompiledElement("segments", children: segments)) }
                } else if shape.name == MatrixCellsShape.name {
                    // A matrix's cells, archived row by row, written column by column.
                    let cells = items(values["NSCells"])
                    if case .integer(let rows)? = values["NSNumRows"], case .integer(let count)? = values["NSNumCols"], rows > 0, count > 0,
                        rows <= cells.count, count <= cells.count
                    {
                        var columns: [DecompiledElement] = []
                        for column in 0..<Int(count) {
                            var made: [DecompiledElement] = []
                            // (At most the cells' count in all, however many rows a hostile nib says.)
                            for row in 0..<Int(rows) {
                                guard row * Int(count) + column < cells.count else { break }
                                let cell = cells[row * Int(count) + column]
                                if !written.contains(cell.index) { made.append(element(cell, key: nil, depth: depth + 1)) }
                            }
                            columns.append(DecompiledElement("column", children: made))
                        }
                        nested.append(DecompiledElement("cells", children: columns))
                    }
                } else if shape.name == TextContainerShape.name {
                    // A text view's text and its runs' fonts and colors.
                    if let storage = raisedTextStorage(values) { nested.append(storage) }
                } else if shape.name == TextViewMaxSizeShape.name {
                    let numbers = Self.numbers(inGeometryString: text(values["NSMaxSize"]) ?? "")
                    if numbers.count == 2 { raised.children["maxSize"] = RaisedElement(attributes: ["width": numbers[0], "height": numbers[1]]) }
                    // (A minimum size is design time: Interface Builder writes the frame's size, 96
                    // of the corpus's 100 text views with both.)
                    let frame = Self.numbers(inGeometryString: text(values["NSFrame"]) ?? text(values["NSFrameSize"]) ?? "")
                    if frame.count >= 2 { raised.children["minSize"] = RaisedElement(attributes: ["width": frame[frame.count - 2], "height": frame[frame.count - 1]]) }
                } else if shape.name == NumberFormatterShape.name {
                    let formatter = NumberFormatterShape.raised(values, in: graph)
                    for (name, value) in formatter.attributes where raised.attributes[name] == nil {
                        raised.attributes[name] = value
                        order.append(name)
                    }
                    nested += formatter.children
                } else if shape.name == TextViewTextColorShape.name {
                    if let color = Lowering.raisedAppKitColor(values["NSTextViewTextColor"], in: graph) { raised.children["textColor"] = RaisedElement(attributes: color) }
                } else if shape.name == TextBackgroundColorShape.name {
                    // (Always the catalog's text background, which Interface Builder writes too.)
                    if let color = Lowering.raisedAppKitColor(values["NSBackgroundColor"], in: graph) { raised.children["backgroundColor"] = RaisedElement(attributes: color) }
                } else if shape.name == InsertionColorShape.name {
                    // (AppKit's own insertion color is the default, which compiling gives again.)
                    if let color = Lowering.raisedAppKitColor(values["NSInsertionColor"], in: graph),
                        !(color["name"] == "textInsertionPointColor" && color["catalog"] == "System")
                    {
                        raised.children["insertionPointColor"] = RaisedElement(attributes: color)
                    }
                } else if shape.name == "toolbarContents" {
                    // A toolbar's items: the allowed ones as elements, the default and selectable
                    // ones as references to them.
                    let allowed = items(values["NSToolbarIBAllowedItems"])
                    var made: [DecompiledElement] = []
                    for item in allowed where !written.contains(item.index) {
                        var itemElement = element(item, key: nil, depth: depth + 1)
                        if case .object(let view)? = self.values(of: item)["NSToolbarItemView"], !written.contains(view.index) {
                            itemElement.children.append(element(view, key: "view", depth: depth + 2))
                        }
                        made.append(itemElement)
                    }
                    if !made.isEmpty { nested.append(DecompiledElement("allowedToolbarItems", children: made)) }
                    for (key, list) in [("NSToolbarIBDefaultItems", "defaultToolbarItems"), ("NSToolbarIBSelectableItems", "selectableToolbarItems")] {
                        let references = items(values[key]).map { DecompiledElement("toolbarItem", [("reference", id(of: $0))]) }
                        if !references.isEmpty { nested.append(DecompiledElement(list, children: references)) }
                    }
                } else if shape.name == "headerClipView" {
                    // A table's header view, which AppKit puts in a clip view of its own: the
                    // scroll view's `<tableHeaderView key="headerView">`.
                    if case .object(let clip)? = values["NSHeaderClipView"], case .object(let header)? = self.values(of: clip)["NSDocView"], !written.contains(header.index) {
                        written.insert(clip.index)
                        nested.append(element(header, key: "headerView", depth: depth + 1))
                    }
                } else if shape.name == "tableHeaderView" {
                    if case .object(let header)? = values["NSHeaderView"] { raised.attributes["headerView"] = id(of: header); order.append("headerView") }
                } else if shape.name == "navigationItemLists" {
                    // One right item is `rightBarButtonItem`, more are `<rightBarButtonItems>`; the
                    // left item is the object step's `leftBarButtonItem`.
                    let right = items(values["UIRightBarButtonItems"]).filter { !written.contains($0.index) }
                    if right.count == 1 {
                        nested.append(element(right[0], key: "rightBarButtonItem", depth: depth + 1))
                    } else if !right.isEmpty {
                        nested.append(DecompiledElement("rightBarButtonItems", children: right.map { self.element($0, key: nil, depth: depth + 1) }))
                    }
                    for item in items(values["UILeftBarButtonItems"]) where !written.contains(item.index) {
                        unrecovered("a navigation item's left items past the first (left out)")
                    }
                } else if shape.name == "windowRect", let numbers = text(values["NSWindowRect"]).map(Self.numbers(inGeometryString:)), numbers.count == 4 {
                    // The content rectangle where the window opens (with a position mask, which
                    // keeps it there rather than centred on the screen rectangle).
                    raised.children["contentRect"] = RaisedElement(attributes: ["x": numbers[0], "y": numbers[1], "width": numbers[2], "height": numbers[3]])
                    if raised.children["initialPositionMask"] == nil { raised.children["initialPositionMask"] = RaisedElement() }
                } else if let childKey = platform.keyedObjectShapes[shape.name] {
                    if case .object(let inner)? = values[shape.keys[0]], !written.contains(inner.index) {
                        nested.append(element(inner, key: childKey, depth: depth + 1))
                    }
                } else if let attributes = raisedAppKitShape(shape.name, values) {
                    if shape.name == "huggingPriority", attributes.isEmpty { classPriorities = true }
                    for (name, value) in attributes where name != "font" {
                        fromShapes.attributes[name] = value
                    }
                    if let font = Lowering.raisedAppKitFont(values["NSSupport"], in: graph), attributes["font"] != nil { raised.children["font"] = RaisedElement(attributes: font) }
                } else if shape.name == "viewLayoutGuides" {
                    // AppKit's safe-area and margins guides, named by their identifiers.
                    for guide in items(values["NSViewLayoutGuides"]) {
                        written.insert(guide.index)
                        let identifier = text(self.values(of: guide)["NSLayoutGuideIdentifier"]) ?? ""
                        let guideKey = identifier.contains("SafeArea") ? "safeArea" : identifier.contains("Margins") ? "layoutMargins" : nil
                        if let guideKey { nested.append(DecompiledElement("viewLayoutGuide", [("key", guideKey), ("id", id(of: guide))])) } else { unrecovered("a layout guide of identifier '\(identifier)'") }
                    }
                } else if shape.name == "documentView" {
                    // A clip view's document view is its one subview.
                    if case .object(let view)? = values["NSDocView"], !written.contains(view.index) { subviews.append(element(view, key: nil, depth: depth + 1)) }
                } else if platform.subviewsShapes.contains(shape.name) {
                    for view in traitVariations.subviews[object.index] ?? items(values[platform.subviewsKey]) where !written.contains(view.index) {
                        // (A cell's separator and a controller's layout guides are UIKit's, made by
                        // ibtool: compiling makes them again.)
                        if platform.derivedViews.contains(graph[view].className) || isDerivedReusableView(view) {
                            written.insert(view.index)
                            continue
                        }
                        subviews.append(element(view, key: nil, depth: depth + 1))
                    }
                } else if shape.name == platform.constraintsShape {
                    for constraint in traitVariations.constraints[object.index] ?? items(values[platform.constraintsKey]) {
                        if let made = self.constraint(constraint, owner: object, depth: depth + 1) { constraints.append(made) }
                    }
                } else if let invertible = shape as? any InvertibleShape.Type {
                    var shapeValues: [String: ObjectGraph.Value] = [:]
                    for name in shape.keys { if let value = values[name] { shapeValues[name] = value } }
                    let before = fromShapes.attributes
                    invertible.raise(shapeValues, in: graph, into: &fromShapes)
                    // (A view's flags with AppKit's Auto Layout default mask say the document is
                    // an Auto Layout one: `childPresence` of the view bitfields.)
                    if let bitfield = (shape as? any BitfieldShape.Type)?.bitfield, case .integer(let flags)? = values[bitfield.key],
                        bitfield.decode(flags).contains(where: { $0.value == "autolayout" })
                    {
                        usesAutolayout = true
                    }
                    // (An attribute two keys say part of each: a button cell's border is in its
                    // `NSButtonFlags`, its bezel in its `NSCellFlags`.)
                    for (name, parts) in Self.combinedValues {
                        if let old = before[name], let new = fromShapes.attributes[name], old != new, let both = parts[[old, new]] { fromShapes.attributes[name] = both }
                    }
                } else if shape.readsThroughPlan == nil || platform.keyedObjectShapes[shape.name] != nil, !platform.structureShapes.contains(shape.name), !handledShapes.contains(shape.name),
                    shape.keys.contains(where: { values[$0] != nil })
                {
                    unrecovered("@\(shape.name) of \(className)")
                }
            }
        }
        // (A button whose nib archives its type's own priorities is of the bezel's other type:
        // ibtool leaves a type's own out. A rounded bevel button is not a push button.)
        if className == "NSButton", !classPriorities, let cell = nested.firstIndex(where: { $0[attribute: "key"] == "cell" }),
            let type = nested[cell][attribute: "type"], let other = AppKitClasses.buttonTypeAlternatives[type],
            let own = AppKitClasses.buttonHuggingPriorities[type], fromShapes.attributes["horizontalHuggingPriority"] == KeyRecipe.Codec.text(own.0),
            fromShapes.attributes["verticalHuggingPriority"] == KeyRecipe.Codec.text(own.1)
        {
            nested[cell].set("type", other)
        }
        if classPriorities {
            let cellType = nested.first { $0[attribute: "key"] == "cell" }?[attribute: "type"]
            let own = className == "NSButton" ? AppKitClasses.buttonHuggingPriorities[cellType ?? ""] : AppKitClasses.huggingPriorities[className]
            // (Interface Builder leaves a priority of 250, a view's default, out: no Xcode-saved
            // document of the corpus writes one.)
            if let own {
                if own.0 != 250 { fromShapes.attributes["horizontalHuggingPriority"] = KeyRecipe.Codec.text(own.0) }
                if own.1 != 250 { fromShapes.attributes["verticalHuggingPriority"] = KeyRecipe.Codec.text(own.1) }
            }
        }
        // What a shape gives back fills what the codecs did not say (a constraint's V2 attribute
        // is the document's; the legacy one a shape reads is its edge).
        // (At the model's default, an attribute is left out, as Interface Builder leaves it.)
        // (A bit AppKit keeps in every cell, read as the attribute of the class that names it —
        // `allowsEditingTextAttributes` of a text field cell — is not the document's elsewhere.)
        for (name, value) in fromShapes.attributes.sorted(by: { $0.key < $1.key })
        where raised.attributes[name] == nil && model.attribute(name, of: declaration)?.defaultValue != value {
            guard model.attribute(name, of: declaration) != nil else {
                unrecovered("\(className): a bit that would be '\(name)', which its element does not have")
                continue
            }
            raised.attributes[name] = value
            order.append(name)
        }
        // (A button cell's type, which Interface Builder always writes first, from its bezel.)
        if ["buttonCell", "popUpButtonCell"].contains(name) {
            if raised.attributes["type"] == nil, let type = raised.attributes["bezelStyle"].flatMap({ AppKitClasses.buttonTypesByBezel[$0] }) {
                raised.attributes["type"] = type
            }
            if raised.attributes["type"] != nil { order = ["type"] + order.filter { $0 != "type" } }
        }
        // (An empty child another step made — a window's position mask — takes what a shape says of it.)
        for (name, child) in fromShapes.children where raised.children[name] == nil || raised.children[name] == RaisedElement() { raised.children[name] = child }
        for key in values.keys.sorted() where !consumed.contains(key) { unrecovered("\(className).\(key)") }
        // What a control's cell archives of the control's own attributes (`cellKeysOfControls`).
        if case .object(let cell)? = values["NSCell"] {
            let cellValues = self.values(of: cell)
            for (key, value, attribute, text) in Self.cellKeysOfControls
            where cellValues[key] == .bool(value) && model.attribute(attribute, of: declaration) != nil && raised.attributes[attribute] == nil {
                raised.attributes[attribute] = text
                order.append(attribute)
            }
        }
        // (A control's focus ring is its cell's, which only the cell's flags keep: Interface Builder
        // writes it on both, 73 of the corpus's 73 buttons whose cell has one.)
        if platform.platform == .appkit, raised.attributes["focusRingType"] == nil, model.attribute("focusRingType", of: declaration) != nil,
            let ring = nested.first(where: { $0[attribute: "key"] == "cell" })?[attribute: "focusRingType"]
        {
            raised.attributes["focusRingType"] = ring
            order.append("focusRingType")
        }
        // (A stack view lays out by constraints: every corpus document with one uses Auto Layout, 44 of 44.)
        if values["UIViewDoesNotTranslateAutoresizingMaskIntoConstraints"] != nil || !constraints.isEmpty || className == "NSStackView" { usesAutolayout = true }

        // A keyed child object's attributes read on this object (a control's cell's, which AppKit
        // archives on the control too) go to that child's element.
        for index in nested.indices {
            guard let childKey = nested[index][attribute: "key"], let read = raised.children[childKey], read != Self.nilChild else { continue }
            // (At the child's own default, left out, as Interface Builder leaves it: no corpus cell
            // says `continuous="NO"`.)
            let childDeclaration = model.classDeclaration(forElement: nested[index].name, platform: platform.platform)
            for (attribute, value) in read.attributes.sorted(by: { $0.key < $1.key })
            where nested[index][attribute: attribute] == nil && childDeclaration.flatMap({ model.attribute(attribute, of: $0)?.defaultValue }) != value {
                nested[index].attributes.insert((attribute, value), at: max(0, nested[index].attributes.count - 1))
            }
            raised.children[childKey] = nil
        }
        // (Without that child, what the object archived of it is its own class's default: a table
        // or a scroller has no cell element.)
        for key in childAttributeKeys where raised.children[key] != nil && !nested.contains(where: { $0[attribute: "key"] == key }) {
            raised.children[key] = nil
        }
        if anonymousViews.contains(object.index) {
            hoistedConstraints += constraints
            constraints = []
        } else if className == "UICollectionViewCell" {
            constraints += hoistedConstraints
            hoistedConstraints = []
        }
        // (Interface Builder writes a custom subview `<customView>`: 215 of the corpus documents' 225
        // custom NSView subviews; a keyed view — a content view, a controller's — is `<view>`.)
        let swappedView = instantiatesDirectly && key == nil && className == "NSView" && graph[object].className == platform.swapperClass
        var element = DecompiledElement(swappedView ? "customView" : name)
        if let key { element.attributes.append(("key", key)) }
        for name in order where raised.attributes[name] != nil && element[attribute: name] == nil { element.attributes.append((name, raised.attributes[name]!)) }
        // What Interface Builder writes on every element of the kind, even at its default
        // (`WrittenDefaults`): the model's default, which the nib left out; an attribute the nib
        // cannot hold (design time), the value Interface Builder writes most (a label's `opaque="NO"`).
        let usual = platform.platform == .appkit ? WrittenDefaults.appkitUsual : WrittenDefaults.uikitUsual
        for attribute in (platform.platform == .appkit ? WrittenDefaults.appkit : WrittenDefaults.uikit)[name] ?? [] where element[attribute: attribute] == nil {
            let declared = model.attribute(attribute, of: declaration)
            if let value = declared?.designTime != nil ? usual[name + " " + attribute] ?? declared?.defaultValue : declared?.defaultValue {
                element.attributes.append((attribute, value))
            }
        }
        if fixedFrameViews.contains(object.index) || traitVariations.fixedFrameViews.contains(object.index) { element.attributes.append(("fixedFrame", "YES")) }
        if element[attribute: "catalog"] == nil, let catalog = appKitCatalog(of: values) { element.attributes.append(("catalog", catalog)) }
        if className == "NSWindowTemplate", !visibleWindows.contains(object.index), element[attribute: "visibleAtLaunch"] == nil {
            element.attributes.append(("visibleAtLaunch", "NO"))
        }
        if let toolTip = toolTips[object.index] { element.attributes.insert(("toolTip", toolTip), at: key == nil ? 0 : 1) }
        if declaration.role != .property { element.attributes.append(("id", id(of: object))) }
        if let customClass { element.attributes += Self.customClassAttributes(customClass) }
        element.children = children(of: raised, declaration: declaration)
        if !subviews.isEmpty { element.children.append(DecompiledElement("subviews", children: subviews)) }
        element.children += nested
        if !constraints.isEmpty { element.children.append(DecompiledElement("constraints", children: constraints)) }
        if let cellViews = prototypeCellViews[object.index] {
            let made = cellViews.filter { !written.contains($0.index) }.map { self.element($0, key: nil, depth: depth + 1) }
            if !made.isEmpty { element.children.append(DecompiledElement("prototypeCellViews", children: made)) }
        }
        element.children += extras[object.index] ?? []
        if let list = connections[object.index] { element.children.append(DecompiledElement("connections", children: list)) }
        element.children += variationElements(of: object)
        return element
    }

    /// The catalog of the AppKit images an object names (`NSCatalogName` of its `NSCustomResource`
    /// values, an SF Symbol's `system`), which its element's `catalog` says for all of them.
    func appKitCatalog(of values: [String: ObjectGraph.Value]) -> String? {
        guard platform.platform == .appkit else { return nil }
        for key in values.keys.sorted() {
            guard case .object(let image)? = values[key], graph[image].className == "NSCustomResource" else { continue }
            if let catalog = text(self.values(of: image)["NSCatalogName"]) { return catalog }
        }
        return nil
    }

    /// `<image>` resources for the images an AppKit nib names by `NSCustomResource`, at the design
    /// size it archived: the app's, SF Symbols (in their catalog) and AppKit's own `NS…` images,
    /// which Interface Builder declares too (compiling sizes the last two itself).
    func appKitImageResources() -> [DecompiledElement] {
        var found: [String: DecompiledElement] = [:]
        for object in graph.objects where object.className == "NSCustomResource" {
            var values: [String: ObjectGraph.Value] = [:]
            for entry in object.entries where values[entry.key] == nil { values[entry.key] = entry.value }
            guard text(values["NSClassName"]) == "NSImage", let name = text(values["NSResourceName"]), found[name] == nil else { continue }
            let catalog = text(values["NSCatalogName"])
            var size = ["0", "0"]
            if case .object(let value)? = values["IBDesignSize"] {
                let numbers = Self.numbers(inGeometryString: text(self.values(of: value)["NS.sizeval"]) ?? "")
                if numbers.count == 2 { size = numbers }
            }
            var element = DecompiledElement("image", [("name", name)])
            if let catalog { element.set("catalog", catalog) }
            element.set("width", size[0])
            element.set("height", size[1])
            found[name] = element
        }
        return found.keys.sorted().map { found[$0]! }
    }

    /// Keys a control's cell archives for an attribute of the control, and the value that says the
    /// attribute (else the default): the Touch Bar's character picker (which the document's
    /// Interface Builder, 23504, does not enable by default: `CharacterPickerShape`) and a search
    /// field's text completion (`SearchFieldCompletionShape`).
    static let cellKeysOfControls: [(key: String, value: Bool, attribute: String, text: String)] = [
        ("NSCharacterPickerEnabled", true, "allowsCharacterPickerTouchBarItem", "YES"),
        ("NSAutomaticTextCompletionDisabled", true, "textCompletion", "NO"),
    ]

    /// Values of an attribute that two bitfields give a part of each (`cellFlags`,
    /// `buttonFlags`): the parts → the whole.
    static let combinedValues: [String: [Set<String>: String]] = ["borderStyle": [["border", "bezel"]: "borderAndBezel"]]

    /// Whether `view` is one of the empty header and footer views ibtool puts among a collection
    /// view's subviews (reuse identifiers `IBUICollectionView…ReuseIdentifier`).
    func isDerivedReusableView(_ view: ObjectGraph.ID) -> Bool {
        graph[view].className == "UICollectionReusableView" && text(values(of: view)["UIReuseIdentifier"])?.hasPrefix("IBUICollectionView") == true
    }

    /// How deep elements nest: deeper objects are left out (a hostile nib cannot exhaust the
    /// stack; Interface Builder's documents nest a few dozen levels).
    static let maximumDepth = 100



    /// A keyed child written `<nil key=…/>`.
    static let nilChild = RaisedElement(attributes: ["": "nil"])


    /// A step's attribute from a key's value: a text is tried as the codec takes it (a plain or a
    /// localizable string: the nib says which it is, the codec which it wants).
    func decoded(_ step: RecipePlan.Step, _ value: ObjectGraph.Value?) -> DecodedAttribute? {
        let first = encoded(value)
        if let result = step.recipe.codec.decode(first, declared: step.declared) { return result }
        switch first {
        case .string(let text)?: return step.recipe.codec.decode(.localizable(text), declared: step.declared)
        case .localizable(let text)?: return step.recipe.codec.decode(.string(text), declared: step.declared)
        default: return nil
        }
    }

    /// What AppKit's shapes that pack attributes into one key say (nil for another shape): the
    /// hugging and compression priorities (`{h, v}`), whether the view translates its mask, a
    /// control's font (`font`: the `NSSupport` font is the element's `<font>`).
    func raisedAppKitShape(_ name: String, _ values: [String: ObjectGraph.Value]) -> [String: String]? {
        func pair(_ key: String, _ horizontal: String, _ vertical: String) -> [String: String] {
            let numbers = Self.numbers(inGeometryString: text(values[key]) ?? "")
            return numbers.count == 2 ? [horizontal: numbers[0], vertical: numbers[1]] : [:]
        }
        switch name {
        case "huggingPriority": return pair("NSHuggingPriority", "horizontalHuggingPriority", "verticalHuggingPriority")
        case "compressionPriority":
            return pair("NSAntiCompressionPriority", "horizontalCompressionResistancePriority", "verticalCompressionResistancePriority")
        case "doNotTranslateAutoresizingMask": return values["NSDoNotTranslateAutoresizingMask"] == .bool(true) ? ["translatesAutoresizingMaskIntoConstraints": "NO"] : [:]
        case "buttonFont", "popUpFont": return values["NSSupport"] != nil ? ["font": ""] : [:]
        default: return nil
        }
    }

    /// The numbers of an AppKit geometry string, as Interface Builder writes them.
    static func numbers(inGeometryString text: String) -> [String] {
        text.split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0).map(KeyRecipe.Codec.text) }
    }

    /// The keyed children a raised element holds, as elements: the frame first, then by key.
    func children(of raised: RaisedElement, declaration: IBClassDeclaration?) -> [DecompiledElement] {
        let keys = raised.children.keys.sorted { (rank($0), $0) < (rank($1), $1) }
        return keys.map { key in
            let child = raised.children[key]!
            if child == Self.nilChild { return DecompiledElement("nil", [("key", key)]) }
            let keyed = declaration.flatMap { model.keyedChild(key, of: $0) }
            // (A shape's unkeyed child, `<blurEffect>`, is held by its element's name.)
            let unkeyed = keyed == nil && model.classDeclaration(forElement: key, platform: platform.platform) != nil
            let name = keyed?.elements.first ?? (unkeyed ? key : Self.elementName(forKey: key, attributes: child.attributes))
            var element = DecompiledElement(name)
            if !unkeyed && (keyed != nil || name != key) { element.attributes.append(("key", key)) }
            for attribute in child.attributes.sorted(by: { $0.key < $1.key }) { element.attributes.append((attribute.key, attribute.value)) }
            element.children = children(of: child, declaration: nil)
            return element
        }
    }

    func rank(_ key: String) -> Int {
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
    mutating func constraint(_ object: ObjectGraph.ID, owner: ObjectGraph.ID, depth: Int) -> DecompiledElement? {
        let className = graph[object].className
        let items = ["NSFirstItem", "NSSecondItem"].compactMap { key -> Int? in
            if case .object(let item)? = graph[object].entries.first(where: { $0.key == key })?.value { return item.index }
            return nil
        }
        if derivedConstraints.contains(object.index) || (!anonymousViews.contains(owner.index) && items.contains(where: anonymousViews.contains)) {
            written.insert(object.index)
            return nil
        }
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
