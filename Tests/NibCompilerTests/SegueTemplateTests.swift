// SegueTemplateTests.swift — one test per inferred rule of Sources/NibCompiler/Segues.swift (no
// ibtool output with segue templates is in the corpus; FIELD-GUIDE §2.8 is the source). When an
// ibtool sample shows a rule wrong, the test named after it is the one to change.
// The storyboard is Samples/Catalog.storyboard: every segue kind, a navigation controller, a
// table view with a prototype cell whose selection and accessory segues it triggers.

import Foundation
import NibArchive
import NibCompiler
import NibTestSupport
import Testing

@Suite("Segue templates (inferred)")
struct SegueTemplateTests {
    /// The compiled sample, by nib name.
    static let nibs: [String: NibArchive] = {
        let url = Corpus.projectRoot.appendingPathComponent("Samples/Catalog.storyboard")
        guard let bytes = try? [UInt8](Data(contentsOf: url)), let storyboard = compileStoryboard(bytes, path: "Catalog.storyboard").storyboard
        else { return [:] }
        var nibs: [String: NibArchive] = [:]
        for nib in storyboard.nibs { nibs[nib.name] = nib.archive }
        // The prototype cell's own nib, from its UINib's archive data.
        if let list = nibs["lst-vc-001-view-lst-tv-001"],
            let data = list.objects.indices.first(where: { list.className(ofObject: $0) == "NSData" }),
            case .data(let bytes)? = list.value(forKey: "NS.bytes", inObject: data)?.payload,
            let cell = try? NibArchive(bytes: bytes)
        {
            nibs["Item cell"] = cell
        }
        return nibs
    }()

    /// The objects of class `name` in a nib.
    static func objects(_ name: String, in nib: String) -> [Int] {
        guard let archive = nibs[nib] else { return [] }
        return archive.objects.indices.filter { archive.className(ofObject: $0) == name }
    }

    /// The string a key of an object refers to.
    static func string(_ key: String, of object: Int, in nib: String) -> String? {
        guard let archive = nibs[nib], case .object(let target)? = archive.value(forKey: key, inObject: object)?.payload else { return nil }
        return archive.string(at: target)
    }

    static func integer(_ key: String, of object: Int, in nib: String) -> Int64? {
        nibs[nib]?.value(forKey: key, inObject: object)?.payload.integer
    }

    /// The connections of a nib as (class, label, source class, destination class).
    static func connections(in nib: String) -> [(kind: String, label: String, source: String, destination: String)] {
        guard let archive = nibs[nib] else { return [] }
        return archive.objects.indices.compactMap { index in
            let kind = archive.className(ofObject: index)
            guard kind.hasPrefix("UIRuntime"), let label = string("UILabel", of: index, in: nib),
                case .object(let source)? = archive.value(forKey: "UISource", inObject: index)?.payload,
                case .object(let destination)? = archive.value(forKey: "UIDestination", inObject: index)?.payload
            else { return nil }
            return (kind, label, archive.className(ofObject: source), archive.className(ofObject: destination))
        }
    }

    @Test("the sample compiles (Samples/Catalog.storyboard)")
    func compiles() {
        #expect(SegueTemplateTests.nibs.count == 11)  // 10 nibs in the folder, and the prototype cell's
    }

    @Test("each segue kind has its template class", arguments: [
        ("UIStoryboardShowSegueTemplate", "UINavigationController-nav-cn-tl1", 2),  // show, showDetail
        ("UIStoryboardPresentationSegueTemplate", "UINavigationController-nav-cn-tl1", 1),
        ("UIStoryboardPopoverPresentationSegueTemplate", "UINavigationController-nav-cn-tl1", 1),
        ("UIStoryboardSegueTemplate", "Detail", 1),  // custom
        ("UIStoryboardEmbedSegueTemplate", "Detail", 1),
        ("UIStoryboardUnwindSegueTemplate", "UIViewController-inf-vc-001", 1),
    ])
    func templateClasses(_ className: String, _ nib: String, _ count: Int) {
        #expect(SegueTemplateTests.objects(className, in: nib).count == count)
    }

    @Test("templates live in the scene nib, never in view or prototype nibs")
    func templatesInSceneNibs() {
        for (name, archive) in SegueTemplateTests.nibs where name.contains("-view-") || name == "Item cell" {
            #expect(!archive.classes.contains { $0.name.hasSuffix("SegueTemplate") }, "\(name)")
        }
    }

    @Test("show and showDetail name their UIViewController action in UIActionName")
    func showActionNames() {
        let nib = "UINavigationController-nav-cn-tl1"
        let names = Set(SegueTemplateTests.objects("UIStoryboardShowSegueTemplate", in: nib).compactMap {
            SegueTemplateTests.string("UIActionName", of: $0, in: nib)
        })
        #expect(names == ["showViewController:sender:", "showDetailViewController:sender:"])
    }

    @Test("a template names its destination's scene nib, and every destination has one")
    func destinationIdentifiers() {
        let nib = "UINavigationController-nav-cn-tl1"
        let destinations = Set(SegueTemplateTests.objects("UIStoryboardShowSegueTemplate", in: nib).compactMap {
            SegueTemplateTests.string("UIDestinationViewControllerIdentifier", of: $0, in: nib)
        })
        #expect(destinations == ["Detail"])
        for name in ["UIViewController-inf-vc-001", "UIViewController-new-vc-001", "UIViewController-emb-vc-001"] {
            #expect(SegueTemplateTests.nibs[name] != nil, "\(name)")
        }
    }

    @Test("presentation segues carry the modal presentation and transition styles")
    func presentationStyles() throws {
        let nib = "UINavigationController-nav-cn-tl1"
        let template = try #require(SegueTemplateTests.objects("UIStoryboardPresentationSegueTemplate", in: nib).first)
        #expect(SegueTemplateTests.integer("UIModalPresentationStyle", of: template, in: nib) == 2)  // formSheet
        #expect(SegueTemplateTests.integer("UIModalTransitionStyle", of: template, in: nib) == 2)  // crossDissolve
    }

    @Test("a custom segue names its class in UISegueClassName, module-mangled")
    func customSegueClass() throws {
        let template = try #require(SegueTemplateTests.objects("UIStoryboardSegueTemplate", in: "Detail").first)
        #expect(SegueTemplateTests.string("UISegueClassName", of: template, in: "Detail") == "_TtC7Catalog9FadeSegue")
        #expect(SegueTemplateTests.nibs["Detail"]?.value(forKey: "UIClassName", inObject: template) == nil)
    }

    @Test("an unwind segue names its unwind action in UIActionName and no destination")
    func unwindAction() throws {
        let nib = "UIViewController-inf-vc-001"
        let template = try #require(SegueTemplateTests.objects("UIStoryboardUnwindSegueTemplate", in: nib).first)
        #expect(SegueTemplateTests.string("UIActionName", of: template, in: nib) == "doneWithInfo:")
        #expect(SegueTemplateTests.string("UIDestinationViewControllerIdentifier", of: template, in: nib) == nil)
    }

    @Test("each template has a viewController outlet to its source controller")
    func viewControllerOutlets() {
        let outlets = SegueTemplateTests.connections(in: "UINavigationController-nav-cn-tl1").filter { $0.label == "viewController" }
        #expect(outlets.count == 4)
        #expect(outlets.allSatisfy { $0.source.hasSuffix("SegueTemplate") && $0.destination == "UIClassSwapper" })
    }

    @Test("a control performs its segue with perform: on touch up inside, through an upstream placeholder")
    func controlTrigger() throws {
        let nib = "inf-vc-001-view-inf-vw-001"
        let trigger = try #require(SegueTemplateTests.connections(in: nib).first { $0.label == "perform:" })
        #expect(trigger.kind == "UIRuntimeEventConnection" && trigger.source == "UIButton" && trigger.destination == "UIProxyObject")
        let archive = try #require(SegueTemplateTests.nibs[nib])
        let event = archive.objects.indices.first { archive.className(ofObject: $0) == "UIRuntimeEventConnection" }
        #expect(event.flatMap { SegueTemplateTests.integer("UIEventMask", of: $0, in: nib) } == 64)
    }

    @Test("a bar button item performs its segue with perform: and no event mask")
    func barButtonTrigger() throws {
        let nib = "UINavigationController-nav-cn-tl1"
        let trigger = try #require(SegueTemplateTests.connections(in: nib).first { $0.label == "perform:" })
        #expect(trigger.source == "UIBarButtonItem" && trigger.destination == "UIStoryboardPopoverPresentationSegueTemplate")
        let archive = try #require(SegueTemplateTests.nibs[nib])
        let event = try #require(archive.objects.indices.first { archive.className(ofObject: $0) == "UIRuntimeEventConnection" })
        #expect(archive.value(forKey: "UIEventMask", inObject: event) == nil)
    }

    @Test("a prototype cell triggers its segues with selectionSegueTemplate and accessoryActionSegueTemplate outlets")
    func cellTriggers() {
        let labels = Set(SegueTemplateTests.connections(in: "Item cell").filter { $0.destination == "UIProxyObject" }.map(\.label))
        #expect(labels == ["selectionSegueTemplate", "accessoryActionSegueTemplate"])
    }

    @Test("an embed segue's template has a containerView outlet to its container view")
    func embedContainer() {
        let outlets = SegueTemplateTests.connections(in: "dtl-vc-001-view-dtl-vw-001").filter { $0.label == "containerView" }
        #expect(outlets.count == 1 && outlets.first?.destination == "UIView")
    }
}
