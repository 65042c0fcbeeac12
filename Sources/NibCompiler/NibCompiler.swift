// NibCompiler.swift — the compiler's front door: an Interface Builder document in, a nib out.
//
// `NibCompiler.compile` lowers a resolved `IBDocument` (UIKit: iOS and tvOS) into the object graph
// ibtool writes — the root object and its seven lists, proxies, objects with their UIKit keys,
// connections — and the archive builder numbers and serializes it (coder version 10).

import InterfaceBuilder
import NibArchive

/// How to compile.
public struct CompileOptions: Sendable {
    /// The module used for `customModuleProvider="target"` classes without a `customModule`.
    public var module: String?
    /// `--minimum-deployment-target` (recorded; the flat-nib output does not depend on it yet).
    public var minimumDeploymentTarget: String?
    /// `--target-device` values (recorded).
    public var targetDevices: [String] = []
    /// Whether texts are written as `NSLocalizableString` (key `<id>.<property>`), as ibtool does for
    /// a document in a `Base.lproj` folder (base internationalization).
    public var localizable = false
    /// The SDK whose ibtool the output imitates (`--sdk`).
    public var sdk = SDKVersion.current

    public init(
        module: String? = nil, minimumDeploymentTarget: String? = nil, targetDevices: [String] = [], localizable: Bool = false,
        sdk: SDKVersion = .current
    ) {
        self.sdk = sdk
        self.module = module
        self.minimumDeploymentTarget = minimumDeploymentTarget
        self.targetDevices = targetDevices
        self.localizable = localizable
    }

    /// Whether a document at `path` is localized with base internationalization.
    /// (The folder is the path's second-to-last non-empty component, found in its UTF-8 bytes:
    /// splitting by Characters cost 30,000 instructions a path, 1 % of a corpus run.)
    public static func isBaseLocalized(path: String) -> Bool {
        let components = path.utf8.split(separator: UInt8(ascii: "/")).suffix(2)
        return components.count == 2 && components.first!.elementsEqual("Base.lproj".utf8)
    }
}

public enum NibCompiler {
    /// Compiles a xib document into a nib archive, reporting what it cannot lower to `diagnostics`.
    /// Returns nil when the document is not one this compiler handles (a macOS storyboard, a platform
    /// it does not know).
    ///
    /// The document is taken over: a caller that passes it with `consume` lets it go once it is
    /// lowered, so the document, the graph and the archive are never all alive at once.
    public static func compile(
        _ document: consuming IBDocument, options: CompileOptions = CompileOptions(), diagnostics: inout Diagnostics
    ) -> NibArchive? {
        guard let format = format(of: document, diagnostics: &diagnostics) else { return nil }
        guard document.kind == .xib else {
            diagnostics.error("a storyboard compiles into a .storyboardc folder, not a nib (NibCompiler.compileStoryboard)", at: document.location(of: document.root))
            return nil
        }
        if format.classes.platform == .uikit {
            warnAboutIOS6Form(of: document, target: deploymentTarget(of: document, options: options), into: &diagnostics)
        } else {
            warnAboutMacOSTarget(of: document, into: &diagnostics)
        }
        // What is not compiled is found before lowering (its tables are gone before the graph
        // grows) and reported after what the lowering reports.
        var notCompiled = Diagnostics()
        reportNotCompiled(in: document, plan: nil, into: &notCompiled)
        let (graph, root) = lowered(consume document, options: options, format: format, diagnostics: &diagnostics)
        diagnostics.append(contentsOf: notCompiled)
        return format.builder(sdk: options.sdk).build(consume graph, root: root)
    }

    /// The graph of a xib: the document and the lowering's tables end here.
    private static func lowered(
        _ document: consuming IBDocument, options: CompileOptions, format: any NibFormat.Type, diagnostics: inout Diagnostics
    ) -> (ObjectGraph, ObjectGraph.ID) {
        var lowering = Lowering(document: consume document, options: options, format: format)
        let root = format.classes.platform == .appkit ? lowering.lowerAppKitXib() : lowering.lowerXib()
        lowering.fitToSDK()
        diagnostics.append(contentsOf: lowering.diagnostics)
        return (lowering.graph, root)
    }

    /// The account of every attribute of a document (xib or storyboard; a document nibc does not
    /// compile has every attribute that is not design time "not compiled"): what became of each
    /// attribute occurrence, from the declarations, without compiling.
    public static func accountAttributes(of document: IBDocument) -> AttributeAccount {
        let plan = storyboardPlan(of: document)
        let contexts = DesignTimeContexts(document, plan: plan)
        let statuses = loweringStatus(of: document, contexts: contexts)
        let platform = IBPlatform(targetRuntime: document.peek("targetRuntime", of: document.root) ?? "")
        let compiles = platform == .uikit || platform == .appkit
        let reads = compiles ? declaredReads(of: document, statuses: statuses, plan: plan) : [Bool](repeating: false, count: document.attributes.count)
        return account(of: document, statuses: statuses, contexts: contexts, reads: reads)
    }

    /// The plan of a storyboard's nibs (nil for a xib, or a storyboard whose containers would hold
    /// themselves, which is not compiled).
    static func storyboardPlan(of document: IBDocument) -> StoryboardPlan? {
        guard document.kind == .storyboard else { return nil }
        var ignored = Diagnostics()
        return StoryboardPlan(document, diagnostics: &ignored)
    }
}

extension NibCompiler {
    /// The format of the nibs of `document`'s platform: UIKit's for iOS and tvOS; nil, with an
    /// error at the root, for a platform nibc does not compile yet or a model it cannot compile.
    static func format(of document: IBDocument, diagnostics: inout Diagnostics) -> (any NibFormat.Type)? {
        // The document's `type` decides how it is lowered (`IBDocument.kind`, xib or storyboard).
        _ = document.header("type")
        let runtime = document.header("targetRuntime") ?? ""
        let format: any NibFormat.Type
        if runtime.hasPrefix("iOS") || runtime.hasPrefix("AppleTV") {
            format = UIKitNibFormat.self
        } else if runtime == "MacOSX.Cocoa" {
            format = AppKitNibFormat.self
        } else {
            diagnostics.error(
                "targetRuntime '\(runtime)' is not supported yet (iOS, tvOS and macOS documents are)",
                at: document.location(of: document.root))
            return nil
        }
        // A model a caller extended may name a codec, constant or shape the compiler does not have.
        let defects = ArchivePlans.of(document.model, classes: format.classes).defects
        guard defects.isEmpty else {
            for defect in defects { diagnostics.error("the class model cannot be compiled: \(defect)", at: document.location(of: document.root)) }
            return nil
        }
        return format
    }
}

extension IBDocument {
    /// Whether the document is a macOS one (AppKit's classes and nib format).
    var isAppKit: Bool { peek("targetRuntime", of: root) == "MacOSX.Cocoa" }
}

extension Diagnostics {
    mutating func append(contentsOf other: Diagnostics) {
        for diagnostic in other.all { append(diagnostic) }
    }
}
