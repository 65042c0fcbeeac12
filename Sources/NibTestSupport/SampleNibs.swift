// SampleNibs.swift — the graphs behind the nibs in Samples/, built with the archive builder.
//
// Samples/HelloWorld.nib is what `SampleNibs.builder` (the archive builder with UIKit's fallback
// classes) makes of `helloWorld()`: a view with a centred
// label, File's Owner's `view` outlet connected, shaped like the nib ibtool writes for such a xib
// (keys and value types as in the corpus's ReactNative LaunchScreen.nib). The sample test checks the
// committed file against this graph; NIBC_RECORD_GOLDENS=1 rewrites it.

import NibArchive
import NibCompiler

public enum SampleNibs {
    /// The archive builder as the compiler makes UIKit nibs: with ibtool's fallback classes
    /// (`UIColor` → `NSColor`…), which NibArchive itself does not know — but without its color
    /// equality, so that a test can archive equal colors apart.
    public static let builder = ArchiveBuilder(fallbacks: UIKitNibFormat.fallbacks)

    /// The archive builder as the compiler makes AppKit nibs: back-pointers are conditional.
    public static let appKitBuilder = ArchiveBuilder(conditionalKeys: AppKitNibFormat.conditionalKeys)

    /// File name (in Samples/) → graph and root.
    public static var all: [(name: String, build: () -> (ObjectGraph, ObjectGraph.ID))] {
        [("HelloWorld", helloWorld)]
    }

    public static func helloWorld() -> (ObjectGraph, ObjectGraph.ID) {
        var graph = ObjectGraph()
        func proxy(_ identifier: String) -> ObjectGraph.ID {
            graph.add("UIProxyObject", [.init("UIProxiedObjectIdentifier", .object(graph.string(identifier)))])
        }
        func rgb(_ red: Float, _ green: Float, _ blue: Float, _ text: String) -> ObjectGraph.ID {
            graph.add("UIColor", [
                .init("UIColorComponentCount", .integer(4)), .init("UIRed", .float(red)), .init("UIGreen", .float(green)),
                .init("UIBlue", .float(blue)), .init("UIAlpha", .float(1)), .init("NSRGB", .data(Array(text.utf8))),
                .init("NSColorSpace", .integer(2)),
            ])
        }
        let owner = proxy("IBFilesOwner")
        let firstResponder = proxy("IBFirstResponder")

        let attributes = graph.dictionary(
            [
                (graph.string("NSCTFontUIUsageAttribute"), graph.string("CTFontRegularUsage")),
                (graph.string("NSFontSizeAttribute"), graph.number(Int64(17))),
            ], className: "NSMutableDictionary")
        let descriptor = graph.add("UIFontDescriptor", [.init("UIFontDescriptorAttributes", .object(attributes))])
        let fontName = graph.string(".SFUI-Regular")
        let font = graph.add("UIFont", [
            .init("UIFontName", .object(fontName)), .init("UIFontDescriptor", .object(descriptor)),
            .init("UIFontPointSize", .double(17)), .init("UIFontTraits", .integer(0)), .init("UISystemFont", .bool(true)),
            .init("NSName", .object(fontName)), .init("NSSize", .double(17)),
        ])

        let view = graph.add("UIView")
        let label = graph.add("UILabel", [
            .init("UIBounds", .geometry(.rect(x: 0, y: 0, width: 120, height: 21))),
            .init("UICenter", .geometry(.point(x: 187.5, y: 333.5))),
            .init("UISuperview", .object(view)),
            .init("UIUserInteractionDisabled", .bool(true)),
            .init("UIAutoresizeSubviews", .bool(true)),
            .init("UIAutoresizingMask", .integer(45)),
            .init("UIContentMode", .integer(7)),
            .init("UIClipsToBounds", .bool(true)),
            .init("UIViewContentHuggingPriority", .object(graph.string("{251, 251}"))),
            .init("UIViewSemanticContentAttribute", .integer(0)),
            .init("UIText", .object(graph.string("Hello, World!"))),
            .init("UIFont", .object(font)),
            .init("UITextColor", .object(rgb(0, 0, 0, "0 0 0"))),
            .init("UIShadowOffset", .geometry(.size(width: 0, height: -1))),
            .init("UITextAlignment", .integer(1)),
        ])
        for entry: ObjectGraph.Entry in [
            .init("UIBounds", .geometry(.rect(x: 0, y: 0, width: 375, height: 667))),
            .init("UICenter", .geometry(.point(x: 187.5, y: 333.5))),
            .init("UISubviews", .object(graph.array([label], className: "NSMutableArray"))),
            .init("UIBackgroundColor", .object(rgb(1, 1, 1, "1 1 1"))),
            .init("UIOpaque", .bool(true)),
            .init("UIAutoresizeSubviews", .bool(true)),
            .init("UIAutoresizingMask", .integer(18)),
            .init("UIViewSemanticContentAttribute", .integer(0)),
        ] {
            graph.append(entry.key, entry.value, to: view)
        }

        let outlet = graph.add("UIRuntimeOutletConnection", [
            .init("UILabel", .object(graph.string("view"))), .init("UISource", .object(owner)),
            .init("UIDestination", .object(view)),
        ])
        let root = graph.add("NSObject", [
            .init("UINibTopLevelObjectsKey", .object(graph.array([owner, firstResponder, view]))),
            .init("UINibObjectsKey", .object(graph.array([owner, firstResponder, view, label]))),
            .init("UINibConnectionsKey", .object(graph.array([outlet]))),
            .init("UINibVisibleWindowsKey", .object(graph.array([]))),
            .init("UINibAccessibilityConfigurationsKey", .object(graph.array([]))),
            .init("UINibTraitStorageListsKey", .object(graph.array([]))),
            .init("UINibKeyValuePairsKey", .object(graph.array([]))),
        ])
        return (graph, root)
    }
}
