// NibFormat.swift — what a platform's nib holds around its objects' own keys: the root object and
// its lists, the connections, the proxies that stand for objects outside the nib, and the swapper
// of a custom class.
//
// The lowering gathers these neutrally — `NibContents` and `NibConnection` — and a platform's
// format writes them the way its loader reads them: `UIKitNibFormat` as the root's seven `UINib…`
// lists and `UIRuntime…Connection`s (FIELD-GUIDE §2), `AppKitNibFormat` as an `NSIBObjectData` and
// `NSNib…Connector`s (FIELD-GUIDE-APPKIT §2, §17). Nothing outside a format names those classes.

import NibArchive

/// An outlet, action or outlet collection as the lowering finds it, before a format makes it an
/// object.
struct NibConnection {
    enum Kind: Equatable {
        case outlet
        /// An action; `events` are the control events that send it (none for a bar button item or
        /// a gesture recognizer, which send their only action).
        case action(events: Int64?)
        /// An outlet collection, whose `destination` is the list of its targets (of class
        /// `listClass`; `appends` adds them to a list the source already has).
        case outletCollection(listClass: String, appends: Bool)
    }

    var kind: Kind
    /// The outlet's property, or the action's selector.
    var label: String
    var source: ObjectGraph.ID
    /// Nil for an AppKit action sent to the First Responder, which is not archived.
    var destination: ObjectGraph.ID?
    /// The source's id in the document ("" for a connection the nib makes itself): AppKit's
    /// connectors are sorted by it.
    var sourceID = ""

    static func outlet(_ label: String, from source: ObjectGraph.ID, to destination: ObjectGraph.ID) -> NibConnection {
        NibConnection(kind: .outlet, label: label, source: source, destination: destination)
    }
}

/// What a nib's root lists, gathered by the lowering for its platform's format.
struct NibContents {
    /// The objects the loader hands to the nib's owner (UIKit: proxies among them).
    var topLevel: [ObjectGraph.ID]
    /// Every object of the nib, in the order its platform lists them (AppKit: but File's Owner).
    var objects: [ObjectGraph.ID]
    /// AppKit: the parent of each of `objects` (File's Owner for a top-level one), and File's Owner.
    var parents: [ObjectGraph.ID] = []
    var owner: ObjectGraph.ID?
    /// The windows the loader shows (AppKit: those visible at launch; UIKit: none).
    var visibleWindows: [ObjectGraph.ID] = []
    /// The connections, in document order (those the nib makes itself, such as a scene's `view`
    /// outlet, after the document's); the format orders them.
    var connections: [NibConnection]
    /// UIKit: connections written first whatever the order of the others (a static table's
    /// `staticDataSource` outlet: StaticTables.swift).
    var leadingConnections: [NibConnection] = []
    /// What the loader applies after decoding: accessibility configurations, user-defined runtime
    /// attributes and the size-class variations' trait storage.
    var accessibility: [ObjectGraph.ID]
    var runtimeAttributes: [ObjectGraph.ID]
    var traitStorageLists: [ObjectGraph.ID]
    /// AppKit: connectors the loader decodes before the others (a stack view's `NSNibConnector`),
    /// at the head of `NSConnections`.
    var earlyConnectors: [ObjectGraph.ID] = []
    /// AppKit: connectors after the outlets and actions (Cocoa bindings).
    var lateConnectors: [ObjectGraph.ID] = []
}

/// How one platform puts a nib together around its objects.
protocol NibFormat {
    /// The platform's classes, whose plans the lowering runs.
    static var classes: PlatformClasses { get }
    /// The builder of the platform's nibs at an SDK (its class table's fallback classes).
    static func builder(sdk: SDKVersion) -> ArchiveBuilder
    /// The class of an object that stands for one outside the nib (File's Owner, a placeholder),
    /// and its key naming what it stands for.
    static var proxyClass: String { get }
    static var proxyIdentifierKey: String { get }
    /// The keys of a custom class's swapper: the class made at run time and the class the
    /// document's element declares.
    static var classNameKey: String { get }
    static var originalClassNameKey: String { get }
    /// The root object of a nib of `contents`, as the platform's ibtool writes it with `options`.
    static func root(_ contents: NibContents, options: CompileOptions, in graph: inout ObjectGraph) -> ObjectGraph.ID
}

/// The Swift run-time name of class `name` in `module`: `_TtC<len><module><len><name>` (UIKit and
/// AppKit nibs alike).
func mangledClassName(_ name: String, module: String) -> String {
    "_TtC\(module.utf8.count)\(module)\(name.utf8.count)\(name)"
}

/// The class and module a run-time name of `mangledClassName`'s form holds, nil for any other name
/// (a nested class's `_TtCC…`, a generic's, an Objective-C name). Each length is checked against
/// what is left, so a hostile name costs its length.
func demangledClassName(_ runtimeName: String) -> (name: String, module: String)? {
    var rest = Substring(runtimeName)
    guard rest.hasPrefix("_TtC") else { return nil }
    rest = rest.dropFirst(4)
    func part() -> String? {
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count <= 6, let length = Int(digits) else { return nil }
        rest = rest.dropFirst(digits.count)
        let utf8 = rest.utf8
        guard length > 0, length <= utf8.count, let end = utf8.index(utf8.startIndex, offsetBy: length, limitedBy: utf8.endIndex),
            let text = String(rest.utf8[utf8.startIndex..<end])
        else { return nil }
        rest = Substring(rest.utf8[end...])
        return text
    }
    guard let module = part(), let name = part(), rest.isEmpty else { return nil }
    return (name, module)
}
