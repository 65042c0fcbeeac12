// TestNibs.swift — small nibs built in code for the runtime tests, shaped like ibtool's (a root
// NSObject with the UINib…Key lists, proxies, connections), and test classes to decode them into.

import Foundation
import NibArchive
import NibTestSupport
import NibRuntime

/// Builds a nib: `build` adds objects to the graph and returns the top-level objects (after the
/// two proxies), the connections and the runtime attributes.
struct TestNib {
    var graph = ObjectGraph()
    private(set) var owner = ObjectGraph.ID(index: 0)
    private(set) var firstResponder = ObjectGraph.ID(index: 0)
    var topLevel: [ObjectGraph.ID] = []
    var connections: [ObjectGraph.ID] = []
    var attributes: [ObjectGraph.ID] = []

    init() {
        owner = proxy("IBFilesOwner")
        firstResponder = proxy("IBFirstResponder")
    }

    mutating func proxy(_ identifier: String) -> ObjectGraph.ID {
        graph.add("UIProxyObject", [.init("UIProxiedObjectIdentifier", .object(graph.string(identifier)))])
    }

    /// A view with a frame, optional text and subviews.
    mutating func view(
        _ className: String = "UIView", frame: (Double, Double, Double, Double), text: String? = nil, subviews: [ObjectGraph.ID] = [],
        extra: [ObjectGraph.Entry] = []
    ) -> ObjectGraph.ID {
        var entries: [ObjectGraph.Entry] = [
            .init("UIBounds", .geometry(.rect(x: 0, y: 0, width: frame.2, height: frame.3))),
            .init("UICenter", .geometry(.point(x: frame.0 + frame.2 / 2, y: frame.1 + frame.3 / 2))),
        ]
        if !subviews.isEmpty { entries.append(.init("UISubviews", .object(graph.array(subviews, className: "NSMutableArray")))) }
        if let text { entries.append(.init("UIText", .object(graph.string(text)))) }
        return graph.add(className, entries + extra)
    }

    /// A `UIClassSwapper` for `customClass` on `original`.
    mutating func swapper(_ customClass: String, original: String, entries: [ObjectGraph.Entry] = []) -> ObjectGraph.ID {
        graph.add("UIClassSwapper", entries + [
            .init("UIClassName", .object(graph.string(customClass))), .init("UIOriginalClassName", .object(graph.string(original))),
        ])
    }

    mutating func outlet(_ label: String, from source: ObjectGraph.ID, to destination: ObjectGraph.ID) {
        connections.append(graph.add("UIRuntimeOutletConnection", [
            .init("UILabel", .object(graph.string(label))), .init("UISource", .object(source)), .init("UIDestination", .object(destination)),
        ]))
    }

    mutating func action(_ selector: String, from source: ObjectGraph.ID, to destination: ObjectGraph.ID, mask: Int64? = 64) {
        var entries: [ObjectGraph.Entry] = [
            .init("UILabel", .object(graph.string(selector))), .init("UISource", .object(source)), .init("UIDestination", .object(destination)),
        ]
        if let mask { entries.append(.init("UIEventMask", .integer(mask))) }
        connections.append(graph.add("UIRuntimeEventConnection", entries))
    }

    mutating func attribute(_ keyPath: String, of object: ObjectGraph.ID, _ value: ObjectGraph.ID) {
        attributes.append(graph.add("UINibKeyValuePair", [
            .init("UIObject", .object(object)), .init("UIKeyPath", .object(graph.string(keyPath))), .init("UIValue", .object(value)),
        ]))
    }

    /// The archive: the root lists, then everything reachable.
    mutating func archive() -> NibArchive {
        let top = graph.array([owner, firstResponder] + topLevel)
        let objects = graph.array([owner, firstResponder] + topLevel)
        let empty = graph.array([])
        let root = graph.add("NSObject", [
            .init("UINibTopLevelObjectsKey", .object(top)), .init("UINibObjectsKey", .object(objects)),
            .init("UINibConnectionsKey", .object(graph.array(connections))), .init("UINibVisibleWindowsKey", .object(empty)),
            .init("UINibAccessibilityConfigurationsKey", .object(empty)), .init("UINibTraitStorageListsKey", .object(empty)),
            .init("UINibKeyValuePairsKey", .object(graph.array(attributes))),
        ])
        return SampleNibs.builder.build(graph, root: root)
    }

    mutating func nib(_ registry: ClassRegistry = ClassRegistry()) throws -> Nib {
        try Nib(archive: archive(), registry: registry, file: "Test.nib")
    }
}

/// A view class for the tests: frame, text, subviews, outlets it knows, and what happened to it.
class TestView: NibDecodable {
    var frame: CGRect
    var text: String?
    var subviews: [TestView] = []
    var label: TestView?
    var actions: [NibAction] = []
    var events: [String] = []

    /// A view made in code.
    init() { frame = .zero }

    required init(coder: NibDecoder) throws {
        let bounds = try coder.decodeIfPresent(CGRect.self, forKey: "UIBounds") ?? .zero
        let center = try coder.decodeIfPresent(CGPoint.self, forKey: "UICenter") ?? .zero
        frame = CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
        text = try coder.decodeIfPresent(String.self, forKey: "UIText")
        subviews = try coder.decodeArray(of: TestView.self, forKey: "UISubviews")
        events.append("init")
    }

    func setValue(_ value: Any?, forKey key: String) throws {
        guard key == "label" else { throw NibLoadError.undefinedKey(self, key) }
        label = value as? TestView
        events.append("outlet \(key)")
    }

    func addAction(_ action: NibAction) throws {
        actions.append(action)
        events.append("action \(action.selector)")
    }

    func awakeAfter(using coder: NibDecoder) throws -> AnyObject { self }

    func awakeFromNib() { events.append("awakeFromNib") }
}

/// An owner with one outlet, `titleLabel`.
final class TestOwner: NibConnectable {
    var titleLabel: TestView?
    var received: [String] = []

    func setValue(_ value: Any?, forKey key: String) throws {
        guard key == "titleLabel" else { throw NibLoadError.undefinedKey(self, key) }
        titleLabel = value as? TestView
        received.append(key)
    }
}
