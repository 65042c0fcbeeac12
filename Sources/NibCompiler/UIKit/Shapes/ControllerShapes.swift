// ControllerShapes.swift — the shapes of a view controller's scene keys: what the storyboard's
// structure says beyond its element (its view nib, storyboard identifier, segue templates,
// children and parent, objects kept alive: `SceneController`, LowerStoryboard.swift), and a split
// view controller's columns.

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// What the scene's structure says about controller `node` (nothing outside a storyboard).
    func sceneKeys(_ node: Int) -> SceneController { sceneControllers[node] ?? SceneController() }

    /// Appends `key` with the objects of `nodes` as an array of `className`, unless there are none.
    mutating func appendList(_ key: String, _ nodes: [Int], className: String = "NSArray", to entries: inout [ObjectGraph.Entry]) {
        let objects = self.objects
        let list = nodes.compactMap { objects[$0] }
        if !list.isEmpty { entries.append(.init(key, array(list, className: className))) }
    }
}

/// `@controllerView`: a xib's controller holds its view (Appboy navigation feedback pair:
/// `UIView`, its only key besides the class swapper's); a storyboard's is in the view nib.
struct ControllerViewShape: Shape {
    static let name = "controllerView"
    static let keys = ["UIView"]
    static let reads = ElementReads(children: ["view"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        guard lowering.document.kind == .xib, let view = lowering.document.child(key: "view", of: step.node).flatMap({ lowering.objects[$0] })
        else { return }
        entries.append(.init("UIView", .object(view)))
    }
}

/// `@controllerRestorationIdentifier`: UIResponder's `UIRestorationIdentifier`, as a view's, the
/// storyboard identifier when the document says to use it.
struct ControllerRestorationIdentifierShape: Shape {
    static let name = "controllerRestorationIdentifier"
    static let keys = ["UIRestorationIdentifier"]
    static let reads = ElementReads(["useStoryboardIdentifierAsRestorationIdentifier", "storyboardIdentifier", "restorationIdentifier"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let restoration =
            lowering.flag("useStoryboardIdentifierAsRestorationIdentifier", of: node) == true
            ? lowering.attribute("storyboardIdentifier", of: node) : lowering.attribute("restorationIdentifier", of: node)
        if let restoration { entries.append(.init("UIRestorationIdentifier", lowering.string(restoration))) }
    }
}

extension ControllerRestorationIdentifierShape: InvertibleShape {
    static let loss = "a storyboard identifier used as the restoration identifier comes back as the restoration identifier"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if let identifier = graph.text(of: values["UIRestorationIdentifier"]) { element.attributes["restorationIdentifier"] = identifier }
    }
}

/// `@viewNib`: a storyboard controller's view nib and its external objects; a xib's controller
/// that loads its view from another nib (inferred: the key a storyboard controller's view nib has).
struct ViewNibShape: Shape {
    static let name = "viewNib"
    static let keys = ["UIExternalObjectsTableForViewLoading", "UINibName"]
    static let reads = ElementReads(["nibName"], children: ["view"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let viewNib = lowering.sceneKeys(step.node).viewNib {
            entries.append(.init("UIExternalObjectsTableForViewLoading", .object(lowering.externalObjectsTable(viewNib.externals))))
            entries.append(.init("UINibName", lowering.string(viewNib.name)))
        } else if lowering.document.kind == .xib, let nibName = lowering.attribute("nibName", of: step.node) {
            entries.append(.init("UINibName", lowering.string(nibName)))
        }
    }
}

/// `@storyboardIdentifier`: the identifier its scene nib is found by.
struct StoryboardIdentifierShape: Shape {
    static let name = "storyboardIdentifier"
    static let keys = ["UIStoryboardIdentifier"]
    static let reads = ElementReads(["storyboardIdentifier"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let identifier = lowering.sceneKeys(step.node).identifier { entries.append(.init("UIStoryboardIdentifier", lowering.string(identifier))) }
    }
}

extension StoryboardIdentifierShape: InvertibleShape {
    static let loss = "a scene without an identifier is archived under its generated nib name (`sceneKeys`)"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        if let identifier = graph.text(of: values["UIStoryboardIdentifier"]) { element.attributes["storyboardIdentifier"] = identifier }
    }
}

/// `@segueTemplates`: its scene's segues other than relationships.
struct SegueTemplatesShape: Shape {
    static let name = "segueTemplates"
    static let keys = ["UIStoryboardSegueTemplates"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.appendList("UIStoryboardSegueTemplates", lowering.sceneKeys(step.node).templates, to: &entries)
    }
}

/// `@childControllers`: the controllers it embeds, as UIViewController's children.
struct ChildControllersShape: Shape {
    static let name = "childControllers"
    static let keys = ["UIChildViewControllers"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.appendList("UIChildViewControllers", lowering.sceneKeys(step.node).children, className: "NSMutableArray", to: &entries)
    }
}

/// `@childList`: the same as a navigation or tab bar controller's list.
struct ChildListShape: Shape {
    static let name = "childList"
    static let keys = ["UIViewControllers"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.appendList("UIViewControllers", lowering.sceneKeys(step.node).children, className: "NSMutableArray", to: &entries)
    }
}

/// `@customizableControllers`: a tab bar controller's children once more, the ones the user may
/// rearrange (UIKit's default: all of them), between its bar and its view controllers (JobDocs,
/// Mobilewits, NightPhones, ProcessDash and ProgrammingEvents pairs: 5 of 5, SDK 7–10).
struct CustomizableControllersShape: Shape {
    static let name = "customizableControllers"
    static let keys = ["UICustomizableViewControllers"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.appendList("UICustomizableViewControllers", lowering.sceneKeys(step.node).children, className: "NSMutableArray", to: &entries)
    }
}

/// `@parentController`: the container that embeds it.
struct ParentControllerShape: Shape {
    static let name = "parentController"
    static let keys = ["UIParentViewController"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        if let parent = lowering.sceneKeys(step.node).parent.flatMap({ lowering.objects[$0] }) {
            entries.append(.init("UIParentViewController", .object(parent)))
        }
    }
}

/// `@controllerToolbarItems`: its `<toolbarItems>`.
struct ControllerToolbarItemsShape: Shape {
    static let name = "controllerToolbarItems"
    static let keys = ["UIToolbarItems"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let toolbarItems = lowering.listObjects("toolbarItems", of: step.node)
        if !toolbarItems.isEmpty { entries.append(.init("UIToolbarItems", lowering.array(toolbarItems))) }
    }
}

/// `@keepAlive`: its scene's other top-level objects.
struct KeepAliveShape: Shape {
    static let name = "keepAlive"
    static let keys = ["UITopLevelObjectsToKeepAliveFromStoryboard"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.appendList("UITopLevelObjectsToKeepAliveFromStoryboard", lowering.sceneKeys(step.node).keepAlive, to: &entries)
    }
}

/// `@splitColumns`: a split view controller's columns in their order (`Lowering.splitColumnEntries`).
struct SplitColumnsShape: Shape {
    static let name = "splitColumns"
    static let keys = ["UIViewControllers"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        lowering.splitColumnEntries(step.node, into: &entries)
    }
}
