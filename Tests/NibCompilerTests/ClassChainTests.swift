// ClassChainTests.swift — one test per rule that follows from compiling an element by its class
// chain's keys (its `archive` lines in the class model) where no source/output pair shows it directly. Each case is
// a one-view xib, the class it must produce and the keys and values that class must carry (or not);
// FORMAT.md ("Class chains") gives each rule's evidence. When an ibtool sample shows a rule wrong,
// the case named after it is the one to change.

import Foundation
import InterfaceBuilder
import NibArchive
@testable import NibCompiler
import Testing

@Suite("Class chains (inferred)")
struct ClassChainTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        /// The element inside `<objects>` (with `id="x"`).
        let element: String
        let sdk: SDKVersion
        /// The class whose (first) object is checked.
        let className: String
        /// Key → expected integer (`nil`: the key must be absent).
        let integers: [String: Int64?]
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "a control without a recipe of its own archives UIControl's keys (stepper aligned left, disabled)",
            element: #"<stepper opaque="NO" contentMode="scaleToFill" enabled="NO" contentHorizontalAlignment="left" contentVerticalAlignment="top" maximumValue="100" id="x"><rect key="frame" x="0" y="0" width="94" height="32"/></stepper>"#,
            sdk: .current, className: "UIStepper",
            integers: ["UIContentHorizontalAlignment": 1, "UIContentVerticalAlignment": 1, "UIContentVerticalAlignment2": 1]),
        Case(
            name: "a control at UIControl's defaults archives none of its keys (switch centered)",
            element: #"<switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="x"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>"#,
            sdk: .current, className: "UISwitch",
            integers: ["UIContentHorizontalAlignment": nil, "UIContentVerticalAlignment": nil, "UIDisabled": nil]),
        Case(
            name: "a text view archives UIScrollView's keys (Appboy's modal feedback pair)",
            element: #"<textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" directionalLockEnabled="YES" bounces="NO" showsHorizontalScrollIndicator="NO" textAlignment="natural" id="x"><rect key="frame" x="0" y="0" width="200" height="100"/></textView>"#,
            sdk: .current, className: "UITextView",
            integers: ["UIScrollViewIndicatorInsetAdjustmentBehavior": 1, "UIScrollViewContentInsetAdjustmentBehavior": 0]),
        Case(
            name: "SDK 12 archives the content inset adjustment behavior but not the indicator one (Appboy's SDK-12 text view)",
            element: #"<textView clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" textAlignment="natural" id="x"><rect key="frame" x="0" y="0" width="200" height="100"/></textView>"#,
            sdk: SDKVersion(12), className: "UITextView",
            integers: ["UIScrollViewIndicatorInsetAdjustmentBehavior": nil, "UIScrollViewContentInsetAdjustmentBehavior": 0]),
        Case(
            name: "every gesture recognizer archives UIGestureRecognizer's touch types (pan, as tap and swipe do)",
            element: #"<panGestureRecognizer minimumNumberOfTouches="1" id="x"/>"#,
            sdk: .current, className: "UIPanGestureRecognizer",
            integers: ["UIGestureRecognizer.allowedTouchTypes": 7]),
        Case(
            name: "IB writes a long press recognizer as <pongPressGestureRecognizer> (2 corpus documents)",
            element: #"<pongPressGestureRecognizer allowableMovement="10" minimumPressDuration="0.5" id="x"/>"#,
            sdk: .current, className: "UILongPressGestureRecognizer",
            integers: ["UIGestureRecognizer.allowedTouchTypes": 7]),
        Case(
            name: "a tap recognizer's counts other than 1 are in its UITapRecognizer",
            element: #"<tapGestureRecognizer numberOfTapsRequired="2" numberOfTouchesRequired="2" id="x"/>"#,
            sdk: .current, className: "UITapRecognizer",
            integers: ["UITapRecognizer.numberOfTapsRequired": 2, "UITapRecognizer.numberOfTouchesRequired": 2]),
        Case(
            name: "contentViewInsetsToSafeArea=NO is UIInsetsContentViewsToSafeArea false (3 of 16 corpus tables)",
            element: #"<tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="-1" estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" contentViewInsetsToSafeArea="NO" id="x"><rect key="frame" x="0" y="0" width="320" height="400"/></tableView>"#,
            sdk: .current, className: "UITableView",
            integers: ["UIInsetsContentViewsToSafeArea": 0, "UISeparatorInsetReference": 0]),
        Case(
            name: "a bar button item's style is left out for plain, UIKit's default, and written for IB's silence (bordered)",
            element: #"<toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="x"><rect key="frame" x="0" y="0" width="320" height="44"/><items><barButtonItem style="plain" systemItem="flexibleSpace" id="a"/><barButtonItem title="Item" id="b"/></items></toolbar>"#,
            sdk: .current, className: "UIBarButtonItem",
            integers: ["UIStyle": nil, "UISystemItem": 5]),
    ]

    static func document(_ element: String) -> [UInt8] {
        Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
                <objects>
                    \(element)
                </objects>
            </document>
            """.utf8)
    }

    /// A fragment (`document(_:)`) compiled at `sdk`: the archive and the diagnostics.
    static func compiled(_ element: String, sdk: SDKVersion = .current) throws -> (archive: NibArchive, diagnostics: Diagnostics) {
        let (document, parsed) = resolvedDocument(ClassChainTests.document(element), path: "Fragment.xib")
        var diagnostics = parsed
        let resolved = try #require(document, "\(diagnostics)")
        let archive = try #require(NibCompiler.compile(resolved, options: CompileOptions(sdk: sdk), diagnostics: &diagnostics))
        return (archive, diagnostics)
    }

    /// An integer value, or a boolean read as 0 or 1.
    static func integer(_ payload: NibArchive.Payload) -> Int64? {
        if case .bool(let flag) = payload { return flag ? 1 : 0 }
        return payload.integer
    }

    @Test("each rule", arguments: cases)
    func rule(_ rule: Case) throws {
        let archive = try ClassChainTests.compiled(rule.element, sdk: rule.sdk).archive
        let object = try #require(archive.objects.indices.first { archive.className(ofObject: $0) == rule.className }, "no \(rule.className)")
        for (key, expected) in rule.integers {
            let value = archive.value(forKey: key, inObject: object)
            if let expected {
                #expect(value.flatMap { ClassChainTests.integer($0.payload) } == expected, "\(key)")
            } else {
                #expect(value == nil, "\(key) must be left out")
            }
        }
    }

    // LPMessaging's 9 progress views (4 nibs): 4 at 0.5 archive `UIProgress` 0.5, the others none.
    @Test("a progress view archives its progress off 0", arguments: [("0.5", Float(0.5) as Float?), ("0.0", nil)])
    func progress(value: String, expected: Float?) throws {
        let element = #"<progressView opaque="NO" contentMode="scaleToFill" progress="\#(value)" id="x"><rect key="frame" x="0" y="0" width="150" height="4"/></progressView>"#
        let archive = try ClassChainTests.compiled(element, sdk: .current).archive
        let object = try #require(archive.objects.indices.first { archive.className(ofObject: $0) == "UIProgressView" })
        let payload = archive.value(forKey: "UIProgress", inObject: object)?.payload
        if let expected {
            #expect(payload == .float(expected))
        } else {
            #expect(payload == nil)
        }
    }
}
