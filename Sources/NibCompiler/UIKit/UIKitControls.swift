// UIKitControls.swift — the code of UIButton's shape (its stateful content), of
// UIVisualEffectView's (its effect and content view) and UIActivityIndicatorView's; image
// placeholders and insets.

import InterfaceBuilder
import NibArchive

extension Lowering {
    static let controlState: [String: Int64] = ["normal": 0, "highlighted": 1, "disabled": 2, "selected": 4, "focused": 8]
    /// An image by name, as the placeholder UIKit resolves at load time. Its size is always 1 × 1:
    /// all 77 placeholders of the corpus nibs (41 in `nibs/`, 36 in the pairs) say so, whatever
    /// size the document's `<resources>` records (Interface Builder's, design time).
    mutating func imagePlaceholder(_ name: String) -> ObjectGraph.Value {
        .object(
            graph.add("UIImageNibPlaceholder", [
                .init("UIImageWidth", .float(1)), .init("UIImageHeight", .float(1)), .init("UIResourceName", string(name)),
            ]))
    }

    /// The name of an image placeholder value (the inverse of `imagePlaceholder`).
    static func raisedImage(_ value: ObjectGraph.Value?, in graph: ObjectGraph) -> String? {
        guard case .object(let id)? = value, graph[id].className == "UIImageNibPlaceholder" else { return nil }
        return graph.text(of: graph[id].entries.first { $0.key == "UIResourceName" }?.value)
    }

    /// `<inset minX minY maxX maxY>` as UIEdgeInsets (top, left, bottom, right).
    func insets(_ node: Int) -> NibGeometry {
        .insets(
            top: double("minY", of: node) ?? 0, left: double("minX", of: node) ?? 0, bottom: double("maxY", of: node) ?? 0,
            right: double("maxX", of: node) ?? 0)
    }

    /// `<blurEffect style>` → (UIBlurEffectStyle, UIBlurEffectAutomaticStyle for the adaptive styles).
    static let blurStyles: [String: (style: Int64, automatic: Int64?)] = [
        "extraLight": (0, nil), "light": (1, nil), "dark": (2, nil), "extraDark": (3, nil), "regular": (1, 4),
        "prominent": (1, 5),
    ]

    /// UIVisualEffectView's effect: its `<blurEffect>` as a UIBlurEffect (nil without one).
    mutating func visualEffect(_ node: Int) -> ObjectGraph.ID? {
        guard let blur = document.child("blurEffect", of: node) else { return nil }
        // A style whose archive is not known (the materials of iOS 13) is reported, not guessed.
        let name = document.attribute("style", of: blur, ifIn: Set(Lowering.blurStyles.keys)) ?? "regular"
        let style = Lowering.blurStyles[name] ?? (1, 4)
        var effect: [ObjectGraph.Entry] = []
        if let automatic = style.automatic { effect.append(.init("UIBlurEffectAutomaticStyle", .integer(automatic))) }
        effect.append(.init("UIBlurEffectStyle", .integer(style.style)))
        return graph.add("UIBlurEffect", effect)
    }

    /// UIButton's per-state content: an NSMutableDictionary from UIControlState to UIButtonContent
    /// (title, image, background image, title color, shadow color).
    mutating func buttonStateEntries(_ node: Int) -> [ObjectGraph.Entry] {
        guard !isSystemImageButton(node) else { return [] }
        var states: [(key: ObjectGraph.ID, value: ObjectGraph.ID)] = []
        for state in document.children(of: node) where document[state].name == "state" {
            guard let key = attribute(.key, of: state), let number = Lowering.controlState[key] else { continue }
            var content: [ObjectGraph.Entry] = []
            if let title = attribute("title", of: state) {
                content.append(.init("UITitle", text(title, of: node, property: key + "Title")))
            }
            if let title = attributedTitle(state) { content.append(.init("UIAttributedTitle", .object(title.attributed))) }
            if let image = attribute("image", of: state) { content.append(.init("UIImage", imagePlaceholder(image))) }
            if let image = attribute("backgroundImage", of: state) {
                content.append(.init("UIBackgroundImage", imagePlaceholder(image)))
            }
            if let colorNode = document.child(key: "titleColor", of: state), let value = color(colorNode) {
                content.append(.init("UITitleColor", value))
            }
            if let colorNode = document.child(key: "titleShadowColor", of: state), let value = color(colorNode) {
                content.append(.init("UIShadowColor", value))
            }
            states.append((graph.number(number), graph.add("UIButtonContent", content)))
        }
        guard !states.isEmpty else { return [] }
        return [.init("UIButtonStatefulContent", .object(graph.dictionary(states, className: "NSMutableDictionary")))]
    }

    /// A button's `<state>` children from its stateful content (the inverse of `buttonStateEntries`).
    static func raisedButtonStates(_ value: ObjectGraph.Value?, in graph: ObjectGraph) -> [String: RaisedElement] {
        var states: [String: RaisedElement] = [:]
        for pair in graph.dictionaryPairs(of: value) {
            guard case .object(let numberID) = pair.key, case .integer(let number)? = graph[numberID].entries.first?.value,
                let name = controlState.first(where: { $0.value == number })?.key, case .object(let contentID) = pair.value
            else { continue }
            var content: [String: ObjectGraph.Value] = [:]
            for entry in graph[contentID].entries { content[entry.key] = entry.value }
            var state = RaisedElement()
            state.attributes["title"] = graph.text(of: content["UITitle"])
            state.attributes["image"] = raisedImage(content["UIImage"], in: graph)
            state.attributes["backgroundImage"] = raisedImage(content["UIBackgroundImage"], in: graph)
            if let color = raisedColor(content["UITitleColor"], in: graph) { state.children["titleColor"] = RaisedElement(attributes: color) }
            if let color = raisedColor(content["UIShadowColor"], in: graph) { state.children["titleShadowColor"] = RaisedElement(attributes: color) }
            states[name] = state
        }
        return states
    }
}
