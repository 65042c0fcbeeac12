// Segues.swift — storyboard segues as segue templates and the connections that trigger them.
//
// No ibtool output with a segue template is in the corpus: everything here follows FIELD-GUIDE
// §2.8 (davidquesada's compiler, WinObjC, UIKit's decoders) and is inferred. Each inference has a
// named test in SegueTemplateTests.swift, so evidence can correct it in one place:
// - a segue other than a relationship is a template object in its source controller's scene nib,
//   listed in the controller's `UIStoryboardSegueTemplates`, with an outlet `viewController`
//   (template → controller);
// - its class follows its kind (`templateClasses`); it has `UIIdentifier`,
//   `UIDestinationViewControllerIdentifier` (the destination's scene nib, which every destination
//   therefore gets) and per kind: show / showDetail `UIActionName`; presentation and modal
//   `UIModalPresentationStyle`, `UIModalTransitionStyle`, `UIAnimates` false; push
//   `UIDestinationContainmentContext` 0 and `UISplitViewControllerIndex` (`splitViewControllerTargetIndex`,
//   else 0); custom `UISegueClassName`;
//   unwind `UIActionName` (the unwind selector), no destination identifier;
// - an embed segue is performed when its container view loads: the template archives
//   `UIPerformOnViewLoad` true and `UIContainerView` nil (NightPhones, SDK 10: 7 of 7 embed
//   templates of Apple's nibs) and gets an outlet `containerView` (template → the container view);
// - a control, bar button item or gesture recognizer triggers it with a `perform:` action on the
//   template (controls with event mask 64, touch up inside); a table or collection view cell with
//   an outlet `selectionSegueTemplate` (`accessoryActionSegueTemplate` for `trigger="accessoryAction"`);
//   a segue from the controller itself is performed by code and has no trigger. A trigger in the
//   view nib or a prototype reaches the template through an upstream placeholder.

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// Segue kind → template class.
    static let templateClasses: [String: String] = [
        "show": "UIStoryboardShowSegueTemplate", "showDetail": "UIStoryboardShowSegueTemplate",
        "presentation": "UIStoryboardPresentationSegueTemplate", "modal": "UIStoryboardModalSegueTemplate",
        "popoverPresentation": "UIStoryboardPopoverPresentationSegueTemplate", "popover": "UIStoryboardPopoverSegueTemplate",
        "push": "UIStoryboardPushSegueTemplate", "replace": "UIStoryboardReplaceSegueTemplate",
        "custom": "UIStoryboardSegueTemplate", "embed": "UIStoryboardEmbedSegueTemplate",
        "unwind": "UIStoryboardUnwindSegueTemplate",
    ]

    /// A segue's presentation and transition styles, whose names the class model gives their
    /// UIKit numbers.
    static let seguePresentationStyle = UIKitRecipes.declaration("modalPresentationStyle", of: "IBSegue")
    static let segueTransitionStyle = UIKitRecipes.declaration("modalTransitionStyle", of: "IBSegue")

    /// Whether `node` is a `<segue>` that becomes a template (not a relationship, not a reference
    /// to a segue listed elsewhere).
    func isSegueTemplate(_ node: Int) -> Bool { Lowering.isSegueTemplate(node, in: document) }

    static func isSegueTemplate(_ node: Int, in document: IBDocument) -> Bool {
        document[node].name == "segue" && document.kind == .storyboard
            && document.attribute("kind", of: node).map { templateClasses[$0] != nil } == true
            && document.attribute("reference", of: node) == nil
    }

    /// The template's keys.
    mutating func lowerSegueTemplate(_ node: Int, into object: ObjectGraph.ID) {
        let kind = attribute("kind", of: node) ?? ""
        var entries: [ObjectGraph.Entry] = []
        if let identifier = attribute("identifier", of: node) { entries.append(.init("UIIdentifier", string(identifier))) }
        if kind != "unwind", let destination = attribute("destination", of: node).flatMap({ document.nodeByID[$0] }),
            let nibName = sceneNibNames[destination]
        {
            entries.append(.init("UIDestinationViewControllerIdentifier", string(nibName)))
        }
        switch kind {
        case "show": entries.append(.init("UIActionName", string("showViewController:sender:")))
        case "showDetail": entries.append(.init("UIActionName", string("showDetailViewController:sender:")))
        case "unwind":
            if let action = attribute("unwindAction", of: node) { entries.append(.init("UIActionName", string(action))) }
        case "presentation", "modal", "popoverPresentation":
            if let style = enumerationValue(Lowering.seguePresentationStyle, of: node) {
                entries.append(.init("UIModalPresentationStyle", .integer(style)))
            }
            if let style = enumerationValue(Lowering.segueTransitionStyle, of: node) {
                entries.append(.init("UIModalTransitionStyle", .integer(style)))
            }
            if flag("animates", of: node) == false { entries.append(.init("UIAnimates", .bool(false))) }
        case "push":
            entries.append(.init("UIDestinationContainmentContext", .integer(0)))
            let index = attribute("splitViewControllerTargetIndex", of: node).flatMap { Int64($0) } ?? 0
            entries.append(.init("UISplitViewControllerIndex", .integer(index)))
        case "embed":
            entries += [.init("UIPerformOnViewLoad", .bool(true)), .init("UIContainerView", .null)]
        case "custom":
            if let custom = document.customClass(of: node) {
                entries.append(.init("UISegueClassName", string(runtimeClassName(custom))))
            }
        default:
            break
        }
        graph.append(entries, to: object)
    }

    /// The connection that performs a segue from the element that owns it (nil for a segue of the
    /// controller itself).
    func lowerSegueTrigger(_ connection: IBConnection) -> NibConnection? {
        guard isSegueTemplate(connection.node), let source = objects[connection.source], let template = objects[connection.node]
        else { return nil }
        if plans.controllerElements.contains(document[connection.source]) { return nil }
        let sourceName = document[connection.source].name
        if attribute("kind", of: connection.node) == "embed" {
            return .outlet("containerView", from: template, to: source)
        }
        if sourceName == "tableViewCell" || sourceName == "collectionViewCell" {
            let label = attribute("trigger", of: connection.node) == "accessoryAction" ? "accessoryActionSegueTemplate" : "selectionSegueTemplate"
            return .outlet(label, from: source, to: template)
        }
        let isControl = sourceName != "barButtonItem" && !sourceName.hasSuffix("GestureRecognizer")
        return NibConnection(kind: .action(events: isControl ? 64 : nil), label: "perform:", source: source, destination: template)
    }
}
