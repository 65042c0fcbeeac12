// InstantiationTests.swift — UINib.instantiate's contract: top-level objects in order without
// proxies, owner and external objects, outlets (and the readable missing-outlet error), actions,
// runtime attributes, awakeFromNib after connections, awakeAfter replacement; class resolution;
// cycles resolved through back-references, and the ones that cannot be.

import Foundation
import NibArchive
import NibRuntime
import Testing

@Suite("Instantiation")
struct InstantiationTests {
    @Test("top-level objects in archive order without proxies; outlets, actions, attributes, then awakeFromNib")
    func contract() throws {
        var nib = TestNib()
        let label = nib.view("UILabel", frame: (20, 40, 200, 21), text: "Hello")
        let root = nib.view(frame: (0, 0, 320, 480), subviews: [label])
        let second = nib.view(frame: (0, 0, 10, 10))
        let external = nib.proxy("Theme")
        nib.topLevel = [root, external, second]
        nib.outlet("titleLabel", from: nib.owner, to: label)
        nib.outlet("label", from: root, to: label)
        nib.action("tap:", from: label, to: nib.owner)
        nib.action("copy:", from: second, to: nib.firstResponder, mask: nil)
        nib.attribute("label", of: second, label)
        let owner = TestOwner()
        let theme = TestOwner()
        let instance = try nib.nib(ClassRegistry([TestView.self]).registering(TestView.self, as: "UILabel", "UIView"))
            .load(withOwner: owner, externalObjects: ["Theme": theme])
        let objects = instance.topLevelObjects.compactMap { $0 as? TestView }
        #expect(instance.topLevelObjects.count == 2 && objects.count == 2, "proxies (owner, first responder, Theme) are not returned")
        #expect(objects[0].frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(objects[0].subviews.first === owner.titleLabel && owner.titleLabel?.text == "Hello")
        #expect(owner.titleLabel?.frame == CGRect(x: 20, y: 40, width: 200, height: 21))
        #expect(objects[0].label === owner.titleLabel)
        let tap = try #require(owner.titleLabel?.actions.first)
        #expect(tap.selector == "tap:" && tap.target === owner && tap.eventMask == 64)
        let copy = try #require(objects[1].actions.first)
        #expect(copy.selector == "copy:" && copy.target == nil && copy.eventMask == nil, "first responder: a nil target, no events")
        #expect(objects[1].label === owner.titleLabel, "runtime attribute set")
        // awakeFromNib comes after every connection, once per decoded object, never on the owner.
        #expect(owner.titleLabel?.events == ["init", "action tap:", "awakeFromNib"])
        #expect(objects[1].events == ["init", "action copy:", "outlet label", "awakeFromNib"])
        #expect(owner.received == ["titleLabel"] && theme.received.isEmpty)
        #expect(instance.outletCount == 2 && instance.actionCount == 2 && instance.runtimeAttributeCount == 1)
    }

    @Test("an outlet collection hands its source the array of targets, in order")
    func outletCollection() throws {
        final class Owner: NibConnectable {
            var labels: [TestView] = []
            func setValue(_ value: Any?, forKey key: String) throws {
                guard key == "labels", let array = value as? [Any] else { throw NibLoadError.undefinedKey(self, key) }
                labels = array.compactMap { $0 as? TestView }
            }
        }
        var nib = TestNib()
        let first = nib.view("UILabel", frame: (0, 0, 10, 10), text: "one")
        let second = nib.view("UILabel", frame: (0, 20, 10, 10), text: "two")
        nib.topLevel = [first, second]
        nib.connections.append(nib.graph.add("UIRuntimeOutletCollectionConnection", [
            .init("UILabel", .object(nib.graph.string("labels"))), .init("UISource", .object(nib.owner)),
            .init("UIDestination", .object(nib.graph.array([second, first], className: "NSMutableArray"))),
            .init("runtimeCollectionClassName", .object(nib.graph.string("NSArray"))), .init("addsContentToExistingCollection", .bool(false)),
        ]))
        let owner = Owner()
        let instance = try nib.nib(ClassRegistry().registering(TestView.self, as: "UILabel")).load(withOwner: owner)
        #expect(owner.labels.map(\.text) == ["two", "one"])
        #expect(instance.outletCount == 1)
    }

    @Test("an outlet the owner lacks is an error that names the class and the key")
    func missingOutlet() throws {
        var nib = TestNib()
        let label = nib.view("UILabel", frame: (0, 0, 1, 1))
        nib.topLevel = [label]
        nib.outlet("subtitleLabel", from: nib.owner, to: label)
        #expect {
            try nib.nib().instantiate(withOwner: TestOwner())
        } throws: { error in
            let error = error as! NibLoadError
            guard case .undefinedKey("TestOwner", "subtitleLabel") = error.kind else { return false }
            return error.description.contains("class TestOwner lacks key 'subtitleLabel'") && error.className == "UIRuntimeOutletConnection"
        }
    }

    @Test("a missing external object is an error that names it; without an owner, its outlets are skipped")
    func externalObjects() throws {
        var nib = TestNib()
        let view = nib.view(frame: (0, 0, 1, 1))
        nib.topLevel = [nib.proxy("UpstreamPlaceholder-abc"), view]
        nib.outlet("view", from: nib.owner, to: view)
        #expect {
            try nib.nib().instantiate()
        } throws: { error in
            guard case .missingExternalObject("UpstreamPlaceholder-abc") = (error as! NibLoadError).kind else { return false }
            return "\(error)".contains("needs the external object 'UpstreamPlaceholder-abc'")
        }
        let instance = try nib.nib().load(externalObjects: ["UpstreamPlaceholder-abc": TestOwner()])
        #expect(instance.outletCount == 0 && instance.skippedConnectionCount == 1)
    }

    @Test("class resolution: swapper class, then its original class, then fallback classes, then a generic object")
    func resolution() throws {
        final class Special: TestView {}
        var nib = TestNib()
        nib.topLevel = [
            nib.swapper("_TtC3App7Special", original: "UIView"), nib.swapper("Unregistered", original: "UIView"),
            nib.swapper("Unregistered", original: "UICustomObject"), nib.graph.add("UIUnknownThing", [.init("UIValue", .integer(3))]),
        ]
        var registry = ClassRegistry()
        registry.register(Special.self, as: "Special", module: "App")
        registry.register(TestView.self, as: "UIView")
        let objects = try nib.nib(registry).instantiate()
        #expect(objects[0] is Special, "the mangled custom class")
        #expect(type(of: objects[1] as AnyObject) == TestView.self, "falls back to the original class")
        let generic = try #require(objects[2] as? NibObject)
        #expect(generic.className == "Unregistered" && generic.originalClassName == "UICustomObject" && generic.isAwake)
        let unknown = try #require(objects[3] as? NibObject)
        #expect(unknown.className == "UIUnknownThing" && unknown["UIValue"].map { if case .integer(3) = $0 { true } else { false } } == true)

        // The class table's fallbacks: UIColor falls back to NSColor (ArchiveBuilder's default table, as ibtool writes).
        var colors = TestNib()
        colors.topLevel = [colors.graph.add("UIColor", [.init("UIWhite", .float(1))])]
        let archive = colors.archive()
        #expect(archive.classes.contains { $0.name == "UIColor" && !$0.fallbacks.isEmpty })
        final class Color: NibDecodable { init(coder: NibDecoder) throws {} }
        let decoded = try Nib(archive: archive, registry: ClassRegistry().registering(Color.self, as: "NSColor")).instantiate()
        #expect(decoded.first is Color)
    }

    @Test("registered names: bare, module-qualified and mangled all resolve")
    func registryNames() {
        final class ButtonBarViewCell: NibDecodable { init(coder: NibDecoder) throws {} }
        var registry = ClassRegistry()
        registry.register(ButtonBarViewCell.self, module: "XLPagerTabStrip")
        for name in ["ButtonBarViewCell", "XLPagerTabStrip.ButtonBarViewCell", "_TtC15XLPagerTabStrip17ButtonBarViewCell"] {
            #expect(registry.type(named: name) == ButtonBarViewCell.self, "\(name)")
        }
        #expect(registry.type(named: "_TtC5Other17ButtonBarViewCell") == ButtonBarViewCell.self, "another module's class of that name")
        #expect(registry.type(named: "UILabel") == nil)
        #expect(ClassRegistry.demangle("_TtC15XLPagerTabStrip17ButtonBarViewCell")! == ("XLPagerTabStrip", "ButtonBarViewCell"))
        #expect(ClassRegistry.demangle("_TtC99X1Y") == nil)
    }

    @Test("a back-reference to an object still being decoded arrives once it is complete")
    func backReference() throws {
        final class Holder: NibDecodable {
            var constraints: [Constraint] = []
            init(coder: NibDecoder) throws { constraints = try coder.decodeArray(of: Constraint.self, forKey: "UIViewAutolayoutConstraints") }
        }
        final class Constraint: NibDecodable {
            weak var item: Holder?
            init(coder: NibDecoder) throws {
                try coder.decodeReference(Holder.self, forKey: "NSFirstItem") { [unowned self] in self.item = $0 }
            }
        }
        var nib = TestNib()
        let holder = nib.graph.add("Holder")
        let constraint = nib.graph.add("Constraint", [.init("NSFirstItem", .object(holder))])
        nib.graph.append("UIViewAutolayoutConstraints", .object(nib.graph.array([constraint])), to: holder)
        nib.topLevel = [holder]
        let objects = try nib.nib(ClassRegistry([Holder.self, Constraint.self])).instantiate()
        let decoded = try #require(objects.first as? Holder)
        #expect(decoded.constraints.first?.item === decoded)
        // With nothing registered, the same cycle is generic objects pointing at each other.
        let generic = try #require(try nib.nib().instantiate().first as? NibObject)
        let array = try #require(generic.object(forKey: "UIViewAutolayoutConstraints") as? [Any])
        #expect((array.first as? NibObject)?.object(forKey: "NSFirstItem") as? NibObject === generic)
    }

    @Test("decodeObject of an object still being decoded is a cyclic-reference error, not a recursion")
    func unsatisfiableCycle() throws {
        final class Eager: NibDecodable {
            init(coder: NibDecoder) throws { _ = try coder.decodeObject(forKey: "UIParent") }
        }
        var nib = TestNib()
        let parent = nib.graph.add("Eager")
        let child = nib.graph.add("Eager", [.init("UIParent", .object(parent))])
        nib.graph.append("UIParent", .object(child), to: parent)
        nib.topLevel = [parent]
        #expect {
            try nib.nib(ClassRegistry([Eager.self])).instantiate()
        } throws: { error in
            guard case .cyclicReference(let index, "Eager") = (error as! NibLoadError).kind else { return false }
            return "\(error)".contains("key 'UIParent' refers to @\(index) Eager, which is still being decoded")
        }
    }

    @Test("a list that contains itself, directly or through another list, is an error")
    func selfContainingList() throws {
        for depth in [1, 2] {
            var nib = TestNib()
            let first = nib.graph.add("NSMutableArray", [.init("NSInlinedValue", .bool(true))])
            var last = first
            for _ in 1..<depth {
                let next = nib.graph.add("NSMutableArray", [.init("NSInlinedValue", .bool(true))])
                nib.graph.append("UINibEncoderEmptyKey", .object(next), to: last)
                last = next
            }
            nib.graph.append("UINibEncoderEmptyKey", .object(first), to: last)
            nib.topLevel = [nib.graph.add("UIView", [.init("UISubviews", .object(first))])]
            do {
                _ = try nib.nib().instantiate()
                Issue.record("depth \(depth): no error")
            } catch let error as NibLoadError {
                guard case .unresolvableCycle(_, "NSMutableArray") = error.kind else {
                    Issue.record("depth \(depth): \(error)")
                    continue
                }
                #expect(error.description.contains("can never be completed"))
            }
        }
    }

    @Test("awakeAfter(using:) replaces the object everywhere; outlets reach the replacement")
    func replacement() throws {
        final class Replacement: TestView {}
        final class Placeholder: TestView {
            override func awakeAfter(using coder: NibDecoder) throws -> AnyObject { Replacement() }
        }
        var nib = TestNib()
        let placeholder = nib.graph.add("Placeholder")
        nib.topLevel = [placeholder]
        nib.outlet("titleLabel", from: nib.owner, to: placeholder)
        let owner = TestOwner()
        let objects = try nib.nib(ClassRegistry([Placeholder.self])).instantiate(withOwner: owner)
        let replacement = try #require(objects.first as? Replacement)
        #expect(owner.titleLabel === replacement)
        #expect(replacement.events == [], "made outside the nib: not awoken by it")
    }
}

extension ClassRegistry {
    func registering(_ type: any NibDecodable.Type, as names: String...) -> ClassRegistry {
        var copy = self
        for name in names { copy.register(type, as: name) }
        return copy
    }
}
