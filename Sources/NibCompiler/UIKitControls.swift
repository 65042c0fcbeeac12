// UIKitControls.swift — UIButton (its stateful content), the UIControl keys, UIStackView,
// UIVisualEffectView, image placeholders and insets.

import InterfaceBuilder
import NibArchive

extension Lowering {
    static let buttonType: [String: Int64] = [
        "custom": 0, "system": 1, "roundedRect": 1, "detailDisclosure": 2, "infoLight": 3, "infoDark": 4,
        "contactAdd": 5, "close": 7,
    ]
    static let controlState: [String: Int64] = ["normal": 0, "highlighted": 1, "disabled": 2, "selected": 4, "focused": 8]
    /// An image by name, as the placeholder UIKit resolves at load time (size from `<resources>`).
    mutating func imagePlaceholder(_ name: String) -> ObjectGraph.Value {
        var width = 0.0
        var height = 0.0
        if let resource = document.resources.first(where: { document[$0].name == "image" && attribute("name", of: $0) == name }) {
            width = double("width", of: resource) ?? 0
            height = double("height", of: resource) ?? 0
        }
        return .object(
            graph.add("UIImageNibPlaceholder", [
                .init("UIImageWidth", .float(Float(width))), .init("UIImageHeight", .float(Float(height))),
                .init("UIResourceName", string(name)),
            ]))
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

    /// UIVisualEffectView: its effect and its content view (which is not among its subviews).
    mutating func lowerVisualEffectView(_ node: Int, into object: ObjectGraph.ID) {
        var entries: [ObjectGraph.Entry] = []
        if let blur = document.child("blurEffect", of: node) {
            // A style whose archive is not known (the materials of iOS 13) is reported, not guessed.
            let name = document.attribute("style", of: blur, ifIn: Set(Lowering.blurStyles.keys)) ?? "regular"
            let style = Lowering.blurStyles[name] ?? (1, 4)
            var effect: [ObjectGraph.Entry] = []
            if let automatic = style.automatic { effect.append(.init("UIBlurEffectAutomaticStyle", .integer(automatic))) }
            effect.append(.init("UIBlurEffectStyle", .integer(style.style)))
            entries.append(.init("UIVisualEffectViewEffect", .object(graph.add("UIBlurEffect", effect))))
        }
        if let content = document.child(key: "contentView", of: node), let contentObject = objects[content] {
            entries.append(.init("UIVisualEffectViewContentView", .object(contentObject)))
        }
        graph.append(entries, to: object)
    }

    /// UIStackView: arranged subviews (its subviews, in order) and layout.
    /// UIStackView's keys, after UIView's (`UIKitRecipes.stackView`).
    mutating func lowerStackView(_ node: Int, into object: ObjectGraph.ID) {
        run("UIStackView", for: node, into: object)
    }

    mutating func lowerButton(_ node: Int, into object: ObjectGraph.ID) {
        var entries: [ObjectGraph.Entry] = []
        var states: [(key: ObjectGraph.ID, value: ObjectGraph.ID)] = []
        for state in document.children(of: node) where document[state].name == "state" {
            guard let key = attribute("key", of: state), let number = Lowering.controlState[key] else { continue }
            var content: [ObjectGraph.Entry] = []
            if let title = attribute("title", of: state) {
                content.append(.init("UITitle", text(title, of: node, property: key + "Title")))
            }
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
        if !states.isEmpty {
            entries.append(.init("UIButtonStatefulContent", .object(graph.dictionary(states, className: "NSMutableDictionary"))))
        }
        entries.append(.init("UIAdjustsImageWhenHighlighted", .bool(flag("adjustsImageWhenHighlighted", of: node) != false)))
        entries.append(.init("UIAdjustsImageWhenDisabled", .bool(flag("adjustsImageWhenDisabled", of: node) != false)))
        if flag("adjustsImageSizeForAccessibilityContentSizeCategory", of: node) == true {
            entries.append(.init("UIAdjustsImageSizeForAccessibilityContentSizeCategory", .bool(true)))
        }
        if let description = document.child(key: "fontDescription", of: node), let font = font(description) {
            entries.append(.init("UIFont", font))
        }
        if let type = attribute("buttonType", of: node).flatMap({ Lowering.buttonType[$0] }), type != 0 {
            entries.append(.init("UIButtonType", .integer(type)))
        }
        if let mode = enumerationValue("lineBreakMode", of: node, className: "UIButton"), mode != 5 {
            entries.append(.init("UILineBreakMode", .integer(mode)))
        }
        if let inset = document.child(key: "contentEdgeInsets", of: node) {
            entries.append(.init("UIContentEdgeInsets", .geometry(insets(inset))))
        }
        entries += controlEntries(node, into: object)
        graph.append(entries, to: object)
    }

    /// The UIControl keys: content alignment (other than centered) and the disabled flag.
    /// UIControl's keys (`UIKitRecipes.control`).
    mutating func controlEntries(_ node: Int, into object: ObjectGraph.ID) -> [ObjectGraph.Entry] {
        entries("UIControl", for: node, into: object, context: RecipeContext())
    }
}
