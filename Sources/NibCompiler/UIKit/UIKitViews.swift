// UIKitViews.swift — the keys UIView and its subclasses encode, from the IB attributes and keyed
// elements (measured on the corpus nibs: ../shared/docs/classkeys_ios.txt).

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// UIView's keys, in the order UIView encodes them (its `archive` lines in the class model). `subviews` and
    /// `constraints` replace the element's own lists (cells).
    mutating func lowerView(
        _ node: Int, into object: ObjectGraph.ID, subviews: [ObjectGraph.ID]? = nil, constraints: [ObjectGraph.ID]? = nil
    ) {
        run("UIView", for: node, into: object, context: RecipeContext(subviews: subviews, constraints: constraints))
    }

    /// The UIFont of an element's `<fontDescription>` (a text view's font is also its attributed
    /// text's).
    mutating func elementFont(_ node: Int) -> ObjectGraph.Value? {
        if let last = lastElementFont, last.node == node { return last.font }
        guard let description = document.child(key: "fontDescription", of: node), let font = font(description) else { return nil }
        lastElementFont = (node, font)
        return font
    }

    /// UIDataDetectorTypes' bits by IB's attribute names.
    static let dataDetectorBits: [(name: String, value: Int64)] = [
        ("phoneNumber", 1), ("link", 2), ("address", 4), ("calendarEvent", 8), ("shipmentTrackingNumber", 16),
        ("flightNumber", 32), ("lookupSuggestion", 64),
    ]


    static let textViewAlignment = UIKitRecipes.declaration("textAlignment", of: "UITextView")

    /// A text view's plain text: `UIText`, and `UIAttributedText`, the same text with the view's
    /// color, paragraph alignment and font as attributes (Apptentive pairs: NSDictionary of NSColor
    /// when the view has a text color, NSParagraphStyle {NSAlignment, NSTabStops nil}, NSFont).
    mutating func textViewText(_ node: Int) -> [ObjectGraph.Entry] {
        guard let text = attribute("text", of: node) ?? document.child(key: "text", of: node).map({ stringElementText($0) }), !text.isEmpty
        else { return [] }
        let textValue = self.text(text, of: node, property: "text")
        let alignment = Lowering.textViewAlignment.flatMap { declared in
            (document.peek("textAlignment", of: node) ?? declared.defaultValue).flatMap { declared.domain.rawValue(of: $0) }
        } ?? 0
        let paragraph = graph.add("NSMutableParagraphStyle", [.init("NSAlignment", .integer(alignment)), .init("NSTabStops", .null)])
        // In the pairs' order (a dictionary's order does not count): font first without a color,
        // last with one.
        let colorID = document.child(key: "textColor", of: node).flatMap { self.color($0) }?.objectID
        let fontID = elementFont(node)?.objectID
        var pairs: [(key: ObjectGraph.ID, value: ObjectGraph.ID)] = []
        if let colorID { pairs.append((graph.string("NSColor"), colorID)) }
        if let fontID, colorID == nil { pairs.append((graph.string("NSFont"), fontID)) }
        pairs.append((graph.string("NSParagraphStyle"), paragraph))
        if let fontID, colorID != nil { pairs.append((graph.string("NSFont"), fontID)) }
        let attributed = graph.add("NSAttributedString", [
            .init("NSString", options.localizable ? string(text) : textValue),
            .init("NSAttributes", .object(graph.dictionary(pairs))),
        ])
        return [.init("UIText", textValue), .init("UIAttributedText", .object(attributed))]
    }

    /// `<rect key="frame">` as UIView archives it: bounds at the origin, and the center (appended).
    func frameEntries(_ node: Int, into entries: inout [ObjectGraph.Entry]) {
        guard let frame = laidOutFrame(node) else { return }
        entries.append(.init("UIBounds", geometries.value(.rect(x: 0, y: 0, width: frame.width, height: frame.height))))
        entries.append(.init("UICenter", geometries.value(.point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2))))
    }

    /// The frame ibtool archives for `node` (nil: none).
    func laidOutFrame(_ node: Int) -> (x: Double, y: Double, width: Double, height: Double)? {
        // A segment is laid out by its control (Segments.swift).
        if document[node].name == "segment" {
            return segmentFrame(node).map { ($0.x, 0, $0.width, $0.height) }
        }
        // A storyboard saved in IB's iOS 6 layout is laid out for iOS 7 (IOS6Layout.swift).
        if let frame = iOS6LayoutFrame(node) { return frame }
        // A storyboard controller's view has the size of the scene: its freeform size, else its
        // device's screen (Apptentive: a table view drawn 44 points shorter above an opaque
        // toolbar is archived full height). Without a device, the frame's size (Flutter Main:
        // 600 × 600), and without a frame 414 × 896 (Flutter launch screens saved by Xcode 8).
        let isRootView = attribute(.key, of: node) == "view" && plans.controllerElements.contains(document[document[node].parent])
        if document.kind == .storyboard, isRootView,
            let (width, height) = sceneSize(of: document[node].parent) ?? (document.peekChild(key: "frame", of: node) == nil ? (414, 896) : nil)
        {
            return (0, 0, width, height)
        }
        if isCanvasLaidOutOwnerView(node) { return (0, 0, Lowering.sizeClassCanvas, Lowering.sizeClassCanvas) }
        guard let frame = document.child(key: "frame", of: node) else {
            guard document.kind == .storyboard else { return nil }
            // A navigation controller's bar saved without a frame (Xcode 5 documents) is laid out
            // 320 × 44 at the top (Cloudinary, MobilewitsSegue at SDK 8, ProgrammingEvents at 7).
            if isControllerBar(node), document[node].name == "navigationBar" { return (0, 0, 320, 44) }
            // Storyboards saved without frames (Xcode 8-era launch screens): ibtool gives views
            // other than a controller's 1000 × 1000 (4 of 4 Flutter launch screens, ibtool 10-12).
            return (0, 0, 1000, 1000)
        }
        // A prototype is the root of its own nib, at the origin.
        let isPrototype = StoryboardScene.isPrototype(node, in: document)
        let x = isPrototype ? 0 : double(.x, of: frame) ?? 0
        var y = isPrototype ? 0 : double(.y, of: frame) ?? 0
        // A prototype table lays its footer out below its header and one empty section.
        if attribute(.key, of: node) == "tableFooterView", hasPrototypes(document[node].parent) {
            y = tableFooterOffset(document[node].parent)
        }
        // A navigation controller's bars are archived 320 points wide (Apptentive: a 375-point toolbar;
        // a tab bar controller's inferred alike).
        let width = isControllerBar(node) ? 320 : double(.width, of: frame) ?? 0
        let height = laidOutContentHeight(node) ?? double(.height, of: frame) ?? 0
        return (x, y, width, height)
    }

    /// Screen sizes of IB's devices, in portrait points.
    static let deviceSizes: [String: (Double, Double)] = [
        "retina3_5": (320, 480), "retina4_0": (320, 568), "retina4_7": (375, 667), "retina5_5": (414, 736),
        "retina5_9": (375, 812), "retina6_0": (375, 812), "retina6_1": (414, 896), "retina6_5": (414, 896),
        "retina6_12": (390, 844), "retina6_3": (402, 874), "retina6_7": (428, 926), "retina6_72": (430, 932),
        "retina6_9": (440, 956), "ipad9_7": (768, 1024), "ipad10_2": (810, 1080), "ipad10_5": (834, 1112),
        "ipad11": (834, 1194), "ipad12_9": (1024, 1366), "ipad12_9rounded": (1024, 1366), "appleTV": (1080, 1920),
    ]

    /// The size of a storyboard controller's scene: its freeform size, else its device's screen
    /// (nil for a document without a device).
    func sceneSize(of controller: Int) -> (Double, Double)? {
        if let size = Lowering.freeformSize(of: controller, in: document) {
            return (double("width", of: size) ?? 0, double("height", of: size) ?? 0)
        }
        if let size = Lowering.deviceSize(in: document) { return size }
        // A size-class document of Xcode 6–7 has no device: before SDK 11 ibtool lays a scene that
        // is not freeform out on the size-class canvas, 600 × 600, whatever frame it was saved with
        // (ProcessDash at SDK 9: 9 of 9 scenes saved at 375 × 667; NightPhones at 10: 12 of 13 saved
        // at 1024 × 768 and smaller, the 13th freeform; Nohana's freeform scenes keep theirs).
        if options.sdk.laysOutScenesOnSizeClassCanvas, document.peek("useTraitCollections", of: document.root) == "YES",
            document.peekChild(key: "simulatedDestinationMetrics", of: controller).map({ document[$0].name != "freeformSimulatedSizeMetrics" }) ?? true
        {
            return (Lowering.sizeClassCanvas, Lowering.sizeClassCanvas)
        }
        return nil
    }

    /// Whether `node` is a size-class xib's controller view that ibtool lays out on the size-class
    /// canvas, as it does a storyboard scene's (before SDK 11): the view File's Owner's `view` outlet
    /// names, not freeform, whatever its frame and the document's device (LucidX at SDK 10: 6 of 6
    /// xibs saved at 320 × 480 on a 3.5-inch device; ReactNative's freeform launch screen at 9 keeps
    /// its 480 × 480; the subviews keep their frames).
    func isCanvasLaidOutOwnerView(_ node: Int) -> Bool {
        guard document.kind == .xib, options.sdk.laysOutScenesOnSizeClassCanvas, document[node].parent >= 0,
            document[document[node].parent].name == "objects",
            document.peek("useTraitCollections", of: document.root) == "YES",
            document.peekChild(key: "simulatedDestinationMetrics", of: node).map({ document[$0].name != "freeformSimulatedSizeMetrics" }) ?? true,
            let id = document.peek("id", of: node)
        else { return false }
        return document.placeholders.contains { placeholder in
            document.peek("placeholderIdentifier", of: placeholder) == "IBFilesOwner"
                && document.child("connections", of: placeholder).map { connections in
                    document.children(of: connections).contains {
                        document[$0].name == "outlet" && document.peek("property", of: $0) == "view" && document.peek("destination", of: $0) == id
                    }
                } ?? false
        }
    }

    /// The side of Interface Builder's any-width, any-height canvas.
    static let sizeClassCanvas = 600.0

    /// A freeform scene's `<size key="freeformSize">`.
    static func freeformSize(of controller: Int, in document: IBDocument) -> Int? {
        guard let metrics = document.peekChild(key: "simulatedDestinationMetrics", of: controller),
            document[metrics].name == "freeformSimulatedSizeMetrics"
        else { return nil }
        return document.peekChild(key: "freeformSize", of: controller)
    }

    /// The screen of the document's `<device>`, in points as oriented (Interface Builder's own
    /// element, read for the scene size).
    static func deviceSize(in document: IBDocument) -> (Double, Double)? {
        guard let device = document.child("device", of: document.root) else { return nil }
        guard let (width, height) = document.peek("id", of: device).flatMap({ Lowering.deviceSizes[$0] }) else { return nil }
        let orientation = document.peek("orientation", of: device)
        let landscape = orientation == "landscape" || (document.peek("id", of: device) == "appleTV" && orientation == nil)
        return landscape ? (height, width) : (width, height)
    }

    /// Whether a storyboard controller's scene has a size its view takes (`sceneSize`).
    static func hasSceneSize(_ controller: Int, in document: IBDocument) -> Bool {
        freeformSize(of: controller, in: document) != nil || deviceSize(in: document) != nil
    }

    /// A constraint item: a cell stands for its content view.
    func retargeted(_ item: ObjectGraph.ID) -> ObjectGraph.ID { contentViews[item.index] ?? item }

    /// The autoresizing mask: the `<autoresizingMask>` flags, or flexible right and bottom margins.
    /// A table view cell placed among a view's subviews has those margins too when its mask says
    /// nothing: Interface Builder writes a cell's `<autoresizingMask>` empty (107 of the pairs' 115
    /// cells, Xcode 5–8; only top-level cells of Xcode 10 xibs name flags), which is the mask a
    /// table or a nib's top gives a cell, while a cell among subviews is a placed view [V 1/1 such
    /// cell: 36 from an empty element; the prototype and top-level cells with one have none].
    func autoresizingMask(_ node: Int) -> Int64 {
        guard let mask = document.child(key: "autoresizingMask", of: node) else { return 36 }
        let flags = UIKitEnums.autoresizing.reduce(0) { flag($1.0, of: mask) == true ? $0 | $1.1 : $0 }
        if flags == 0, document[node].name == "tableViewCell", document[node].parent >= 0, document[document[node].parent].name == "subviews" { return 36 }
        return flags
    }

    /// `"{horizontal, vertical}"` when either priority is set.
    func priorityPair(_ node: Int, _ horizontalName: IBName, _ verticalName: IBName, default value: Int) -> String? {
        let horizontal = attribute(horizontalName, of: node)
        let vertical = attribute(verticalName, of: node)
        guard horizontal != nil || vertical != nil else { return nil }
        return "{\(horizontal ?? "\(value)"), \(vertical ?? "\(value)")}"
    }

    /// What a constraint's item id stands for: a view's safe-area guide, or the object of the id.
    func constraintItem(id: String) -> ObjectGraph.ID? {
        guard let node = document.nodeByID[id] else { return nil }
        return safeAreaGuides[node] ?? objects[node]
    }

    static let constraintSecondAttribute = UIKitRecipes.declaration("secondAttribute", of: "NSLayoutConstraint")
    static let constraintFirstAttribute = UIKitRecipes.declaration("firstAttribute", of: "NSLayoutConstraint")

    /// NSLayoutAttribute's margin attributes → their edge and which way the margin lies from it
    /// (leftMargin = left + margin, trailingMargin = trailing − margin; centers within margins are
    /// the centers with equal margins). ibtool writes the margin attribute in the V2 keys and the
    /// edge in the legacy ones, the margin moved into `NSConstant` (Mixpanel
    /// TakeoverNotification iPhone portrait: top to topMargin + 30 is NSSecondAttribute 3,
    /// NSConstant 38; NohanaImagePicker: trailingMargin − 8 and bottomMargin − 8 of cells are
    /// NSFirstAttribute 6 and 4 with NSConstant 0). The margin is UIView's default, 8: verified for
    /// a xib's top-level view and cell content views; other views' margins (a controller's root
    /// view, `layoutMargins`) are not modelled.
    /// By margin attribute from 13 (leftMargin) to 20 (centerYWithinMargins): the edge and the
    /// sign of the margin in the constant. (An array, not a dictionary: a dictionary's first use
    /// costs a process a tenth of a millisecond.)
    static let marginEdgeTable: [(edge: Int64, side: Double)] = [(1, 1), (2, -1), (3, 1), (4, -1), (5, 1), (6, -1), (9, 0), (10, 0)]

    static func marginEdge(_ attribute: Int64) -> (edge: Int64, side: Double)? {
        (13...20).contains(attribute) ? marginEdgeTable[Int(attribute - 13)] : nil
    }
    static let defaultLayoutMargin = 8.0

    /// The keys of a constraint's shapes: its items (a constraint without a firstItem belongs to the
    /// view whose <constraints> holds it; a cell stands for its content view), the multiplier
    /// ("0.5", "1:3" or "1/3", stored at float precision), and the constant (named `NSSpace` when
    /// symbolic, the standard spacing).
    /// The parts of a constraint its shapes write (ConstraintShapes.swift).
    enum ConstraintPart { case firstItem, multiplier, secondItem, constantV2, firstAttribute, secondAttribute, constant }

    mutating func constraintEntries(_ hook: ConstraintPart, _ node: Int, into entries: inout [ObjectGraph.Entry]) {
        // The constraint's shapes share what they read: found once per constraint.
        if constraintFacts?.node != node {
            let second = attribute(.secondItem, of: node).flatMap { constraintItem(id: $0) }
            let symbolic = flag(.symbolic, of: node) == true
            // (A symbolic constraint's constant is the standard spacing it stands for: `NSSpace`.)
            let written = double(.constant, of: node)
            let constant = symbolic ? nil : written.flatMap { $0 != 0 ? $0 : nil }
            constraintFacts = (node, second, symbolic, constant)
        }
        let (_, second, symbolic, constant) = constraintFacts!
        switch hook {
        case .firstItem:
            let owner = document[document[node].parent].parent
            let first = (attribute(.firstItem, of: node).flatMap { constraintItem(id: $0) } ?? objects[owner]).map { retargeted($0) }
            if let first { entries.append(.init("NSFirstItem", .object(first))) }
        case .multiplier:
            let value = constraintMultiplier(node)
            if value != 1 { entries.append(.init("NSMultiplier", .double(Double(Float(value))))) }
        case .secondItem:
            guard let second else {
                if options.sdk.archivesMissingSecondAttribute { entries.append(.init("NSSecondAttributeV2", .integer(0))) }
                return
            }
            // Read only with a second item: without one it is not archived (and so reported).
            let secondAttribute = enumerationValue(Lowering.constraintSecondAttribute, of: node) ?? 0
            entries.append(.init("NSSecondItem", .object(retargeted(second))))
            entries.append(.init("NSSecondAttributeV2", .integer(secondAttribute)))
        case .constantV2:
            if symbolic {
                entries.append(.init("NSSymbolicConstant", string("NSSpace")))
            } else if let constant {
                entries.append(.init("NSConstantV2", .double(constant)))
            }
        case .firstAttribute:
            guard let first = enumerationValue(Lowering.constraintFirstAttribute, of: node) else { return }
            entries.append(.init("NSFirstAttribute", .integer(Lowering.marginEdge(first)?.edge ?? first)))
        case .secondAttribute:
            guard second != nil else {
                if options.sdk.archivesMissingSecondAttribute { entries.append(.init("NSSecondAttribute", .integer(0))) }
                return
            }
            let value = enumerationValue(Lowering.constraintSecondAttribute, of: node) ?? 0
            entries.append(.init("NSSecondAttribute", .integer(Lowering.marginEdge(value)?.edge ?? value)))
        case .constant:
            guard !symbolic else { return }
            // first.edge ± margin = multiplier × (second.edge ± margin) + constant.
            var legacy = constant ?? 0
            if let first = enumerationValue(Lowering.constraintFirstAttribute, of: node).flatMap(Lowering.marginEdge) {
                legacy -= first.side * Lowering.defaultLayoutMargin
            }
            if second != nil, let other = enumerationValue(Lowering.constraintSecondAttribute, of: node).flatMap(Lowering.marginEdge) {
                legacy += constraintMultiplier(node) * other.side * Lowering.defaultLayoutMargin
            }
            if legacy != 0 { entries.append(.init("NSConstant", .double(legacy))) }
        }
    }

    /// A constraint's multiplier: "0.5", "1:3" or "1/3"; 1 without one.
    func constraintMultiplier(_ node: Int) -> Double {
        guard let multiplier = attribute(.multiplier, of: node) else { return 1 }
        let parts = multiplier.split(whereSeparator: { $0 == ":" || $0 == "/" }).compactMap { Double($0) }
        return parts.count == 2 && parts[1] != 0 ? parts[0] / parts[1] : (parts.first ?? 1)
    }
}
