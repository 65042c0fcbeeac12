// ContainerControllerTests.swift — one test per inferred rule of
// Sources/NibCompiler/UIKit/ContainerControllers.swift and of the tab bar in UIKitBars.swift (no ibtool
// output with a tab bar, split view or page view controller or a storyboard reference is in the
// corpus). When an ibtool sample shows a rule wrong, the test named after it is the one to change.
// The storyboard is Samples/Tabs.storyboard: a tab bar controller whose tabs are a navigation
// controller, a storyboard reference, a split view controller and a page view controller.

import NibArchive
import Testing

@Suite("Container controllers and storyboard references (inferred)")
struct ContainerControllerTests {
    static let sample = CompiledSampleStoryboard("Tabs")
    static let main = "UITabBarController-tab-cn-tl1"

    /// The class swapper of the scene nib `nib` whose UIClassName is `name`.
    static func swapper(_ name: String, in nib: String = main) -> Int? {
        sample.objects("UIClassSwapper", in: nib).first { sample.string("UIClassName", of: $0, in: nib) == name }
    }

    /// The class of each object an array lists.
    static func classes(_ key: String, of object: Int, in nib: String = main) -> [String] {
        sample.elements(key, of: object, in: nib).compactMap { sample.nibs[nib]?.className(ofObject: $0) }
    }

    /// The title (or, for a system item, "system <n>") of a tab bar item.
    static func title(ofItem item: Int, in nib: String = main) -> String {
        sample.string("UITitle", of: item, in: nib) ?? "system \(sample.integer("UISystemItem", of: item, in: nib) ?? -1)"
    }

    @Test("the sample compiles into one nib per scene nib and view nib")
    func compiles() {
        #expect(ContainerControllerTests.sample.nibs.keys.sorted() == [
            "Pages", "Post", "UITabBarController-tab-cn-tl1", "UIViewController-det-vc-001",
            "UIViewControllerPlaceholder-ref-vc-002", "det-vc-001-view-det-vw-001", "fed-vc-001-view-fed-vw-001",
            "mst-vc-001-view-mst-vw-001", "pst-vc-001-view-pst-vw-001",
        ])
    }

    @Test("a tab bar controller has its UITabBar, then its tabs as UICustomizableViewControllers and UIViewControllers, in segue order")
    func tabBarControllerKeys() throws {
        let controller = try #require(ContainerControllerTests.swapper("UITabBarController"))
        let keys = ContainerControllerTests.sample.keys(of: controller, in: ContainerControllerTests.main)
        // The order of the apps' pairs' 5 tab bar controllers (AppControlTests).
        #expect(keys == ["UIChildViewControllers", "UITabBar", "UICustomizableViewControllers", "UIViewControllers", "UIClassName", "UIOriginalClassName"])
        #expect(ContainerControllerTests.classes("UIViewControllers", of: controller) == [
            "UIClassSwapper", "UIViewControllerPlaceholder", "UIClassSwapper", "UIClassSwapper",
        ])
        #expect(ContainerControllerTests.sample.elements("UIViewControllers", of: controller, in: ContainerControllerTests.main)
            == ContainerControllerTests.sample.elements("UIChildViewControllers", of: controller, in: ContainerControllerTests.main))
    }

    @Test("a tab bar shows its controller's tabs' items, the controller is its delegate, and it is laid out as a bottom bar")
    func tabBar() throws {
        let sample = ContainerControllerTests.sample
        let nib = ContainerControllerTests.main
        let controller = try #require(ContainerControllerTests.swapper("UITabBarController"))
        let bar = try #require(sample.object("UITabBar", of: controller, in: nib))
        let titles = sample.elements("UIItems", of: bar, in: nib).map { ContainerControllerTests.title(ofItem: $0) }
        #expect(titles == ["Feed", "system 8", "Library", "Pages"])  // 8: UITabBarSystemItemSearch
        #expect(sample.object("UIDelegate", of: bar, in: nib) == controller)
        #expect(sample.integer("UIBarTranslucence", of: bar, in: nib) == 2)  // translucent="NO"
        #expect(sample.integer("UIAutoresizingMask", of: bar, in: nib) == 10)  // flexible width and top margin
        // Opaque, as the 5 tab bar controllers' bars of the apps' pairs (AppControlTests).
        #expect(sample.nibs[nib]?.value(forKey: "UIOpaque", inObject: bar)?.payload == .bool(true))
    }

    @Test("a tab bar item has UIEnabled, its system item, title, images and tag, in that order")
    func tabBarItemKeys() throws {
        let sample = ContainerControllerTests.sample
        let nib = ContainerControllerTests.main
        let items = sample.objects("UITabBarItem", in: nib)
        let feed = try #require(items.first { sample.string("UITitle", of: $0, in: nib) == "Feed" })
        // The selected image is UISelectedTemplateImage, as in Apple's nibs (11 of 11: JobDocs).
        #expect(sample.keys(of: feed, in: nib) == ["UIEnabled", "UITitle", "UIImage", "UISelectedTemplateImage", "UITag"])
        #expect(sample.integer("UITag", of: feed, in: nib) == 1)
        let search = try #require(items.first { sample.integer("UISystemItem", of: $0, in: nib) != nil })
        #expect(sample.keys(of: search, in: nib) == ["UIEnabled", "UIIsSystemItem", "UISystemItem"])
    }

    @Test("a controller's tab bar item is its UITabBarItem, first among its keys")
    func controllerTabBarItem() throws {
        let sample = ContainerControllerTests.sample
        let nib = ContainerControllerTests.main
        let navigation = try #require(ContainerControllerTests.swapper("UINavigationController"))
        #expect(sample.keys(of: navigation, in: nib).first == "UITabBarItem")
        let item = try #require(sample.object("UITabBarItem", of: navigation, in: nib))
        #expect(sample.string("UITitle", of: item, in: nib) == "Feed")
    }

    @Test("a split view controller lists master before detail in UIViewControllers, whatever the segue order")
    func splitViewColumns() throws {
        let sample = ContainerControllerTests.sample
        let nib = ContainerControllerTests.main
        let split = try #require(ContainerControllerTests.swapper("UISplitViewController"))
        let nibNames = sample.elements("UIViewControllers", of: split, in: nib).map { sample.string("UINibName", of: $0, in: nib) }
        #expect(nibNames == ["mst-vc-001-view-mst-vw-001", "det-vc-001-view-det-vw-001"])
        let children = sample.elements("UIChildViewControllers", of: split, in: nib).map { sample.string("UINibName", of: $0, in: nib) }
        #expect(children == ["det-vc-001-view-det-vw-001", "mst-vc-001-view-mst-vw-001"])
    }

    @Test("a page view controller has its transition style, orientation, spine location and page spacing")
    func pageViewController() throws {
        let sample = ContainerControllerTests.sample
        let page = try #require(ContainerControllerTests.swapper("UIPageViewController", in: "Pages"))
        let keys = sample.keys(of: page, in: "Pages").filter { !["UITabBarItem", "UIStoryboardIdentifier", "UIClassName", "UIOriginalClassName"].contains($0) }
        // The sample says autoresizesArchivedViewToFullSize="NO", as the Login pair's does.
        #expect(keys == ["UIAutoresizesArchivedViewToFullSize", "UITransitionStyle", "UINavigationOrientation", "UISpineLocation", "UIPageSpacing"])
        #expect(sample.integer("UITransitionStyle", of: page, in: "Pages") == 1)  // scroll
        // An integer, as the Login pair's page view controller has it (0 there, with no spacing written).
        #expect(sample.integer("UIPageSpacing", of: page, in: "Pages") == 8)
    }

    @Test("a storyboard reference is a UIViewControllerPlaceholder naming the storyboard and identifier, with its tab bar item")
    func referenceKeys() throws {
        let sample = ContainerControllerTests.sample
        let nib = ContainerControllerTests.main
        let reference = try #require(sample.objects("UIViewControllerPlaceholder", in: nib).first)
        #expect(sample.keys(of: reference, in: nib) == ["UIStoryboardName", "UIReferencedIdentifier", "UITabBarItem"])
        #expect(sample.string("UIStoryboardName", of: reference, in: nib) == "Catalog")
        #expect(sample.string("UIReferencedIdentifier", of: reference, in: nib) == "Detail")
    }

    @Test("a storyboard reference has no storyboard outlet and no UIStoryboardPlaceholder of its own")
    func referenceHasNoStoryboard() {
        let sample = ContainerControllerTests.sample
        let nib = ContainerControllerTests.main
        let outlets = sample.connections(in: nib).filter { $0.label == "storyboard" }
        #expect(!outlets.contains { $0.source == "UIViewControllerPlaceholder" })
        // One placeholder per controller of the scene nib: the tab bar, navigation, feed, split, master, detail and page controllers.
        let proxies = sample.objects("UIProxyObject", in: nib).filter {
            sample.string("UIProxiedObjectIdentifier", of: $0, in: nib) == "UIStoryboardPlaceholder"
        }
        #expect(proxies.count == 7 && outlets.count == 7)
    }

    @Test("a segue to a storyboard reference names the reference's scene nib, whose scene controller is the reference")
    func referenceDestination() throws {
        let sample = ContainerControllerTests.sample
        let template = try #require(sample.objects("UIStoryboardModalSegueTemplate", in: ContainerControllerTests.main).first)
        let destination = try #require(sample.string("UIDestinationViewControllerIdentifier", of: template, in: ContainerControllerTests.main))
        #expect(destination == "UIViewControllerPlaceholder-ref-vc-002")
        let connections = sample.connections(in: destination)
        #expect(connections.map(\.label) == ["sceneViewController"])
        #expect(connections.first?.destination == "UIViewControllerPlaceholder")
        let reference = try #require(sample.objects("UIViewControllerPlaceholder", in: destination).first)
        #expect(sample.keys(of: reference, in: destination) == ["UIStoryboardName"])  // no identifier: Catalog's initial controller
    }
}
