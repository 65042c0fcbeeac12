// OtherShapes.swift — the shapes of single classes: a visual effect view's effect and content view,
// an activity indicator's legacy style, a tap recognizer's inner object, a cell's content view.

import InterfaceBuilder
import NibArchive

/// `@visualEffect`: the blur effect; a style whose archive is not known (the materials of iOS 13)
/// is reported, not guessed (`Lowering.visualEffect`).
struct VisualEffectShape: Shape {
    static let name = "visualEffect"
    static let keys = ["UIVisualEffectViewEffect"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let effect = lowering.visualEffect(step.node) { entries.append(.init("UIVisualEffectViewEffect", .object(effect))) }
    }
}

extension VisualEffectShape: InvertibleShape {
    static let loss = "iOS 13's materials are not compiled; an unknown style is left out"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .object(let effect)? = values["UIVisualEffectViewEffect"] else { return }
        var keys: [String: ObjectGraph.Value] = [:]
        for entry in graph[effect].entries { keys[entry.key] = entry.value }
        guard case .integer(let style)? = keys["UIBlurEffectStyle"] else { return }
        let automatic: Int64? = if case .integer(let value)? = keys["UIBlurEffectAutomaticStyle"] { value } else { nil }
        guard let name = Lowering.blurStyles.sorted(by: { $0.key < $1.key }).first(where: { $0.value.style == style && $0.value.automatic == automatic })?.key
        else { return }
        element.children["blurEffect"] = ["style": name]
    }
}

/// `@visualEffectContentView`: its content view, which is not among its subviews.
struct VisualEffectContentViewShape: Shape {
    static let name = "visualEffectContentView"
    static let keys = ["UIVisualEffectViewContentView"]
    static let reads = ElementReads(children: ["contentView"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let content = lowering.document.child(key: "contentView", of: step.node), let object = lowering.objects[content] else { return }
        entries.append(.init("UIVisualEffectViewContentView", .object(object)))
    }
}

/// `@activityIndicatorLegacyStyle`: the style older SDKs read (`Lowering.activityIndicatorLegacyStyle`).
struct ActivityIndicatorLegacyStyleShape: Shape {
    static let name = "activityIndicatorLegacyStyle"
    static let keys = ["UIActivityIndicatorViewStyle"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        entries += lowering.activityIndicatorLegacyStyle(step.node)
    }
}

extension ActivityIndicatorLegacyStyleShape: InvertibleShape {
    static let loss = "iOS 13's medium and large styles come back as the legacy white and white large (the style's own key keeps them)"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .integer(let raw)? = values["UIActivityIndicatorViewStyle"] else { return }
        element.attributes["style"] = ["whiteLarge", "white", "gray"].indices.contains(Int(raw)) ? ["whiteLarge", "white", "gray"][Int(raw)] : nil
    }
}

/// `@tapRecognizer`: a tap recognizer's `UITapRecognizer`, whose keys (its `archive` lines) read
/// the element's attributes.
struct TapRecognizerShape: Shape {
    static let name = "tapRecognizer"
    static let keys = ["UITapGestureRecognizer._imp"]
    static let reads = ElementReads.none
    static let readsThroughPlan: String? = "UITapRecognizer"
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let inner = lowering.entries("UITapRecognizer", for: step.node, into: step.object, context: step.context, readingNodeClass: true)
        entries.append(.init("UITapGestureRecognizer._imp", .object(lowering.graph.add("UITapRecognizer", inner))))
    }
}

/// `@pickerSelectionBar`: a picker view's selection bar, shown, where the SDK archives it
/// (`SDKVersion.archivesPickerSelectionBar`); no document sets it.
struct PickerSelectionBarShape: Shape {
    static let name = "pickerSelectionBar"
    static let keys = ["UIShowsSelectionBar"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if lowering.options.sdk.archivesPickerSelectionBar { entries.append(.init("UIShowsSelectionBar", .bool(true))) }
    }
}

/// `@pickerDate`: a date picker's `<date key="date">` as an `NSDate` (LucidX: 8 of 8).
struct PickerDateShape: Shape {
    static let name = "pickerDate"
    static let keys = ["UIDate"]
    static let reads = ElementReads(children: ["date"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let date = lowering.date("date", of: step.node) { entries.append(.init("UIDate", date)) }
    }
}

extension PickerDateShape: InvertibleShape {
    static let loss = "the comment Xcode writes beside the date (its calendar form) is not given back"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .object(let date)? = values["UIDate"], graph[date].className == "NSDate",
            case .double(let seconds)? = graph[date].entries.first(where: { $0.key == "NS.time" })?.value
        else { return }
        element.children["date"] = RaisedElement(attributes: ["timeIntervalSinceReferenceDate": KeyRecipe.Codec.text(seconds)])
    }
}

/// `@cellContentView`: a cell's content view (made by `Lowering.prepareCell`).
struct CellContentViewShape: Shape {
    static let name = "cellContentView"
    static let keys = ["UIContentView"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let contentView = step.context.contentView { entries.append(.init("UIContentView", .object(contentView))) }
    }
}

/// Every UIKit shape, as the class model's `archive` lines name them.
enum UIKitShapes {
    static let all: [any Shape.Type] = [
        FrameShape.self, SubviewsShape.self, ConstraintsShape.self, OpaqueShape.self, StackViewOpaqueShape.self,
        AutoresizingMaskShape.self, TranslatesMaskShape.self, TintColorShape.self, ToolbarMaskShape.self, NavigationBarMaskShape.self, HuggingShape.self, HuggingAlwaysShape.self,
        CompressionResistanceShape.self, LayoutGuidesShape.self,
        TextShape.self, FontShape.self, ButtonTitleFontShape.self, TextFieldFontShape.self, TextFieldAlignmentShape.self, TextFieldTraitColorShape.self, LabelAttributedTextShape.self, LabelTextAlignmentShape.self, TextColorShape.self, ShadowOffsetShape.self, FontSizingShape.self, TextViewTextShape.self,
        TextInputTraitsShape.self, SearchBarTraitsShape.self, DataDetectorTypesShape.self, WebViewDataDetectorTypesShape.self, ButtonStatesShape.self,
        ArrangedSubviewsShape.self, PrototypeDelegateShape.self, TextViewContentSizeShape.self, TableContentSizeShape.self,
        CollectionContentSizeShape.self, RefreshControlShape.self, TableStyleShape.self, SeparatorStyleShape.self, RowHeightShape.self, SectionHeightsShape.self,
        TablePrototypesShape.self, CollectionPrototypesShape.self, TableSectionRowsShape.self, ShowsSelectionImmediatelyShape.self,
        FirstItemShape.self, MultiplierShape.self, SecondItemShape.self, ConstantV2Shape.self, FirstAttributeShape.self,
        SecondAttributeShape.self, ConstantShape.self,
        ToolbarItemsShape.self, BarItemsShape.self, BarDelegateShape.self, NavigationBarMarginsShape.self, NavigationItemListsShape.self, NavigationItemBarShape.self,
        TitleTextAttributesShape.self,
        ControllerViewShape.self, ControllerRestorationIdentifierShape.self, ViewNibShape.self, StoryboardIdentifierShape.self,
        SegueTemplatesShape.self, ChildControllersShape.self, ChildListShape.self, CustomizableControllersShape.self, ParentControllerShape.self,
        ControllerToolbarItemsShape.self, KeepAliveShape.self, SplitColumnsShape.self,
        PickerDateShape.self, PickerSelectionBarShape.self, VisualEffectShape.self, VisualEffectContentViewShape.self, ActivityIndicatorLegacyStyleShape.self, TapRecognizerShape.self,
        CellContentViewShape.self, RightBarButtonItemShape.self, SegmentsShape.self, SegmentStretchShape.self, SegmentPositionShape.self,
    ]
}
