// AppKitViewShapes.swift — the shapes of NSView's keys (FIELD-GUIDE-APPKIT §6): the responder and
// superview (conditional keys: the archive builder writes nil for one never reached otherwise),
// subviews, the frame as AppKit's geometry string, and the custom class a view or object names.

import InterfaceBuilder
import NibArchive

/// AppKit's geometry as the strings its nibs hold: integral numbers without a decimal point
/// (`'{{810, 427.5}, {300, 200}}'`).
enum AppKitGeometry {
    static func size(_ width: Double, _ height: Double) -> String { "{\(number(width)), \(number(height))}" }

    static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        "{\(size(x, y)), \(size(width, height))}"
    }

    static func number(_ value: Double) -> String { KeyRecipe.Codec.text(value == 0 ? 0 : value) }

    /// The numbers of a geometry string, in order (nil when it is not one).
    static func numbers(_ text: String) -> [Double]? {
        let parts = text.split(whereSeparator: { "{}, ".contains($0) })
        let numbers = parts.compactMap { Double($0) }
        return numbers.count == parts.count && !numbers.isEmpty ? numbers : nil
    }
}

extension Lowering {
    /// The view `node` is a subview of: the view whose `<subviews>` hold it, the scroll view of a
    /// clip view or scroller, a header's clip view (AppKitScrollViewShapes.swift); nil for a top-level or
    /// content view.
    func appKitSuperview(of node: Int) -> ObjectGraph.ID? {
        let parent = document[node].parent
        guard parent >= 0 else { return nil }
        if document[parent].name == "subviews" { return subviewsOwner(of: node).flatMap { objects[$0] } }
        if let clip = headerClip(of: node) { return clip }
        // A box's content view is its subview.
        if document[parent].name == "box", attribute(.key, of: node) == "contentView" { return objects[parent] }
        if document[parent].name == "scrollView", ["contentView", "horizontalScroller", "verticalScroller"].contains(attribute(.key, of: node) ?? "") {
            return objects[parent]
        }
        // The selected tab's view is its tab view's subview.
        if document[parent].name == "tabViewItem", attribute(.key, of: node) == "view", let tabView = tabView(ofItem: parent),
            selectedTabViewItem(tabView) == parent
        {
            return objects[tabView]
        }
        return nil
    }

    /// The element whose `<subviews>` hold `node`, nil when it is no subview.
    func subviewsOwner(of node: Int) -> Int? {
        let list = document[node].parent
        guard list >= 0, document[list].name == "subviews", document[list].parent >= 0 else { return nil }
        return document[list].parent
    }

    /// The tools version of the Interface Builder that saved the document, nil when unreadable.
    var toolsVersion: Double? { document.peek("toolsVersion", of: document.root).flatMap { Double($0) } }

    /// Whether `node` is a window's content view.
    func isWindowContentView(_ node: Int) -> Bool {
        let parent = document[node].parent
        return parent >= 0 && attribute(.key, of: node) == "contentView" && plans.byElement[document[parent].name] == "NSWindowTemplate"
    }
}

/// `@nextResponder`: `NSNextResponder`, the superview; nil for a top-level or content view.
struct NextResponderShape: Shape {
    static let name = "nextResponder"
    static let keys = ["NSNextResponder"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries.append(.init("NSNextResponder", lowering.appKitSuperview(of: step.node).map { .object($0) } ?? .null))
    }
}

/// `@superview`: `NSSuperview`, for a view with one.
struct SuperviewShape: Shape {
    static let name = "superview"
    static let keys = ["NSSuperview"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let superview = lowering.appKitSuperview(of: step.node) { entries.append(.init("NSSuperview", .object(superview))) }
    }
}

/// `@viewSubviews`: `NSSubviews`, an `NSMutableArray` of `<subviews>` in document order, when
/// there are any.
struct ViewSubviewsShape: Shape {
    static let name = "viewSubviews"
    static let keys = ["NSSubviews"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let views = lowering.listObjects("subviews", of: step.node)
        if !views.isEmpty { entries.append(.init("NSSubviews", lowering.array(views, className: "NSMutableArray"))) }
    }
}

/// `@customViewSubviews`: a custom view's `NSSubviews` in the reverse of document order, when
/// there are any: ibtool archives the placeholder view's subviews back to front [V 5/5 custom
/// views with two or more subviews (2 top-level, 3 nested); 0 of 17 window content views, table
/// cell views, split, stack and visual effect views].
struct CustomViewSubviewsShape: Shape {
    static let name = "customViewSubviews"
    static let keys = ["NSSubviews"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let views = lowering.listObjects("subviews", of: step.node)
        if !views.isEmpty { entries.append(.init("NSSubviews", lowering.array(views.reversed(), className: "NSMutableArray"))) }
    }
}

/// `@viewSubviewsAlways`: `NSSubviews`, empty too (image views, color wells, sliders, segmented
/// controls, boxes [V]).
struct ViewSubviewsAlwaysShape: Shape {
    static let name = "viewSubviewsAlways"
    static let keys = ["NSSubviews"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries.append(.init("NSSubviews", lowering.array(lowering.listObjects("subviews", of: step.node), className: "NSMutableArray")))
    }
}

/// `@viewFrame`: `NSFrame` (`'{{x, y}, {w, h}}'`) when the origin is not (0, 0), else
/// `NSFrameSize` (`'{w, h}'`) [V 660]. A window's content view is at (0, 0), the size of its
/// frame, or of the window's content when it has none [V 3/3 content views whose frame is not the
/// content size: the frame's]. A scroll view's clip view and scroller are where the Mac's tiling
/// puts them (HostTiling.swift).
struct ViewFrameShape: Shape {
    static let name = "viewFrame"
    static let keys = ["NSFrame", "NSFrameSize"]
    static let reads = ElementReads(children: ["frame"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let isContent = lowering.isWindowContentView(node)
        let frame = lowering.document.child(key: "frame", of: node)
        var numbers = ["x", "y", "width", "height"].map { name in frame.flatMap { lowering.double(name, of: $0) } ?? 0 }
        if isContent, frame == nil {
            let rect = lowering.document.child(key: "contentRect", of: lowering.document[node].parent)
            numbers = ["x", "y", "width", "height"].map { name in rect.flatMap { lowering.double(name, of: $0) } ?? 0 }
        }
        if let tiled = lowering.tiledFrame(node) { numbers = tiled }
        let (x, y, width, height) = (numbers[0], numbers[1], numbers[2], numbers[3])
        if x != 0 || y != 0 {
            entries.append(.init("NSFrame", lowering.string(AppKitGeometry.rect(x, y, width, height))))
        } else {
            entries.append(.init("NSFrameSize", lowering.string(AppKitGeometry.size(width, height))))
        }
    }
}

extension ViewFrameShape: InvertibleShape {
    static let loss = "a window's content view without a frame comes back with its window's content size"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if let text = graph.text(of: values["NSFrame"]), let numbers = AppKitGeometry.numbers(text), numbers.count == 4 {
            element.children["frame"] = [
                "x": KeyRecipe.Codec.text(numbers[0]), "y": KeyRecipe.Codec.text(numbers[1]),
                "width": KeyRecipe.Codec.text(numbers[2]), "height": KeyRecipe.Codec.text(numbers[3]),
            ]
        } else if let text = graph.text(of: values["NSFrameSize"]), let numbers = AppKitGeometry.numbers(text), numbers.count == 2 {
            element.children["frame"] = ["x": "0.0", "y": "0.0", "width": KeyRecipe.Codec.text(numbers[0]), "height": KeyRecipe.Codec.text(numbers[1])]
        }
    }
}

/// `@classReference`: `IBClassReference`, Interface Builder's record of a custom class (the plain
/// name, its module and provider) [V 210], for an object whose class the nib names otherwise
/// (a window's `NSWindowClass`, a custom view's `NSClassName`).
struct ClassReferenceShape: Shape {
    static let name = "classReference"
    static let keys = ["IBClassReference"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let reference = lowering.classReference(step.node) { entries.append(.init("IBClassReference", .object(reference))) }
    }
}

extension Lowering {
    /// An `IBClassReference` for `node`'s custom class, nil when it has none.
    mutating func classReference(_ node: Int) -> ObjectGraph.ID? {
        document.customClass(of: node).map { classReference($0) }
    }

    /// An `IBClassReference` for a custom class: its name, the module it is in at run time (the
    /// target's, `--module`, for `customModuleProvider="target"` [V 2/2 Flutter apps]) and provider.
    mutating func classReference(_ custom: (name: String, module: String?, moduleProvider: String?)) -> ObjectGraph.ID {
        graph.add("IBClassReference", [
            .init("IBClassName", string(custom.name)), .init("IBModuleName", runtimeModule(custom).map { string($0) } ?? .null),
            .init("IBModuleProvider", custom.moduleProvider.map { string($0) } ?? .null),
        ])
    }
}

/// `@customViewClass`: a custom view's `NSClassName`, its custom class or `NSView`.
struct CustomViewClassShape: Shape {
    static let name = "customViewClass"
    static let keys = ["NSClassName"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let name = lowering.document.customClass(of: step.node).map { lowering.runtimeClassName($0) } ?? "NSView"
        entries.append(.init("NSClassName", lowering.string(name)))
    }
}

/// AppKit's shapes, for `Shapes.all`.
enum AppKitShapes {
    static let all: [any Shape.Type] = [
        ControllerViewNibShape.self, WindowContentControllerShape.self, SeguePresentationStyleShape.self, StoryboardUUIDShape.self,
        WindowContentViewShape.self, TextViewMaxSizeShape.self, InsertionColorShape.self,
        ClipViewFlagsShape.self, DateFormatterShape.self, MatrixCellShape.self, MatrixCellsShape.self, MatrixFlagsShape.self, AutolayoutGuideShape.self, ViewLayoutGuidesShape.self, LayoutGuideIdentifierShape.self, LayoutGuideSystemConstraintsShape.self,
        NextResponderShape.self, SuperviewShape.self, ViewSubviewsShape.self, CustomViewSubviewsShape.self, TabKeyViewLoopShape.self, ButtonFontShape.self, PopUpListDataShape.self, ComboTableShape.self, RuleEditorSubviewsShape.self, RuleEditorKeyViewShape.self, RuleEditorSlicesHolderShape.self, RuleEditorFormattingShape.self, RuleEditorRowsShape.self, PredicateTemplatesShape.self, CompoundTemplateShape.self, MenuItemRepresentedObjectShape.self, ViewSubviewsAlwaysShape.self, ViewFrameShape.self,
        ClassReferenceShape.self, CustomViewClassShape.self, ViewFlagsShape.self, WindowFlagsShape.self, WindowStyleMaskShape.self,
        CollectionBehaviorShape.self, WindowRectShape.self, WindowClassShape.self, WindowMinSizeShape.self, WindowMaxSizeShape.self,
        MenuItemsShape.self, OwningMenuShape.self, MenuItemDisabledShape.self, MenuItemHiddenShape.self, PopUpFontShape.self, KeyEquivalentModifierMaskShape.self,
        MenuStateImagesShape.self, SubmenuActionShape.self, SubmenuTargetShape.self,
        CellFlagsShape.self, ImageCellFlagsShape.self, ButtonCellFlagsShape.self, CellFlags2Shape.self, ButtonCellFlags2Shape.self,
        ControlViewShape.self, SendActionMaskShape.self, ViewConstraintsShape.self, DoNotTranslateAutoresizingMaskShape.self,
        HuggingPriorityShape.self, CompressionPriorityShape.self, ScrollSubviewsShape.self, PanGestureRecognizersShape.self,
        HeaderClipViewShape.self, ScrollAmountsShape.self, ClipBoundsShape.self, DocumentViewShape.self, ParentObjectShape.self,
        TableHeaderViewShape.self, TableCornerViewShape.self, ScrollCornerViewShape.self, HeaderTableShape.self, TableColumnsShape.self, IntercellSpacingShape.self,
        ColumnResizingMaskShape.self, ColumnWidthShape.self, ScrollerEnabledShape.self, ScrollerPercentShape.self, ScrollerViewFlagsShape.self, GridStyleMaskShape.self, TableRowHeightShape.self, HeaderCellShape.self, HeaderFontShape.self, ScrollFlagsShape.self, ScrollerFlagsShape.self,
        ClipFlagsShape.self, TableFlagsShape.self, ButtonFlagsShape.self, ButtonFlags2Shape.self, AuxButtonTypeShape.self,
        AlternateImageShape.self, DragTypesShape.self, TableSubviewsShape.self, ReusableViewsShape.self, ReuseIdentifierShape.self, ControlViewFlagsShape.self, CharacterPickerShape.self, TextFieldTextColorShape.self, RomanInputLocalesShape.self, NumberFormatterShape.self, FormattedContentsShape.self, ToolbarContentsShape.self, ToolbarItemShape.self, SearchFieldCompletionShape.self, SearchButtonCellsShape.self, TabViewSubviewsShape.self, TabViewItemsShape.self, TabViewFontShape.self, TabItemColorShape.self, SelectedIndexShape.self,
        BoxSubviewsShape.self, BoxOffsetsShape.self, BoxTitleCellShape.self, BoxTitlePositionShape.self, StepperCellFlagsShape.self, DatePickerElementsShape.self, DateContentsShape.self, ProgressFlagsShape.self, PathContentsShape.self, PathComponentsShape.self, AllowedTypesShape.self, ColumnIdentifierShape.self,
        SegmentItemsShape.self, ClipsToBoundsShape.self, ImageAnimatesShape.self, StackAlignmentShape.self, StackEdgeInsetsShape.self, StackContainerShape.self,
        TextContainerShape.self, TextViewTextColorShape.self, TextViewSharedDataShape.self, TextBackgroundColorShape.self,
        SelectedTextAttributesShape.self, LinkTextAttributesShape.self, ClipCursorShape.self, TextViewFlagsShape.self, TextViewSharedFlagsShape.self,
    ]
}
