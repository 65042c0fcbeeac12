// IOS6Layout.swift — a storyboard Interface Builder saved in its iOS 6 layout
// (`variant="6xAndEarlier"`, Xcode 5–6): a controller's view is saved below its bars, and ibtool's
// iOS 7 nibs lay it out under them, at the screen's size, its descendants resized by their
// autoresizing masks as UIKit resizes them.
//
// Measured on ibtool's output (Cloudinary, Xcode 6 at SDK 8: 3 scenes of a navigation controller on
// the default 3.5-inch screen): the views saved 320 × 436 at y 44 are archived 320 × 480, and a
// subview with a flexible height saved 271 high grows by the 44 points, as its image view inside it.
// The screen is the simulated destination's (the scene's own, else the document's default
// metrics): 3.5-inch without a type, `retina4` 4-inch, `retina47` and `retina55` the 4.7- and 5.5-inch
// screens (the types other documents of those Xcodes name); another type leaves the frames as saved.

import InterfaceBuilder

extension Lowering {
    /// Whether the document is saved in Interface Builder's iOS 6 layout.
    var isIOS6Layout: Bool {
        document.kind == .storyboard && document.peek("variant", of: document.root) == "6xAndEarlier"
    }

    /// The screen of an iOS 6 layout's scene: its simulated destination's, portrait (nil for a
    /// screen IB's Xcode 5–6 types do not name here: the frames stay as saved).
    func iOS6LayoutScreen(of controller: Int) -> (Double, Double)? {
        let metrics = document.peekChild(key: "simulatedDestinationMetrics", of: controller)
            ?? document.peekChild(key: "defaultSimulatedMetrics", of: document.root).flatMap { document.peekChild(key: "destination", of: $0) }
        let type = metrics.flatMap { document.peek("type", of: $0) }
        return Lowering.simulatedScreens[type ?? ""]
    }

    /// IB's simulated screens by `<simulatedScreenMetrics type>`, in portrait points.
    static let simulatedScreens: [String: (Double, Double)] = [
        "": (320, 480), "retina4": (320, 568), "retina47": (375, 667), "retina55": (414, 736),
    ]

    /// A view's frame in an iOS 6 layout (x, y, width, height): a controller's view at its screen's
    /// size, a view inside one resized from its saved frame as its superview was; nil for a view
    /// outside a controller's view, or in another layout.
    func iOS6LayoutFrame(_ node: Int) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard isIOS6Layout, let saved = savedFrame(node) else { return nil }
        let parent = document[node].parent
        guard parent >= 0 else { return nil }
        if attribute(.key, of: node) == "view", plans.controllerElements.contains(document[parent]) {
            return iOS6LayoutScreen(of: parent).map { (0, 0, $0.0, $0.1) }
        }
        // The superview: the view whose `<subviews>` holds this one.
        let superview = document[parent].name == "subviews" ? document[parent].parent : -1
        guard superview >= 0, let old = savedFrame(superview), let new = iOS6LayoutFrame(superview) else { return nil }
        let mask = autoresizingMask(node)
        let (x, width) = Lowering.autoresized(saved.x, saved.width, within: old.width, becoming: new.width, flexible: (mask & 1 != 0, mask & 2 != 0, mask & 4 != 0))
        let (y, height) = Lowering.autoresized(saved.y, saved.height, within: old.height, becoming: new.height, flexible: (mask & 8 != 0, mask & 16 != 0, mask & 32 != 0))
        return (x, y, width, height)
    }

    /// A `<rect key="frame">` as saved.
    func savedFrame(_ node: Int) -> (x: Double, y: Double, width: Double, height: Double)? {
        guard let frame = document.child(key: "frame", of: node) else { return nil }
        return (double(.x, of: frame) ?? 0, double(.y, of: frame) ?? 0, double(.width, of: frame) ?? 0, double(.height, of: frame) ?? 0)
    }

    /// One axis of UIKit's autoresizing: the superview's change shared among the flexible parts
    /// (leading margin, size, trailing margin) in proportion to their lengths, equally when they
    /// are all empty. Returns the new origin and length.
    static func autoresized(
        _ origin: Double, _ length: Double, within old: Double, becoming new: Double, flexible: (leading: Bool, size: Bool, trailing: Bool)
    ) -> (Double, Double) {
        let delta = new - old
        let parts = [(flexible.leading, max(origin, 0)), (flexible.size, max(length, 0)), (flexible.trailing, max(old - origin - length, 0))]
        let flexibleParts = parts.filter(\.0)
        guard delta != 0, delta.isFinite, !flexibleParts.isEmpty else { return (origin, length) }
        let total = flexibleParts.reduce(0) { $0 + $1.1 }
        func share(_ index: Int) -> Double {
            guard parts[index].0 else { return 0 }
            return total > 0 ? delta * parts[index].1 / total : delta / Double(flexibleParts.count)
        }
        return (origin + share(0), length + share(1))
    }
}
