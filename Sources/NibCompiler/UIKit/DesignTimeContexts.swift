// DesignTimeContexts.swift — where a value is Interface Builder's own only in context: the rules of
// the account (Accounting.swift) beside the class model's design-time declarations, which hold
// wherever a class or attribute appears. Each rule is found from the document alone, before and
// without lowering, and says why; the lowering leaves those values unread.

import InterfaceBuilder

/// The attributes and element subtrees of one document that are Interface Builder's own in their
/// context, each with the reason (of AppKit's documents: a storyboard's unreachable scenes, and a
/// toolbar button where there is no toolbar).
struct DesignTimeContexts {
    /// By index in `IBDocument.attributes`.
    private(set) var attributes: [Int: String] = [:]
    /// Elements that are IB's own with everything inside them.
    private(set) var subtrees: [Int: String] = [:]

    init(_ document: IBDocument, plan: StoryboardPlan?) {
        guard !document.nodes.isEmpty else { return }
        // Of an AppKit document, the scenes no nib holds and windows' toolbar buttons: the other
        // rules are about UIKit's lowering.
        guard IBPlatform(targetRuntime: document.peek("targetRuntime", of: document.root) ?? "") == .uikit else {
            unreachableScenes(of: plan, in: document)
            toolbarButtonsWithoutToolbars(in: document)
            return
        }
        let isStoryboard = document.kind == .storyboard
        let (ruled, bars) = (DesignTimeContexts.elements, DesignTimeContexts.bars)
        for node in document.nodes.indices {
            // (The node is copied only when a rule is about it.)
            let symbol = document.nodes[node].symbol
            let known = symbol.isKnown
            if known ? ruled.contains(symbol: symbol) : ruled.contains(document.nodes[node].name) {
                rule(node, document.nodes[node], isStoryboard: isStoryboard, in: document)
            }
            // A container controller sizes its bars itself: ibtool writes a fixed mask and width.
            if known && bars.contains(symbol: symbol), Lowering.isControllerBar(node, in: document) {
                if let mask = document.peekChild(key: "autoresizingMask", of: node) {
                    subtree(mask, "a container controller sizes its bar itself (ibtool writes a fixed mask)", in: document)
                }
                if let frame = document.peekChild(key: "frame", of: node) {
                    attribute("width", of: frame, in: document, "a container controller's bar is archived 320 points wide; UIKit sizes it")
                }
            }
            // A toolbar that is not translucent is opaque whatever IB saved (Lowering.isOpaque).
            if known && symbol == .toolbar, document.peek("translucent", of: node) == "NO" {
                attribute("opaque", of: node, in: document, "a toolbar that is not translucent is opaque: UIKit makes it so")
            }
            if isStoryboard, document.classRole(of: node) == .object, let frame = document.peekChild(key: "frame", of: node) {
                let element = document.nodes[node]
                if StoryboardScene.isPrototype(node, in: document) {
                    for name in ["x", "y"] { attribute(name, of: frame, in: document, "a prototype is the root of its own nib, at the origin") }
                }
                // A controller's view takes the scene's size (Lowering.frameEntries).
                if document.key(of: node) == "view", element.parent >= 0,
                    ArchivePlans.of(document.model).controllerElements.contains(document[element.parent]),
                    Lowering.hasSceneSize(element.parent, in: document)
                {
                    subtree(frame, "a storyboard controller's view takes the scene's size; IB's frame is where the canvas draws it", in: document)
                }
            }
        }
        unreachableScenes(of: plan, in: document)
        unreferencedColorDefinitions(in: document)
        // `colorMatched` is read by white colors (named grays) and by colors in a space ibtool
        // converts (`IBColorSpace.converted`) outside the subtrees above; without either it is IB's.
        var inSubtree = [Bool](repeating: false, count: subtrees.isEmpty ? 0 : document.nodes.count)
        var readsColorMatching = false
        for node in document.nodes.indices {
            if !subtrees.isEmpty {
                let parent = document.nodes[node].parent
                inSubtree[node] = subtrees[node] != nil || (parent >= 0 && inSubtree[parent])
                if inSubtree[node] { continue }
            }
            if document.nodes[node].symbol == .color, document.peek(.white, of: node) != nil || IBColorSpace.of(node, in: document)?.converted == true {
                readsColorMatching = true
                break
            }
        }
        if !readsColorMatching {
            attribute(
                "colorMatched", of: document.root, in: document,
                "only white colors and calibrated or P3 colors depend on it, and the document compiles none")
        }
    }

    /// The colors of `<resources>` (a `<systemColor>`'s or `<namedColor>`'s value, which a color
    /// without components of its own is archived with: Reads.swift) that no color outside the
    /// subtrees above names: Interface Builder's copy of a color only what no nib holds uses
    /// (IBDecodable's storyboards: a system color named by unreachable scenes only).
    private mutating func unreferencedColorDefinitions(in document: IBDocument) {
        guard let resources = document.child("resources", of: document.root) else { return }
        let definitions = document.children(of: resources).filter { ["systemColor", "namedColor"].contains(document[$0].name) }
        guard !definitions.isEmpty else { return }
        let defining = Set(definitions)
        var inSubtree = [Bool](repeating: false, count: document.nodes.count)
        var referenced: Set<String> = []
        for node in document.nodes.indices {
            let parent = document.nodes[node].parent
            inSubtree[node] = subtrees[node] != nil || (parent >= 0 && inSubtree[parent])
            guard !inSubtree[node], document.nodes[node].symbol == .color, !defining.contains(parent),
                let name = NibCompiler.resourceColorName(node, in: document)
            else { continue }
            referenced.insert(name)
        }
        for definition in definitions where !referenced.contains(document.peek("name", of: definition) ?? "") {
            for color in document.children(of: definition) where document[color].name == "color" {
                subtree(color, "a resource's color that only what no nib holds names (Interface Builder's copy of it)", in: document)
            }
        }
    }

    /// A window's `showsToolbarButton` when it has no toolbar: AppKit shows the button only beside a
    /// toolbar, and ibtool archives nothing for it there (the blocklist pairs' windows say `NO` and
    /// their nibs are nibc's without it; 31 of the corpus's 32 windows that say `NO` have no toolbar).
    /// With a toolbar it stays not compiled: no pair shows what ibtool archives.
    private mutating func toolbarButtonsWithoutToolbars(in document: IBDocument) {
        let window = IBName.window
        for node in document.nodes.indices where document.nodes[node].symbol == window {
            guard document.peek("showsToolbarButton", of: node) != nil, document.child(key: "toolbar", of: node) == nil else { continue }
            attribute("showsToolbarButton", of: node, in: document, "a window without a toolbar shows no toolbar button; ibtool archives nothing for it")
        }
    }

    /// The rules of one element of `elements`.
    /// The scenes no nib holds (NibCompiler.leaveOutUnreachableScenes).
    private mutating func unreachableScenes(of plan: StoryboardPlan?, in document: IBDocument) {
        guard let plan else { return }
        let held = plan.held(in: document)
        for controller in plan.controllers where !held.contains(controller) {
            guard let scene = plan.scenes[controller], !scene.isReference(in: document) else { continue }
            subtree(scene.scene, "an unreachable scene (no storyboard identifier, not the initial view controller, no segue leads to it)", in: document)
        }
    }

    private mutating func rule(_ node: Int, _ element: IBNode, isStoryboard: Bool, in document: IBDocument) {
        if let content = Lowering.defaultClearContentView(of: node, in: document), let color = document.peekChild(key: "backgroundColor", of: content) {
            subtree(color, "the clear background Interface Builder before Xcode 8 saved on every cell's content view; ibtool archives none", in: document)
        }
        switch element.name {
        case "constraint" where document.isObject(node) && document.peek("placeholder", of: node) == "YES":
            subtree(node, "a placeholder constraint is removed at build time", in: document)
        case "constraint" where document.peek(.symbolic, of: node) == "YES":
            attribute("constant", of: node, in: document, "IB's value of the symbolic standard spacing; the nib archives NSSpace")
        case "viewControllerLayoutGuide" where !isStoryboard && document.isObject(node):
            subtree(node, "a xib's view controller archives no layout guides", in: document)
        case "tableView" where !isStoryboard, "collectionView" where !isStoryboard:
            // A xib's tables and collection views get their cells from code (`register`).
            attribute("dataMode", of: node, in: document, "a xib's table or collection view has no prototypes; its cells are registered in code")
        case "variation" where Lowering.isFrameVariation(node, in: document):
            subtree(
                node, "a size class's fixed frame: ibtool translates the view's mask from SDK 10 on (before, it gave prototyping constraints)",
                in: document)
        case "placeholder" where isStoryboard:
            attribute(
                "placeholderIdentifier", of: node, in: document,
                "a storyboard scene's placeholder; every nib of the storyboard has its own File's Owner and First Responder proxies")
        case "tableViewCell" where isStoryboard && Lowering.isPrototypeCellWithoutReuseIdentifier(node, in: document):
            // Prototypes.swift warns that it is left out, as ibtool leaves it out.
            subtree(node, "a prototype table cell without a reuse identifier: ibtool leaves it out of the nib (it cannot be dequeued)", in: document)
        case "collectionViewCell", "collectionReusableView":
            // Its content view is archived with fixed keys (Lowering.lowerCollectionContentView).
            guard let content = document.peekChild(key: "contentView", of: node) else { break }
            let fixed = "ibtool writes a collection view cell's content view with fixed keys (XLPagerTabStrip-ButtonCell-4)"
            for index in document[content].attributeRange where !["id", "key"].contains(document.attributes.name(at: index)) {
                attributes[index] = fixed
            }
            if let mask = document.peekChild(key: "autoresizingMask", of: content) { subtree(mask, fixed, in: document) }
        case "button" where Lowering.isSystemImageButton(node, in: document):
            for state in document.children(of: node) where document[state].name == "state" {
                subtree(state, "a contact-add, info or detail disclosure button draws UIKit's image: ibtool archives none of its states", in: document)
            }
        case "textField" where document.peek("usesAttributedText", of: node) == "YES":
            // An empty attributed text: the text field has UIKit's defaults (TextFieldFontShape).
            guard let text = document.peekChild(key: "attributedText", of: node), document.children(of: text).first(where: { _ in true }) == nil else { break }
            subtree(text, "an empty attributed text: the text field archives UIKit's default font and alignment", in: document)
        case "label" where document.peek("usesAttributedText", of: node) == "YES":
            guard let text = document.peekChild(key: "attributedText", of: node) else { break }
            for inside in document.subtree(of: text) where document[inside].name == "paragraphStyle" {
                attribute("lineBreakMode", of: inside, in: document, "a label's paragraph styles take the label's line break mode (UILabel rewrites them)")
            }
        default:
            break
        }
    }

    /// The elements a rule of `rule` is about (the others are passed over by symbol).
    static let elements: IBNameSet = [
        "constraint", "viewControllerLayoutGuide", "tableView", "collectionView", "placeholder", "collectionViewCell",
        "collectionReusableView", "variation", "button", "label", "textField", "tableViewCell",
    ]
    /// The bars a container controller lays out.
    static let bars: IBNameSet = ["toolbar", "tabBar", "navigationBar"]

    /// `node` and everything inside it (its attributes are IB's own even inside an element that is
    /// not compiled, whose objects are still lowered).
    private mutating func subtree(_ node: Int, _ reason: String, in document: IBDocument) {
        subtrees[node] = reason
        for inside in document.subtree(of: node) {
            for index in document[inside].attributeRange { attributes[index] = reason }
        }
    }

    private mutating func attribute(_ name: String, of node: Int, in document: IBDocument, _ reason: String) {
        if let index = document.attributeIndex(name, of: node) { attributes[index] = reason }
    }
}
