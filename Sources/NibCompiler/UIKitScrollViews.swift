// UIKitScrollViews.swift — UIScrollView's keys and what UICollectionView adds (its layout).
//
// Key order as measured on Apple's nibs (44 UIScrollViews, 7 UICollectionViews): after the UIView
// keys, the indicator inset behavior, the indicator style and insets, the hidden indicators, bounce,
// zoom bounce, directional lock, then the content inset behavior.

import InterfaceBuilder
import NibArchive

extension Lowering {
    static let contentInsetAdjustment: [String: Int64] = ["automatic": 0, "scrollableAxes": 1, "never": 2, "always": 3]
    static let indicatorStyle: [String: Int64] = ["default": 0, "black": 1, "white": 2]
    static let keyboardDismissMode: [String: Int64] = ["none": 0, "onDrag": 1, "interactive": 2]

    mutating func lowerScrollView(_ node: Int, into object: ObjectGraph.ID) {
        var entries: [ObjectGraph.Entry] = [.init("UIScrollViewIndicatorInsetAdjustmentBehavior", .integer(1))]
        if let style = attribute("indicatorStyle", of: node).flatMap({ Lowering.indicatorStyle[$0] }), style != 0 {
            entries.append(.init("UIIndicatorStyle", .integer(style)))
        }
        if let insets = document.child(key: "scrollIndicatorInsets", of: node) {
            entries.append(.init("UIScrollIndicatorInsets", .geometry(self.insets(insets))))
        }
        if flag("showsHorizontalScrollIndicator", of: node) == false {
            entries.append(.init("UIShowsHorizontalScrollIndicator", .bool(false)))
        }
        if flag("showsVerticalScrollIndicator", of: node) == false {
            entries.append(.init("UIShowsVerticalScrollIndicator", .bool(false)))
        }
        if flag("scrollEnabled", of: node) == false { entries.append(.init("UIScrollDisabled", .bool(true))) }
        if flag("pagingEnabled", of: node) == true { entries.append(.init("UIPagingEnabled", .bool(true))) }
        if flag("bounces", of: node) == false { entries.append(.init("UIBounceEnabled", .bool(false))) }
        if flag("alwaysBounceVertical", of: node) == true { entries.append(.init("UIAlwaysBounceVertical", .bool(true))) }
        if flag("alwaysBounceHorizontal", of: node) == true { entries.append(.init("UIAlwaysBounceHorizontal", .bool(true))) }
        if flag("bouncesZoom", of: node) != false { entries.append(.init("UIBouncesZoom", .bool(true))) }
        if flag("directionalLockEnabled", of: node) == true { entries.append(.init("UIDirectionalLockEnabled", .bool(true))) }
        if flag("delaysContentTouches", of: node) == false { entries.append(.init("UIDelaysContentTouches", .bool(false))) }
        if flag("canCancelContentTouches", of: node) == false { entries.append(.init("UICanCancelContentTouches", .bool(false))) }
        if let mode = attribute("keyboardDismissMode", of: node).flatMap({ Lowering.keyboardDismissMode[$0] }), mode != 0 {
            entries.append(.init("UIKeyboardDismissMode", .integer(mode)))
        }
        let adjustment = attribute("contentInsetAdjustmentBehavior", of: node).flatMap { Lowering.contentInsetAdjustment[$0] } ?? 0
        entries.append(.init("UIScrollViewContentInsetAdjustmentBehavior", .integer(adjustment)))
        graph.append(entries, to: object)
    }

    /// UICollectionView: its layout, then the selection and prefetching flags.
    mutating func lowerCollectionView(_ node: Int, into object: ObjectGraph.ID) {
        var entries: [ObjectGraph.Entry] = []
        if let layout = document.child(key: "collectionViewLayout", of: node).flatMap({ objects[$0] }) {
            entries.append(.init("UICollectionLayout", .object(layout)))
        }
        if flag("allowsMultipleSelection", of: node) == true { entries.append(.init("UIAllowsMultipleSelection", .bool(true))) }
        entries.append(.init("UIAllowsUserInitiatedMultipleSelection", .bool(true)))
        if flag("prefetchingEnabled", of: node) != false { entries.append(.init("UICollectionViewPrefetchingEnabled", .bool(true))) }
        graph.append(entries, to: object)
    }

    /// `<collectionViewFlowLayout>`: only what differs from UICollectionViewFlowLayout's defaults
    /// (spacing 10, item size 50 × 50, no header, footer or insets, vertical).
    mutating func lowerFlowLayout(_ node: Int, into object: ObjectGraph.ID) {
        var entries: [ObjectGraph.Entry] = []
        if let spacing = double("minimumInteritemSpacing", of: node), spacing != 10 {
            entries.append(.init("UIInteritemSpacing", .float(Float(spacing))))
        }
        if let spacing = double("minimumLineSpacing", of: node), spacing != 10 {
            entries.append(.init("UILineSpacing", .float(Float(spacing))))
        }
        func size(_ key: String, default value: (Double, Double)) -> NibGeometry? {
            guard let element = document.child(key: key, of: node) else { return nil }
            let width = double("width", of: element) ?? 0
            let height = double("height", of: element) ?? 0
            return (width, height) == value ? nil : .size(width: width, height: height)
        }
        if let item = size("itemSize", default: (50, 50)) { entries.append(.init("UIItemSize", .geometry(item))) }
        if let estimated = size("estimatedItemSize", default: (0, 0)) {
            entries.append(.init("UIEstimatedItemSize", .geometry(estimated)))
        }
        if let header = size("headerReferenceSize", default: (0, 0)) {
            entries.append(.init("UIHeaderReferenceSize", .geometry(header)))
        }
        if let footer = size("footerReferenceSize", default: (0, 0)) {
            entries.append(.init("UIFooterReferenceSize", .geometry(footer)))
        }
        if let inset = document.child(key: "sectionInset", of: node) {
            let value = insets(inset)
            if value != .insets(top: 0, left: 0, bottom: 0, right: 0) { entries.append(.init("UISectionInset", .geometry(value))) }
        }
        if attribute("scrollDirection", of: node) == "horizontal" { entries.append(.init("UIScrollDirection", .integer(1))) }
        graph.append(entries, to: object)
    }
}
