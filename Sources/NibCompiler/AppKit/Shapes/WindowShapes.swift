// WindowShapes.swift — the shapes of a window template's keys (FIELD-GUIDE-APPKIT §5): where the
// window opens, its class, and its maximum size.

import InterfaceBuilder
import NibArchive

/// `@windowRect`: `NSWindowRect`, the content rectangle; a window without a
/// `<windowPositionMask>` is centred in its screen rectangle (x = (W − w) / 2, y = (H − h) / 2 from
/// the screen's origin; −w/2, −h/2 without one) [V 28/28 with a mask, 53/53 without].
struct WindowRectShape: Shape {
    static let name = "windowRect"
    static let keys = ["NSWindowRect"]
    static let reads = ElementReads(children: ["contentRect", "screenRect", "initialPositionMask"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        func numbers(_ key: String) -> [Double] {
            guard let rect = lowering.document.child(key: key, of: node) else { return [0, 0, 0, 0] }
            return ["x", "y", "width", "height"].map { lowering.double($0, of: rect) ?? 0 }
        }
        var content = numbers("contentRect")
        if lowering.document.child(key: "initialPositionMask", of: node) == nil {
            let screen = numbers("screenRect")
            content[0] = screen[0] + (screen[2] - content[2]) / 2
            content[1] = screen[1] + (screen[3] - content[3]) / 2
        }
        entries.append(.init("NSWindowRect", lowering.string(AppKitGeometry.rect(content[0], content[1], content[2], content[3]))))
    }
}

/// `@windowClass`: `NSWindowClass`, the window's custom class (by its run-time name) or its
/// element's AppKit class (`NSWindow`, `NSPanel`): a window is never swapped [V 7].
struct WindowClassShape: Shape {
    static let name = "windowClass"
    static let keys = ["NSWindowClass"]
    static let reads = ElementReads.none
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let name = lowering.document.customClass(of: step.node).map { lowering.runtimeClassName($0) }
            ?? AppKitClasses.windowClasses[lowering.document[step.node].name] ?? "NSWindow"
        entries.append(.init("NSWindowClass", lowering.string(name)))
    }
}

/// `@windowMinSize` and `@windowMaxSize`: `NSMinSize` and `NSMaxSize`, the frame's limits,
/// `<value key="minSize">` / `key="maxSize"` (the maximum AppKit's unbounded
/// `'{10000000000000, 10000000000000}'` without one); neither for a window with a toolbar, whose
/// frame limits AppKit derives from the content's (`NSWindowContentMinSize` is written either
/// way) [V 4/4 maximum sizes, 1/1 minimum with a toolbar, 1/1 without].
protocol WindowFrameLimitShape: Shape {
    static var child: String { get }
    static var unbounded: String? { get }
}

extension WindowFrameLimitShape {
    static var reads: ElementReads { ElementReads(children: [child, "toolbar"]) }
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let size = lowering.document.child(key: child, of: node)
        _ = size.map { lowering.attribute("type", of: $0) }
        let text = size.map { AppKitGeometry.size(lowering.double("width", of: $0) ?? 0, lowering.double("height", of: $0) ?? 0) } ?? unbounded
        guard let text, lowering.document.child(key: "toolbar", of: node) == nil else { return }
        entries.append(.init(keys[0], lowering.string(text)))
    }
}

struct WindowMinSizeShape: WindowFrameLimitShape {
    static let name = "windowMinSize"
    static let keys = ["NSMinSize"]
    static let child = "minSize"
    static let unbounded: String? = nil
}

struct WindowMaxSizeShape: WindowFrameLimitShape {
    static let name = "windowMaxSize"
    static let keys = ["NSMaxSize"]
    static let child = "maxSize"
    static let unbounded: String? = AppKitGeometry.size(10_000_000_000_000, 10_000_000_000_000)
}
