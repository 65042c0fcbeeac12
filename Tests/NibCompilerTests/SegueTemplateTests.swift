// SegueTemplateTests.swift — one test per inferred rule of Sources/NibCompiler/UIKit/Segues.swift (no
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
    /// The compiled sample, with the prototype cell's own nib (from its UINib's archive data).
    static let sample = CompiledSampleStoryboard("Catalog", embedded: [("lst-vc-001-view-lst-tv-001", "Item cell")])

    @Test("the sample compiles (Samples/Catalog.storyboard)")
    func compiles() {
        #expect(SegueTemplateTests.sample.nibs.count == 11)  // 10 nibs in the folder, and the prototype cell's
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
        #expect(SegueTemplateTests.sample.objects(className, in: nib).count == count)
    }

    @Test("templates live in the scene nib, never in view or prototype nibs")
    func templatesInSceneNibs() {
        for (name, archive) in SegueTemplateTests.sample.nibs where name.contains("-view-") || name == "Item cell" {
            #expect(!archive.classes.contains { $0.name.hasSuffix("SegueTemplate") }, "\(name)")
        }
    }

    @Test("show and showDetail name their UIViewController action in UIActionName")
    func showActionNames() {
        let nib = "UINavigationController-nav-cn-tl1"
        let names = Set(SegueTemplateTests.sample.objects("UIStoryboardShowSegueTemplate", in: nib).compactMap {
            SegueTemplateTests.sample.string("UIActionName", of: $0, in: nib)
        })
        #expect(names == ["showViewController:sender:", "showDetailViewController:sender:"])
    }

    @Test("a template names its destination's scene nib, and every destination has one")
    func destinationIdentifiers() {
        let nib = "UINavigationController-nav-cn-tl1"
        let destinations = Set(SegueTemplateTests.sample.objects("UIStoryboardShowSegueTemplate", in: nib).compactMap {
            SegueTemplateTests.sample.string("UIDestinationViewControllerIdentifier", of: $0, in: nib)
        })
        #expect(destinations == ["Detail"])
        for name in ["UIViewController-inf-vc-001", "UIViewController-new-vc-001", "UIViewController-emb-vc-001"] {
            #expect(SegueTemplateTests.sample.nibs[name] != nil, "\(name)")
        }
    }

    @Test("presentation segues carry the modal presentation and transition styles")
    func presentationStyles() throws {
        let nib = "UINavigationController-nav-cn-tl1"
        let template = try #require(SegueTemplateTests.sample.objects("UIStoryboardPresentationSegueTemplate", in: nib).first)
        #expect(SegueTemplateTests.sample.integer("UIModalPresentationStyle", of: template, in: nib) == 2)  // formSheet
        #expect(SegueTemplateTests.sample.integer("UIModalTransitionStyle", of: template, in: nib) == 2)  // crossDissolve
    }

    @Test("a custom segue names its class in UISegueClassName, module-mangled")
    func customSegueClass() throws {
        let template = try #require(SegueTemplateTests.sample.objects("UIStoryboardSegueTemplate", in: "Detail").first)
        #expect(SegueTemplateTests.sample.string("UISegueClassName", of: template, in: "Detail") == "_TtC7Catalog9FadeSegue")
        #expect(SegueTemplateTests.sample.nibs["Detail"]?.value(forKey: "UIClassName", inObject: template) == nil)
    }

    @Test("an unwind segue names its unwind action in UIActionName and no destination")
    func unwindAction() throws {
        let nib = "UIViewController-inf-vc-001"
        let template = try #require(SegueTemplateTests.sample.objects("UIStoryboardUnwindSegueTemplate", in: nib).first)
        #expect(SegueTemplateTests.sample.string("UIActionName", of: template, in: nib) == "doneWithInfo:")
        #expect(SegueTemplateTests.sample.string("UIDestinationViewControllerIdentifier", of: template, in: nib) == nil)
    }

    @Test("each template has a viewController outlet to its source controller")
    func viewControllerOutlets() {
        let outlets = SegueTemplateTests.sample.connections(in: "UINavigationController-nav-cn-tl1").filter { $0.label == "viewController" }
        #expect(outlets.count == 4)
        #expect(outlets.allSatisfy { $0.source.hasSuffix("SegueTemplate") && $0.destination == "UIClassSwapper" })
    }

    @Test("a control performs its segue with perform: on touch up inside, through an upstream placeholder")
    func controlTrigger() throws {
        let nib = "inf-vc-001-view-inf-vw-001"
        let trigger = try #require(SegueTemplateTests.sample.connections(in: nib).first { $0.label == "perform:" })
        #expect(trigger.kind == "UIRuntimeEventConnection" && trigger.source == "UIButton" && trigger.destination == "UIProxyObject")
        let archive = try #require(SegueTemplateTests.sample.nibs[nib])
        let event = archive.objects.indices.first { archive.className(ofObject: $0) == "UIRuntimeEventConnection" }
        #expect(event.flatMap { SegueTemplateTests.sample.integer("UIEventMask", of: $0, in: nib) } == 64)
    }

    @Test("a bar button item performs its segue with perform: and no event mask")
    func barButtonTrigger() throws {
        let nib = "UINavigationController-nav-cn-tl1"
        let trigger = try #require(SegueTemplateTests.sample.connections(in: nib).first { $0.label == "perform:" })
        #expect(trigger.source == "UIBarButtonItem" && trigger.destination == "UIStoryboardPopoverPresentationSegueTemplate")
        let archive = try #require(SegueTemplateTests.sample.nibs[nib])
        let event = try #require(archive.objects.indices.first { archive.className(ofObject: $0) == "UIRuntimeEventConnection" })
        #expect(archive.value(forKey: "UIEventMask", inObject: event) == nil)
    }

    @Test("a prototype cell triggers its segues with selectionSegueTemplate and accessoryActionSegueTemplate outlets")
    func cellTriggers() {
        let labels = Set(SegueTemplateTests.sample.connections(in: "Item cell").filter { $0.destination == "UIProxyObject" }.map(\.label))
        #expect(labels == ["selectionSegueTemplate", "accessoryActionSegueTemplate"])
    }

    @Test("an embed segue's template has a containerView outlet to its container view")
    func embedContainer() {
        let outlets = SegueTemplateTests.sample.connections(in: "dtl-vc-001-view-dtl-vw-001").filter { $0.label == "containerView" }
        #expect(outlets.count == 1 && outlets.first?.destination == "UIView")
    }
}

@Suite("Legacy segue templates (inferred)")
struct LegacySegueTemplateTests {
    /// Samples/Tabs.storyboard: push, popover, modal and replace segues.
    static let sample = CompiledSampleStoryboard("Tabs")
    static let nib = "UITabBarController-tab-cn-tl1"

    @Test("each legacy segue kind has its template class", arguments: [
        "UIStoryboardPushSegueTemplate", "UIStoryboardPopoverSegueTemplate", "UIStoryboardModalSegueTemplate",
        "UIStoryboardReplaceSegueTemplate",
    ])
    func templateClasses(_ className: String) {
        #expect(LegacySegueTemplateTests.sample.objects(className, in: LegacySegueTemplateTests.nib).count == 1)
    }

    @Test("a push segue has destination containment context 0 and its split view controller index")
    func pushKeys() throws {
        let sample = LegacySegueTemplateTests.sample
        let nib = LegacySegueTemplateTests.nib
        let template = try #require(sample.objects("UIStoryboardPushSegueTemplate", in: nib).first)
        #expect(sample.keys(of: template, in: nib) == [
            "UIIdentifier", "UIDestinationViewControllerIdentifier", "UIDestinationContainmentContext", "UISplitViewControllerIndex",
        ])
        #expect(sample.string("UIDestinationViewControllerIdentifier", of: template, in: nib) == "Post")
        #expect(sample.integer("UISplitViewControllerIndex", of: template, in: nib) == 0)
    }

    @Test("a modal segue carries its transition style")
    func modalKeys() throws {
        let sample = LegacySegueTemplateTests.sample
        let nib = LegacySegueTemplateTests.nib
        let template = try #require(sample.objects("UIStoryboardModalSegueTemplate", in: nib).first)
        #expect(sample.keys(of: template, in: nib) == ["UIIdentifier", "UIDestinationViewControllerIdentifier", "UIModalTransitionStyle"])
        #expect(sample.integer("UIModalTransitionStyle", of: template, in: nib) == 0)  // coverVertical
    }

    @Test("a replace or popover segue has an identifier and a destination only")
    func replaceAndPopoverKeys() throws {
        let sample = LegacySegueTemplateTests.sample
        let nib = LegacySegueTemplateTests.nib
        for className in ["UIStoryboardReplaceSegueTemplate", "UIStoryboardPopoverSegueTemplate"] {
            let template = try #require(sample.objects(className, in: nib).first)
            #expect(sample.keys(of: template, in: nib) == ["UIIdentifier", "UIDestinationViewControllerIdentifier"], "\(className)")
        }
    }
}
