// StoryboardControllerShapes.swift — the keys a macOS storyboard's controllers get from the
// storyboard's structure (FIELD-GUIDE-APPKIT §18, LowerAppKitStoryboard.swift): a view
// controller's view nib and its placeholders, a window controller's content view controller, the
// window's content view when the controller's view stands in for it, and the identifier ibtool
// makes up for each controller. None of them is written in a xib.

import InterfaceBuilder
import NibArchive

/// `@controllerViewNib`: `NSNibName`, the view nib `<controller id>-view-<view id>`, and
/// `NSExternalObjectsTableForViewLoading`, a mutable dictionary of the view nib's upstream
/// placeholders (empty when the view links to nothing outside) [V 7/7].
struct ControllerViewNibShape: Shape {
    static let name = "controllerViewNib"
    static let keys = ["NSNibName", "NSExternalObjectsTableForViewLoading"]
    static let reads = ElementReads(children: ["view"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard let viewNib = lowering.sceneKeys(step.node).viewNib else { return }
        entries.append(.init("NSNibName", lowering.string(viewNib.name)))
        entries.append(.init("NSExternalObjectsTableForViewLoading", .object(lowering.externalObjectsTable(viewNib.externals, className: "NSMutableDictionary"))))
    }
}

/// `@windowContentController`: `IBWindowTemplateContentViewController`, the controller the window
/// controller's `window.shadowedContentViewController` relationship leads to [V 7/7].
struct WindowContentControllerShape: Shape {
    static let name = "windowContentController"
    static let keys = ["IBWindowTemplateContentViewController"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let objects = lowering.objects
        guard let content = lowering.sceneKeys(step.node).children.lazy.compactMap({ objects[$0] }).first else { return }
        entries.append(.init("IBWindowTemplateContentViewController", .object(content)))
    }
}

/// `@seguePresentationStyle`: `showSeguePresentationStyle`, how a show segue presents the
/// controller (`automatic` 0, `single` 1), in a storyboard [V 16/16 automatic; S: viraptor 1 single].
struct SeguePresentationStyleShape: Shape {
    static let name = "seguePresentationStyle"
    static let keys = ["showSeguePresentationStyle"]
    static let reads = ElementReads(["showSeguePresentationStyle"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard lowering.document.kind == .storyboard else { return }
        let single = lowering.attribute("showSeguePresentationStyle", of: step.node) == "single"
        entries.append(.init("showSeguePresentationStyle", .integer(single ? 1 : 0)))
    }
}

/// `@storyboardUUID`: `uniqueIdentifierForStoryboardCompilation`, which ibtool makes up at random
/// for every controller of a storyboard (Info.plist maps the scene nibs' identifiers to theirs)
/// [V 16 controllers, 7 storyboards]. nibc derives it from the storyboard's ids
/// (`Lowering.storyboardUUID`), so that one storyboard always gives the same bytes.
struct StoryboardUUIDShape: Shape {
    static let name = "storyboardUUID"
    static let keys = ["uniqueIdentifierForStoryboardCompilation"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard lowering.document.kind == .storyboard else { return }
        entries.append(.init("uniqueIdentifierForStoryboardCompilation", lowering.string(Lowering.storyboardUUID(of: step.node, in: lowering.document))))
    }
}

/// `@windowContentView`: `NSWindowView`, the window's `<view key="contentView">`; a storyboard's
/// window has none when a content view controller's view stands in for it, and ibtool gives it a
/// plain view the size of the content rectangle (`NSvFlags` 0x100, no subviews) [V 7/7].
struct WindowContentViewShape: Shape {
    static let name = "windowContentView"
    static let keys = ["NSWindowView"]
    static let reads = ElementReads(children: ["contentView"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let view = lowering.document.child(key: "contentView", of: step.node).flatMap { lowering.objects[$0] }
            ?? lowering.windowContentViews[step.node]
        entries.append(.init("NSWindowView", view.map { .object($0) } ?? .null))
    }
}

extension Lowering {
    /// The identifier ibtool makes up for a storyboard's controller (an uppercase UUID, random in
    /// ibtool's output): here a version-4-shaped UUID hashed from the controller's id, its scene's
    /// id and the storyboard's number of scenes, so that it is the same on every machine, differs
    /// between the controllers of a storyboard, and costs the same however many scenes there are.
    static func storyboardUUID(of controller: Int, in document: IBDocument) -> String {
        var state: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ text: String) {
            for byte in text.utf8 { state = (state ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
            state = (state ^ 0xFF) &* 0x0000_0100_0000_01B3
        }
        mix(document.attribute("id", of: controller) ?? "")
        var scene = document[controller].parent
        while scene >= 0, document[scene].name != "scene" { scene = document[scene].parent }
        mix(scene >= 0 ? document.attribute("sceneID", of: scene) ?? "" : "")
        mix(String(document.scenes.count))
        var words: [UInt64] = []
        for round in 0..<2 {
            state = (state ^ UInt64(round + 1)) &* 0x9E37_79B9_7F4A_7C15
            words.append(state ^ (state >> 29))
        }
        let hex = words.map { word in
            let text = String(word, radix: 16, uppercase: true)
            return String(repeating: "0", count: 16 - text.count) + text
        }.joined()
        var characters = Array(hex)
        characters[12] = "4"
        characters[16] = Array("89AB")[Int(words[1] >> 62)]
        let text = String(characters)
        func part(_ from: Int, _ to: Int) -> Substring {
            text[text.index(text.startIndex, offsetBy: from)..<text.index(text.startIndex, offsetBy: to)]
        }
        return [part(0, 8), part(8, 12), part(12, 16), part(16, 20), part(20, 32)].joined(separator: "-")
    }
}
