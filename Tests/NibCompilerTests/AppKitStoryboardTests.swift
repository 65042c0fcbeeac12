// AppKitStoryboardTests.swift — a macOS storyboard's nibs as FIELD-GUIDE-APPKIT §18 and the 7
// corpus pairs show them (LowerAppKitStoryboard.swift): which nibs, what each lists in which
// order, the outlets and runtime attribute the storyboard adds, Info.plist's keys; and what nibc
// cannot compile yet is a warning at its line, never a silent drop or a path out of the folder.

import InterfaceBuilder
import NibArchive
import Testing

@testable import NibCompiler

@Suite("AppKit storyboards")
struct AppKitStoryboardTests {
    /// A storyboard of the shape Xcode's macOS app template has: the application scene, a window
    /// controller (`controller` attributes) whose content is a view controller with a button; the
    /// button's action goes to the view controller, the menu item's to the First Responder.
    static func storyboard(controller: String = "", extraScenes: String = "", contentSegue: Bool = true) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" initialViewController="wc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <application id="app" sceneMemberID="viewController">
                            <menu key="mainMenu" title="Main Menu" systemMenu="main" id="mm">
                                <items>
                                    <menuItem title="Quit" keyEquivalent="q" id="quit">
                                        <connections>
                                            <action selector="terminate:" target="fr1" id="a1"/>
                                        </connections>
                                    </menuItem>
                                </items>
                            </menu>
                            <connections>
                                <outlet property="delegate" destination="delegate" id="o1"/>
                            </connections>
                        </application>
                        <customObject id="delegate" customClass="AppDelegate"/>
                        <customObject id="fr1" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <windowController id="wc" \(controller) sceneMemberID="viewController">
                            <window key="window" title="Window" releasedWhenClosed="NO" visibleAtLaunch="NO" id="win">
                                <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
                                <rect key="contentRect" x="0" y="0" width="400" height="300"/>
                                <rect key="screenRect" x="0.0" y="0.0" width="1000" height="800"/>
                            </window>
                            <connections>
                                \(contentSegue ? #"<segue destination="vc" kind="relationship" relationship="window.shadowedContentViewController" id="sg"/>"# : "")
                            </connections>
                        </windowController>
                        <customObject id="fr2" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="vc" customClass="ViewController" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="400" height="300"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <subviews>
                                    <button id="button">
                                        <rect key="frame" x="10" y="10" width="80" height="32"/>
                                        <buttonCell key="cell" type="push" title="Go" bezelStyle="rounded" alignment="center" borderStyle="border" id="cell">
                                            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                                            <font key="font" metaFont="system"/>
                                        </buttonCell>
                                        <connections>
                                            <action selector="go:" target="vc" id="a2"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <customObject id="fr3" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
                \(extraScenes)
            </scenes>
        </document>
        """
    }

    static func compile(_ xml: String) throws -> (CompiledStoryboard?, Diagnostics) {
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(Array(xml.utf8), path: "Main.storyboard", diagnostics: &diagnostics))
        return (NibCompiler.compileStoryboard(document, diagnostics: &diagnostics), diagnostics)
    }

    /// A decoded nib read by key: `value(key, of:)`, the objects of a list, a string's text.
    struct Nib {
        let graph: ObjectGraph

        init(_ archive: NibArchive) { graph = ObjectGraph(archive) }

        func value(_ key: String, of object: ObjectGraph.ID) -> ObjectGraph.Value? { graph[object].entries.first { $0.key == key }?.value }
        func object(_ key: String, of object: ObjectGraph.ID) -> ObjectGraph.ID? {
            if case .object(let id)? = value(key, of: object) { return id }
            return nil
        }
        func text(_ key: String, of object: ObjectGraph.ID) -> String? {
            guard let string = self.object(key, of: object), case .data(let bytes)? = value("NS.bytes", of: string) else { return nil }
            return String(decoding: bytes, as: UTF8.self)
        }
        func items(of list: ObjectGraph.ID) -> [ObjectGraph.ID] {
            graph[list].entries.compactMap { entry in
                guard entry.key == "UINibEncoderEmptyKey", case .object(let id) = entry.value else { return nil }
                return id
            }
        }
        /// The objects of one of `NSIBObjectData`'s lists.
        func list(_ key: String) -> [ObjectGraph.ID] {
            guard let data = object("IB.objectdata", of: ObjectGraph.ID(index: 0)), let list = object(key, of: data) else { return [] }
            return items(of: list)
        }
    }

    /// The classes of a nib's `NSObjectsKeys`, in order (a swapper by its original class, a
    /// placeholder by its identifier).
    static func listedClasses(_ archive: NibArchive) -> [String] {
        let nib = Nib(archive)
        return nib.list("NSObjectsKeys").map { object in
            let name = nib.graph[object].className
            switch name {
            case "NSClassSwapper": return "\(name)(\(nib.text("NSOriginalClassName", of: object) ?? "?"))"
            case "NSNibExternalObjectPlaceholder": return "\(name)(\(nib.text("NSExternalObjectPlaceholderIdentifier", of: object) ?? "?"))"
            default: return name
            }
        }
    }

    /// A nib's connectors: `O` outlet or `C` action with its label, a runtime attribute connector
    /// as `O runtime`; an action without a destination says so.
    static func connectorLabels(_ archive: NibArchive) -> [String] {
        let nib = Nib(archive)
        return nib.list("NSConnections").map { connector in
            switch nib.graph[connector].className {
            case "NSNibOutletConnector": return "O \(nib.text("NSLabel", of: connector) ?? "")"
            case "NSNibControlConnector":
                return "C \(nib.text("NSLabel", of: connector) ?? "")" + (nib.object("NSDestination", of: connector) == nil ? " (First Responder)" : "")
            case "NSIBUserDefinedRuntimeAttributesConnector": return "O runtime"
            case let other: return other
            }
        }
    }

    @Test("the template's nibs: MainMenu, the window controller's, the view's; Info.plist's keys")
    func templateNibs() throws {
        let (compiled, diagnostics) = try Self.compile(Self.storyboard())
        let storyboard = try #require(compiled, "\(diagnostics.all.map(\.description))")
        #expect(storyboard.nibs.map(\.name) == ["MainMenu", "NSWindowController-wc", "vc-view-root"])
        #expect(storyboard.identifiersToNibNames.map(\.identifier) == ["MainMenu", "NSWindowController-wc"])
        #expect(storyboard.entryPoint == "NSWindowController-wc")
        let info = try #require(storyboard.appKit)
        #expect(info.mainMenu == "MainMenu")
        #expect(info.uuids.map(\.identifier) == ["NSWindowController-wc"])
        // An uppercase UUID, the same on every compile.
        let uuid = try #require(info.uuids.first?.uuid)
        #expect(uuid.count == 36 && uuid == uuid.uppercased() && uuid.split(separator: "-").map(\.count) == [8, 4, 4, 4, 12])
        #expect(try Self.compile(Self.storyboard()).0?.appKit?.uuids.first?.uuid == uuid)
    }

    @Test("MainMenu: the application holding the menu, the nib's own Application, the menu, the scene's objects")
    func mainMenu() throws {
        let storyboard = try #require(try Self.compile(Self.storyboard()).0)
        let nib = try #require(storyboard.nibs.first { $0.name == "MainMenu" })
        #expect(Self.listedClasses(nib.archive) == ["NSCustomObject", "NSCustomObject", "NSMenu", "NSMenuItem", "NSCustomObject"])
        // The delegate outlet, and the action to the scene's First Responder without a destination.
        #expect(Set(Self.connectorLabels(nib.archive)) == ["O delegate", "C terminate: (First Responder)"])
    }

    @Test("the window controller's nib: placeholders, controller, window, content view and controller, Application; the made-up outlets")
    func windowControllerNib() throws {
        let storyboard = try #require(try Self.compile(Self.storyboard()).0)
        let nib = try #require(storyboard.nibs.first { $0.name == "NSWindowController-wc" })
        #expect(Self.listedClasses(nib.archive) == [
            "NSNibExternalObjectPlaceholder(NSStoryboardPlaceholder)", "NSWindowController", "NSWindowTemplate", "NSView",
            "NSClassSwapper(NSViewController)", "NSCustomObject", "NSNibExternalObjectPlaceholder(NSStoryboardPlaceholder)",
        ])
        #expect(Set(Self.connectorLabels(nib.archive)) == ["O sceneController", "O storyboard", "O window", "O runtime"])
        #expect(Self.connectorLabels(nib.archive).filter { $0 == "O storyboard" }.count == 2)
        // The view controller names its view nib, which maps the placeholder back to it.
        let decoded = Nib(nib.archive)
        let controller = try #require(decoded.list("NSObjectsKeys").first { decoded.text("NSOriginalClassName", of: $0) == "NSViewController" })
        #expect(decoded.text("NSNibName", of: controller) == "vc-view-root")
        let table = try #require(decoded.object("NSExternalObjectsTableForViewLoading", of: controller))
        #expect(decoded.graph[table].className == "NSMutableDictionary")
        #expect(decoded.items(of: table).count == 2)
        #expect(decoded.items(of: table).last == controller)
    }

    @Test("a custom window controller class is swapped for Interface Builder's IBNSWindowController")
    func customWindowController() throws {
        let storyboard = try #require(try Self.compile(Self.storyboard(controller: #"customClass="MainWindowController""#)).0)
        let nib = try #require(storyboard.nibs.first { $0.name == "NSWindowController-wc" })
        #expect(Self.listedClasses(nib.archive).contains("NSClassSwapper(IBNSWindowController)"))
    }

    @Test("the view nib: the view's objects, the Application, then UpstreamPlaceholder-1 for the controller its action targets")
    func viewNib() throws {
        let storyboard = try #require(try Self.compile(Self.storyboard()).0)
        let nib = try #require(storyboard.nibs.first { $0.name == "vc-view-root" })
        #expect(Self.listedClasses(nib.archive) == [
            "NSView", "NSButton", "NSButtonCell", "NSCustomObject", "NSNibExternalObjectPlaceholder(UpstreamPlaceholder-1)",
        ])
        #expect(Set(Self.connectorLabels(nib.archive)) == ["O view", "C go:"])
    }

    /// The template with its button replaced by the scroll view and text view of the corpus's
    /// storyboard pairs (sb-textview, sb-tv-customclass: a 17-point scroller beside a 480-point clip view).
    static func textViewStoryboard(textViewClass: String?) -> String {
        let textView = """
            <scrollView fixedFrame="YES" borderType="none" horizontalLineScroll="10" horizontalPageScroll="10" verticalLineScroll="10" verticalPageScroll="10" hasHorizontalScroller="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sv">
                <rect key="frame" x="0" y="0" width="480" height="270"/>
                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                <clipView key="contentView" drawsBackground="NO" id="cv">
                    <rect key="frame" x="0" y="0" width="480" height="270"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <textView importsGraphics="NO" richText="NO" verticallyResizable="YES" spellingCorrection="YES" smartInsertDelete="YES" id="tv" \(textViewClass.map { "customClass=\"\($0)\"" } ?? "")>
                            <rect key="frame" x="0" y="0" width="480" height="270"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        </textView>
                    </subviews>
                </clipView>
                <scroller key="horizontalScroller" hidden="YES" wantsLayer="YES" verticalHuggingPriority="750" horizontal="YES" id="hs">
                    <rect key="frame" x="-100" y="-100" width="340" height="16"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
                <scroller key="verticalScroller" wantsLayer="YES" verticalHuggingPriority="750" horizontal="NO" id="vs">
                    <rect key="frame" x="463" y="0" width="17" height="270"/>
                    <autoresizingMask key="autoresizingMask"/>
                </scroller>
            </scrollView>
            """
        let template = storyboard()
        let start = template.range(of: "<button id=\"button\">")!.lowerBound
        let end = template.range(of: "</button>")!.upperBound
        return template.replacingCharacters(in: start..<end, with: textView)
    }

    @Test(
        "a storyboard's text view: shared-data flags without spelling correction's bit and 0x2008000 more (0x5020000 more with a custom class), a custom-class text view's clip view untiled",
        arguments: [(nil, 0x200_8B03, "{463, 270}"), ("MyTextView", 0x702_8B03, "{480, 270}")] as [(String?, Int64, String)])
    func storyboardTextView(_ textViewClass: String?, flags: Int64, clipSize: String) throws {
        // Apple's values in the pairs sb-textview and sb-tv-customclass; the same text view in a
        // xib is 0x400_0B03 (test11-text-view-back).
        let storyboard = try #require(try Self.compile(Self.textViewStoryboard(textViewClass: textViewClass)).0)
        let nib = Nib(try #require(storyboard.nibs.first { $0.name == "vc-view-root" }).archive)
        let shared = try #require(nib.graph.objects.indices.map(ObjectGraph.ID.init(index:)).first { nib.graph[$0].className == "NSTextViewSharedData" })
        #expect(nib.value("NSFlags", of: shared) == .integer(flags))
        let clip = try #require(nib.graph.objects.indices.map(ObjectGraph.ID.init(index:)).first { nib.graph[$0].className == "NSClipView" })
        #expect(nib.text("NSFrameSize", of: clip) == clipSize)
    }

    @Test("a storyboard identifier that would name a file outside the folder is an error at the attribute", arguments: ["../Escape", "a/b", ".hidden"])
    func hostileIdentifier(_ identifier: String) throws {
        let xml = Self.storyboard(controller: #"storyboardIdentifier="\#(identifier)""#)
        let (storyboard, diagnostics) = try Self.compile(xml)
        let errors = diagnostics.all.filter { $0.severity == .error }
        #expect(errors.contains { $0.message.contains("cannot name a nib") }, "\(errors.map(\.message))")
        #expect(storyboard?.nibs.contains { $0.name.contains("/") || $0.name.hasPrefix(".") } != true)
    }

    @Test("what is not compiled yet is a warning at its line: a split view controller's items, a show segue")
    func notCompiledYet() throws {
        let extra = """
            <scene sceneID="s4">
                <objects>
                    <splitViewController storyboardIdentifier="Split" id="split" sceneMemberID="viewController">
                        <connections>
                            <segue destination="vc" kind="relationship" relationship="splitItems" id="items"/>
                            <segue destination="vc" kind="show" id="show"/>
                        </connections>
                    </splitViewController>
                    <customObject id="fr4" userLabel="First Responder" customClass="NSResponder" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            """
        let xml = Self.storyboard(extraScenes: extra)
        let (storyboard, diagnostics) = try Self.compile(xml)
        #expect(storyboard?.nibs.contains { $0.name == "Split" } == true)
        let lines = xml.split(separator: "\n", omittingEmptySubsequences: false)
        for id in ["items", "show"] {
            let line = try #require(lines.firstIndex { $0.contains(#"id="\#(id)""#) }) + 1
            #expect(diagnostics.all.contains { $0.severity == .warning && $0.location.line == line }, "no warning at the segue '\(id)'")
        }
    }

    @Test("a second application scene is a warning and no second MainMenu.nib (one file would overwrite the other)")
    func secondApplication() throws {
        let extra = """
            <scene sceneID="s5">
                <objects>
                    <application id="app2" sceneMemberID="viewController"/>
                </objects>
            </scene>
            """
        let (storyboard, diagnostics) = try Self.compile(Self.storyboard(extraScenes: extra))
        #expect(storyboard?.nibs.filter { $0.name == "MainMenu" }.count == 1)
        #expect(diagnostics.all.contains { $0.severity == .warning && $0.message.contains("one application scene") })
    }

    @Test("a window controller no segue, identifier or entry point reaches is a warning, and no nib")
    func unreachable() throws {
        let xml = Self.storyboard().replacingOccurrences(of: #"initialViewController="wc""#, with: "")
        let (storyboard, diagnostics) = try Self.compile(xml)
        #expect(storyboard?.nibs.map(\.name) == ["MainMenu"])
        #expect(diagnostics.all.contains { $0.message.contains("scene is unreachable") })
    }
}
