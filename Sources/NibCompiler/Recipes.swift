// Recipes.swift — the plans the compiler runs, made from the class model's `archive` lines. What
// a UIKit class archives is declared in its block of the model (IBClasses+UIKit.swift; the form is
// IBArchivedKey.swift): per class, its nib keys in the order the class encodes them, each from an
// attribute or keyed child of its element through a codec (Codecs.swift), a constant, or a shape.
// An element runs its class chain's keys, superclass first, so a `<segmentedControl>` gets UIView's
// and UIControl's keys with no code of its own; a class that archives its superclass's keys later
// says where with `archive super`. What a codec cannot say — geometry, lists of other objects,
// rules that read several attributes — is a shape, a type that declares its keys and reads beside
// its code (Shape.swift; UIKit's in UIKit/Shapes/).
//
// An attribute's value when the element does not write it is its default in the class model, so
// "left out at its default" is the model's default, and a line reads backwards (key and codec →
// attribute: `Codec.decode`). `RecipeTests` checks every line against the model.

import InterfaceBuilder
import NibArchive
import Synchronization

/// One key a class archives.
struct KeyRecipe: Sendable {
    enum Source: Sendable {
        /// An attribute of the element (its model default when absent).
        case attribute(String)
        /// A keyed child element (`<color key="tintColor">`).
        case child(String)
        /// An attribute of a keyed child (its class's declaration, found per node).
        case childAttribute(key: String, attribute: String)
        /// Always this value.
        case constant(ObjectGraph.Value)
        /// Always this text, as an NSString.
        case text(String)
        /// Code: what needs more than one attribute or other objects.
        case shape(any Shape.Type)
        /// Where the superclass's keys go, when not first.
        case inherited
    }

    /// When an enumeration's key is left out.
    enum Omission: Sendable {
        /// Written whatever the value.
        case never
        /// Left out at the model's default (IB's silence).
        case atDefault
        /// Left out at this raw value (the class's own default, which is not IB's).
        case atRaw(Int64)
    }

    /// How a value becomes the key's value, and when the key is left out.
    enum Codec: Sendable {
        /// Written as `writes` when the value is `when`, else left out.
        case flag(when: String, writes: ObjectGraph.Value)
        /// `writes` when the value is `when`, else `otherwise`.
        case either(when: String, writes: ObjectGraph.Value, otherwise: ObjectGraph.Value)
        /// `writes` whenever the element writes the attribute or child (with a value the model knows;
        /// a `<nil>` child is no value).
        case present(writes: ObjectGraph.Value)
        /// For a keyed child: `ifNil` when the element writes it as `<nil>` (Interface Builder's
        /// "Default"), `writes` otherwise, the child absent included.
        case unlessNil(writes: ObjectGraph.Value, ifNil: ObjectGraph.Value)
        /// An integer, left out at the default.
        case integer
        /// An integer, written at the default too.
        case alwaysInteger
        /// A float, left out at the default.
        case float
        /// A float, written at the default too.
        case alwaysFloat
        /// A float, whenever the element writes one.
        case writtenFloat
        /// A user-visible text: an NSLocalizableString `<id>.<attribute>` in a localized document,
        /// else an NSString (`mutable`: an NSMutableString).
        case localizable(mutable: Bool)
        /// An image by name (`Lowering.imagePlaceholder`).
        case image
        /// A double; `always`: written at the default too.
        case double(always: Bool)
        /// YES or NO as a boolean, always written.
        case boolean
        /// An `<inset>` element as UIEdgeInsets (`Lowering.insets`); `omitZero`: left out when all are 0.
        case insets(omitZero: Bool)
        /// A `<size>` element as a CGSize, left out when it is `omit`.
        case size(omit: NibGeometry?)
        /// An enumeration name as its raw value.
        case enumeration(Omission)
        /// An enumeration name as its raw value, whenever the element writes one.
        case writtenEnumeration
        /// A text as an NSString.
        case string
        /// A text as an NSString; when the element writes none, `nil` (`orNull`) or an empty string
        /// (`orEmpty`; `localizable`: a user-visible text, as `localizable`).
        case stringOrNull
        /// An enumeration name as the NSString the table gives it (left out for a name it does not list).
        case names([(value: String, text: String)])
        case stringOrEmpty(localizable: Bool)
        /// A `<size>`/`<value type="size">` or `<rect>` child as AppKit's geometry string
        /// (`'{w, h}'`, `'{{x, y}, {w, h}}'`); `absent`: the string when the element has none (nil:
        /// left out).
        case sizeString(absent: String?)
        case rectString(absent: String?)
        /// A color element (`Lowering.color`, AppKit's `appKitColor`); `orNull`: nil when the
        /// element has none.
        case color(orNull: Bool)
        /// A `<font>` element (AppKit's `appKitFont`).
        case font
        /// An AppKit color element; without one, the `System` catalog color `absent`.
        case colorOr(catalog: String)
        /// The object a keyed child element lowers to.
        case object
        /// The object a keyed child element lowers to, nil when it has none.
        case objectOrNull
        /// The object an id attribute names; nil when the element names none.
        case reference
        /// A shape writes the key itself.
        case hooked
    }

    let key: String
    let source: Source
    let codec: Codec

    init(_ key: String, _ source: Source, _ codec: Codec) {
        (self.key, self.source, self.codec) = (key, source, codec)
    }

    /// A key a shape writes.
    static func shape(_ key: String, _ shape: any Shape.Type) -> KeyRecipe { KeyRecipe(key, .shape(shape), .hooked) }

    /// Where the superclass's keys go.
    static let inherited = KeyRecipe("", .inherited, .hooked)
}

/// A recipe ready to run: each key with the class model's declaration of the attribute it reads,
/// found once (the recipes run for every object: no lookup by name per object and attribute).
struct RecipePlan: Sendable {
    /// One key of a plan. A class, so that running a plan for every object does not copy recipes.
    final class Step: Sendable {
        let recipe: KeyRecipe
        let declared: IBAttributeDeclaration?
        /// The symbol of the attribute or key it reads (`unknown`: none, or a name the vocabulary
        /// does not hold, looked up by name).
        let symbol: IBName
        /// `recipe.source` taken apart once, so that running a step for an object switches on a
        /// plain enumeration instead of copying the source's payload (and retaining its string).
        let kind: Kind
        /// The attribute or keyed child it reads ("" for the other kinds).
        let name: String
        /// The shape it runs (`.shape` steps).
        let shape: (any Shape.Type)?
        /// The value it writes (`.constant` steps).
        let constant: ObjectGraph.Value?

        /// The recipe's key, interned at the first entry it writes (its number plus one; 0: not
        /// yet), whichever thread writes it: a plan's keys are half written by a small document.
        private let internedKey = Atomic<UInt32>(0)
        var keyID: ObjectGraph.Key {
            let known = internedKey.load(ordering: .acquiring)
            if known != 0 { return ObjectGraph.Key(number: known - 1) }
            let key = ObjectGraph.Key(recipe.key)
            internedKey.store(key.number + 1, ordering: .releasing)
            return key
        }

        enum Kind: Sendable { case inherited, constant, text, shape, child, attribute, childAttribute }
        /// The keyed child a `.childAttribute` step reads an attribute of.
        var childKey: String {
            if case .childAttribute(let key, _) = recipe.source { return key }
            return ""
        }

        init(_ recipe: KeyRecipe, _ declared: IBAttributeDeclaration?) {
            self.recipe = recipe
            self.declared = declared
            var (name, shape, constant) = ("", (any Shape.Type)?.none, ObjectGraph.Value?.none)
            switch recipe.source {
            case .inherited: kind = .inherited
            case .constant(let value): (kind, constant) = (.constant, value)
            case .text(let text): (kind, name) = (.text, text)
            case .shape(let run): (kind, shape) = (.shape, run)
            case .child(let key): (kind, name) = (.child, key)
            case .childAttribute(_, let attribute): (kind, name) = (.childAttribute, attribute)
            case .attribute(let attribute): (kind, name) = (.attribute, attribute)
            }
            (self.name, self.shape, self.constant) = (name, shape, constant)
            symbol = kind == .child || kind == .attribute ? IBName(name) : .unknown
        }
    }

    let steps: [Step]

    init(steps: [(KeyRecipe, IBAttributeDeclaration?)]) {
        self.steps = steps.map(Step.init)
    }
}

/// What plans need to know of a platform besides its classes' declarations.
struct PlatformClasses: Sendable {
    let platform: IBPlatform
    /// Elements of the platform's classes whose objects the structure code makes, not the plans.
    let structureElements: Set<String>
    /// The class whose subclasses are view controllers (each names a storyboard's scene nib), and
    /// classes under it that are not (a storyboard reference stands for another storyboard's).
    let controllerClass: String?
    let notControllers: Set<String>
    /// Elements that are a scene's controller without being one (storyboard references).
    let sceneControllerElements: Set<String>
}

/// Values made at their first use, one per index, once each, whichever thread asks first (what
/// the compiler derives from a class is made for the classes a run meets, not for all; one lock
/// for all: what is made here must not ask the same table for another index).
/// (In this module, so that it is specialized: the class model's generic one filled its table
/// element by element through the value witnesses, a seventieth of a small compile.)
final class AtFirstUseTable<Value>: @unchecked Sendable {
    private let made: Mutex<[Value?]>

    init(count: Int) { made = Mutex([Value?](repeating: nil, count: count)) }

    func value(at index: Int, _ make: () -> Value) -> Value {
        made.withLock { made in
            if let value = made[index] { return value }
            let value = make()
            made[index] = value
            return value
        }
    }
}

/// What the compiler derives from one class model, made at first use and kept per model: each
/// class's plan (its chain's `archive` lines ready to run), the elements that compile to objects,
/// and the SDK ranges of keys. The standard model's is shared by every compile of the process; a
/// model a caller extends gets its own (`ArchivePlans.of(_:)`).
final class ArchivePlans: Sendable {
    let model: IBClassModel
    /// The platform whose classes (and the shared table's) the plans are made of.
    let classes: PlatformClasses
    /// Each class's plan, by the model's declaration index (what `lowerKeys` looks up per
    /// object), and whether the class has keys of its own; made at the class's first use.
    private let plansByIndex: AtFirstUseTable<(plan: RecipePlan?, ownRecipe: Bool)>
    /// What each class reads of its element (Reads.swift), made at the class's first use.
    let readers: AtFirstUseTable<Reader?>
    /// Whether each class of the model (by index) is an object's, and whether it is Interface
    /// Builder's own (declared design time).
    let isObjectClass: [Bool]
    let isDesignTimeClass: [Bool]
    /// The plans of objects a class archives inside itself, by (class, reading class) index.
    private let innerPlans = Mutex<[Int: RecipePlan?]>([:])
    /// Element name → class, for the elements that lower to objects: every element of an object
    /// class of the platform's table (`IBClasses+UIKit.swift`…), or of the shared table with keys of
    /// its own (NSLayoutConstraint), but the structure's (`PlatformClasses.structureElements`).
    let byElement: [String: String]
    /// The same elements as a set tested by symbol (Coverage.swift).
    let classElements: IBNameSet
    /// The element names of view controllers: classes whose chain has the platform's controller
    /// class (their classes name their scene nibs), but storyboard references, which stand for a
    /// controller of another storyboard (ContainerControllers.swift).
    let controllerElements: IBNameSet
    /// The controllers and storyboard references: the elements that are a scene's view controller.
    let sceneControllerElements: IBNameSet
    /// What the compiler cannot read in the model's `archive` lines (a codec, constant or shape it
    /// does not have), each with its class and line: a model with any is not compiled. (The
    /// standard model has none: `RecipeTests` reads every line.)
    let defects: [String]
    /// The SDK range of every key the model declares with one, read from the whole model when an
    /// older SDK is first imitated.
    private let ranges = Mutex<[String: IBArchivedKey.SDKRange]?>(nil)

    init(_ model: IBClassModel, classes: PlatformClasses) {
        self.model = model
        self.classes = classes
        let platform = classes.platform
        plansByIndex = AtFirstUseTable(count: model.declarations.count)
        readers = AtFirstUseTable(count: model.declarations.count)
        isObjectClass = model.declarations.map { $0.role == .object }
        isDesignTimeClass = model.declarations.map { $0.designTime != nil }
        var elementClasses: [String: String] = [:]
        var controllers: [String] = []
        // Whether each class's chain has the controller class (1) or not (0), found once per class
        // along the chains (-1: not yet).
        var reachesController = [Int8](repeating: -1, count: model.declarations.count)
        func isController(_ declaration: IBClassDeclaration) -> Bool {
            guard let root = classes.controllerClass else { return false }
            var reaches = false
            var current: IBClassDeclaration? = declaration
            while let next = current {
                if reachesController[next.index] >= 0 {
                    reaches = reachesController[next.index] == 1
                    break
                }
                if next.name == root {
                    reaches = true
                    break
                }
                current = next.parent
            }
            current = declaration
            while let next = current, reachesController[next.index] < 0 {
                reachesController[next.index] = reaches ? 1 : 0
                current = next.name == root ? nil : next.parent
            }
            return reaches && !classes.notControllers.contains(declaration.name)
        }
        // Each element with the class it stands for in the platform's documents (the platform's
        // class before a shared one), read off the model's index: the object classes of the
        // platform's table, and the shared table's with keys of their own.
        // (Whether a class is one is found once per class: the shared table's classes have many elements.)
        let declarations = model.declarations
        var isPlanned = [Int8](repeating: -1, count: declarations.count)
        let planned = model.elementClassIndices(on: platform) { index in
            if isPlanned[index] < 0 {
                let declaration = declarations[index]
                let planned = declaration.role == .object
                    && (declaration.platform == platform || (declaration.platform == .document && declaration.declaresArchivedKeys))
                isPlanned[index] = planned ? 1 : 0
            }
            return isPlanned[index] == 1
        }
        elementClasses.reserveCapacity(planned.count)
        for (element, index) in planned {
            let declaration = declarations[index]
            guard !classes.structureElements.contains(element) else { continue }
            elementClasses[element] = declaration.name
            if isController(declaration) { controllers.append(element) }
        }
        byElement = elementClasses
        classElements = IBNameSet(elementClasses.keys)
        controllerElements = IBNameSet(controllers)
        var defects: [String] = []
        if !model.isStandard {
            for declaration in model.declarations where declaration.platform == platform || declaration.platform == .document {
                for key in declaration.archivedKeys {
                    if let problem = UIKitRecipes.problem(key) { defects.append("\(declaration.name), line \(key.line): \(problem) in '\(key.declaration)'") }
                }
            }
        }
        self.defects = defects
        sceneControllerElements = IBNameSet(controllers + classes.sceneControllerElements)
    }

    /// The standard model's, for UIKit and for AppKit.
    static let standard = ArchivePlans(.standard, classes: UIKitClasses.classes)
    static let standardAppKit = ArchivePlans(.standard, classes: AppKitClasses.classes)
    /// Other models', by identity and platform (a test's extended model is compiled more than once).
    private static let others = Mutex<[PlansKey: ArchivePlans]>([:])
    private struct PlansKey: Hashable {
        let model: ObjectIdentifier
        let platform: IBPlatform
    }

    /// The plans of `model` for a platform's classes (UIKit's: the lowering's and the account's until
    /// AppKit's lowering is reachable).
    static func of(_ model: IBClassModel, classes: PlatformClasses = UIKitClasses.classes) -> ArchivePlans {
        if model.isStandard { return classes.platform == .appkit ? standardAppKit : standard }
        return others.withLock { made in
            let key = PlansKey(model: ObjectIdentifier(model.identity), platform: classes.platform)
            if let plans = made[key] { return plans }
            let plans = ArchivePlans(model, classes: classes)
            made[key] = plans
            return plans
        }
    }

    /// The plans of `document`'s model for its platform's classes (AppKit's for a macOS document,
    /// UIKit's otherwise).
    static func of(document: IBDocument) -> ArchivePlans {
        of(document.model, classes: document.isAppKit ? AppKitClasses.classes : UIKitClasses.classes)
    }

    /// Whether `declaration` is of the platform's table or the shared one.
    private func isPlanned(_ declaration: IBClassDeclaration) -> Bool {
        declaration.platform == classes.platform || declaration.platform == .document
    }

    /// The plan of the model's class `index` (nil: neither the platform's nor the shared table's,
    /// or none of its chain has keys), and whether the class has keys of its own.
    func plan(forClass index: Int) -> (plan: RecipePlan?, ownRecipe: Bool) {
        plansByIndex.value(at: index) {
            let declaration = model.declarations[index]
            // The platform's classes, and the shared table's that declare keys (NSLayoutConstraint).
            guard isPlanned(declaration) else { return (nil, false) }
            return (makePlan(declaration), !declaration.archivedKeys.isEmpty)
        }
    }

    /// The plan of a class of the platform, or of IB's value class (`IBTextInputTraits`), by name;
    /// with `reader`, attributes are read on the reader's class (the element whose node it runs on).
    func plan(named name: String, readingAttributesOf reader: Int? = nil) -> RecipePlan? {
        guard let declaration = model.declaration(name, on: classes.platform) ?? model.declaration(name, on: .document) else { return nil }
        guard let reader else { return plan(forClass: declaration.index).plan }
        let key = declaration.index * model.declarations.count + reader
        if let made = innerPlans.withLock({ $0[key] }) { return made }
        let plan = makePlan(declaration, readingAttributesOf: model.declarations[reader])
        innerPlans.withLock { $0[key] = plan }
        return plan
    }

    /// The plan of `declaration`'s keys (its chain's, `IBClassModel.archivedKeys(of:)`), with
    /// attributes resolved on `reader` (the class itself, or the element's class for an object a
    /// class archives inside itself: a tap recognizer's `UITapRecognizer`); nil when it has none.
    /// (A subclass may narrow an inherited attribute's domain: a bar item's system item.)
    func makePlan(_ declaration: IBClassDeclaration, readingAttributesOf reader: IBClassDeclaration? = nil) -> RecipePlan? {
        let keys = model.archivedKeys(of: declaration)
        guard !keys.isEmpty else { return nil }
        let attributesOf = reader ?? declaration
        return RecipePlan(
            steps: keys.compactMap { declared in
                guard let recipe = UIKitRecipes.recipe(declared) else { return nil }
                if case .attribute(let name) = recipe.source { return (recipe, model.attribute(name, of: attributesOf)) }
                return (recipe, nil)
            })
    }

    /// The keys `sdk`'s ibtool does not write, whichever object has them (the model's `sdk:`
    /// ranges, by key), found once per nib rather than per value.
    func keysNotArchived(by sdk: SDKVersion) -> Set<String> {
        let ranges = self.ranges.withLock { made in
            if let made { return made }
            var ranges: [String: IBArchivedKey.SDKRange] = [:]
            for declaration in model.declarations where isPlanned(declaration) {
                for key in declaration.archivedKeys { if let range = key.sdk { ranges[key.key] = range } }
            }
            made = ranges
            return ranges
        }
        let version = IBArchivedKey.Version(sdk.major, sdk.minor)
        return Set(ranges.filter { !$0.value.contains(version) }.keys)
    }

    /// Whether `sdk`'s ibtool archives `key`.
    func archives(_ key: String, sdk: SDKVersion) -> Bool { !keysNotArchived(by: sdk).contains(key) }
}

/// The recipe of an `archive` line, and the standard model's plans and declarations by name (for
/// the lowering's named declarations and the tests).
enum UIKitRecipes {
    /// The recipe of one `archive` line (nil for `-`, a place only a subclass fills, and for a
    /// line naming a codec, constant or shape the compiler does not have: `problem(_:)`, which a
    /// model is checked for before it is compiled).
    static func recipe(_ declared: IBArchivedKey) -> KeyRecipe? {
        let codec: KeyRecipe.Codec
        if let named = declared.codec {
            guard let known = KeyRecipe.Codec(named) else { return nil }
            codec = known
        } else {
            codec = .hooked
        }
        switch declared.source {
        case .none: return nil
        case .superclass: return .inherited
        case .attribute(let name): return KeyRecipe(declared.key, .attribute(name), codec)
        case .keyedChild(let key): return KeyRecipe(declared.key, .child(key), codec)
        case .childAttribute(let key, let attribute): return KeyRecipe(declared.key, .childAttribute(key: key, attribute: attribute), codec)
        case .constant(let text) where isQuoted(text):
            return KeyRecipe(declared.key, .text(String(text.dropFirst().dropLast())), .hooked)
        case .constant(let text):
            return ObjectGraph.Value(constant: text).map { KeyRecipe(declared.key, .constant($0), .hooked) }
        case .shape(let name):
            return Shapes.named(name).map { .shape(declared.key, $0) }
        }
    }

    /// What the compiler cannot read in an `archive` line, nil when it reads all of it.
    static func problem(_ declared: IBArchivedKey) -> String? {
        if let named = declared.codec, KeyRecipe.Codec(named) == nil { return "an unknown codec '\(named)'" }
        switch declared.source {
        case .constant(let text) where !isQuoted(text) && ObjectGraph.Value(constant: text) == nil: return "an unknown constant '\(text)'"
        case .shape(let name) where Shapes.named(name) == nil: return "an unknown shape '@\(name)'"
        default: return nil
        }
    }

    /// A `"string"` constant.
    static func isQuoted(_ text: String) -> Bool { text.count >= 2 && text.hasPrefix("\"") && text.hasSuffix("\"") }

    /// A compile's plans, fetched once per class (`FetchedPerClass`).
    typealias PlanCache = FetchedPerClass<(plan: RecipePlan?, ownRecipe: Bool)>

    /// Every class's plan of the standard model by class name (for tests and tables: a compile
    /// makes only those it uses).
    static var plans: [String: RecipePlan] {
        var plans: [String: RecipePlan] = [:]
        for declaration in IBClassModel.standard.declarations where declaration.platform == .uikit || declaration.platform == .document {
            if let plan = ArchivePlans.standard.plan(forClass: declaration.index).plan { plans[declaration.name] = plan }
        }
        return plans
    }

    /// A UIKit class of the standard model, or one of IB's own (`IBTextInputTraits`, `IBAction`).
    static func modelClass(_ name: String) -> IBClassDeclaration? {
        IBClassModel.standard.declaration(name, on: .uikit) ?? IBClassModel.standard.declaration(name, on: .document)
    }

    /// An attribute's declaration on a class of the standard model, found once by the code that reads it.
    static func declaration(_ attribute: String, of className: String) -> IBAttributeDeclaration? {
        modelClass(className).flatMap { IBClassModel.standard.attribute(attribute, of: $0) }
    }
}

extension Lowering {
    /// The raw value the class model gives the enumeration attribute `declared` of `node`, read and
    /// accounted as lowered when it has one; nil otherwise.
    func enumerationValue(_ declared: IBAttributeDeclaration?, of node: Int) -> Int64? {
        guard let declared, let index = document.attributeIndex(declared.name, of: node),
            let raw = declared.domain.rawValue(of: document.attributes.value(at: index))
        else { return nil }
        document.markRead(index)
        return raw
    }

    /// What the shapes may take from the caller instead of the element (a cell's content
    /// view and separator as its subviews, its system constraints).
    struct RecipeContext {
        var subviews: [ObjectGraph.ID]?
        var constraints: [ObjectGraph.ID]?
        /// A cell's content view.
        var contentView: ObjectGraph.ID?
    }

    /// Appends the keys of the recipes of `node`'s class chain (the class model's class of its element).
    mutating func lowerKeys(_ node: Int, into object: ObjectGraph.ID, context: RecipeContext = RecipeContext()) {
        guard let index = document.classIndex(of: node), let plan = planCache.value(forClass: index, plans.plan(forClass:)).plan else { return }
        graph.append(entries(plan, for: node, into: object, context: context), to: object)
    }

    /// Appends the keys of `className`'s plan (its class chain's recipes) for `node` to `object`.
    mutating func run(_ className: String, for node: Int, into object: ObjectGraph.ID, context: RecipeContext = RecipeContext()) {
        graph.append(entries(className, for: node, into: object, context: context), to: object)
    }

    /// The keys of `className`'s plan for `node`; `readingNodeClass`: its attributes are the node's
    /// class's (an object a class archives inside itself).
    mutating func entries(
        _ className: String, for node: Int, into object: ObjectGraph.ID, context: RecipeContext, readingNodeClass: Bool = false
    ) -> [ObjectGraph.Entry] {
        let reader = readingNodeClass ? document.classIndex(of: node) : nil
        guard let plan = plans.plan(named: className, readingAttributesOf: reader) else { return [] }
        return entries(plan, for: node, into: object, context: context)
    }

    /// The keys of `plan` for `node`.
    mutating func entries(_ plan: RecipePlan, for node: Int, into object: ObjectGraph.ID, context: RecipeContext) -> [ObjectGraph.Entry] {
        var entries: [ObjectGraph.Entry] = []
        entries.reserveCapacity(plan.steps.count)
        // The plan (and so each step) outlives the loop: steps are borrowed, not retained and
        // released for every object (a hundredth of a corpus run, measured).
        withExtendedLifetime(plan) {
            for index in plan.steps.indices {
                Unmanaged.passUnretained(plan.steps[index])._withUnsafeGuaranteedRef {
                    append(step: $0, for: node, into: object, context: context, to: &entries)
                }
            }
        }
        // Room was made for every step, and an object writes about half of them: what it keeps
        // is the keys it wrote (the graph holds every object's until the archive is built).
        return entries.capacity > entries.count + entries.count / 4 + 2 ? Array(unsafeUninitializedCapacity: entries.count) { buffer, count in
            count = buffer.initialize(fromContentsOf: entries)
        } : entries
    }

    /// Appends the keys of one step of a plan for `node`.
    private mutating func append(
        step: RecipePlan.Step, for node: Int, into object: ObjectGraph.ID, context: RecipeContext, to entries: inout [ObjectGraph.Entry]
    ) {
        switch step.kind {
        case .inherited:
            break
        case .constant:
            entries.append(.init(step.keyID, step.constant!))
        case .text:
            entries.append(.init(step.keyID, string(step.name)))
        case .shape:
            run(step.shape!, ShapeStep(node: node, object: object, context: context, key: step.recipe.key), into: &entries)
        case .child:
            let child = step.symbol.isKnown ? document.child(key: step.symbol, of: node) : document.child(key: step.name, of: node)
            if let value = childValue(child, codec: step.recipe.codec) { entries.append(.init(step.keyID, value)) }
        case .attribute:
            let index = step.symbol.isKnown ? document.attributeIndex(step.symbol, of: node) : document.attributeIndex(step.name, of: node)
            if let value = attributeValue(at: index, step.name, of: node, declared: step.declared, codec: step.recipe.codec) {
                entries.append(.init(step.keyID, value))
            }
        case .childAttribute:
            // (The child's class, and so the attribute's declaration, is known per node only.)
            guard let child = document.child(key: step.childKey, of: node), let classIndex = document.classIndex(of: child) else {
                if let zero = step.recipe.codec.withoutChild { entries.append(.init(step.keyID, zero)) }
                return
            }
            let declared = document.model.attribute(step.name, of: document.model.declarations[classIndex])
            let index = step.symbol.isKnown ? document.attributeIndex(step.symbol, of: child) : document.attributeIndex(step.name, of: child)
            if let value = attributeValue(at: index, step.name, of: child, declared: declared, codec: step.recipe.codec) {
                entries.append(.init(step.keyID, value))
            }
        }
    }

    /// The text of a `<string>` element: its content, base64-decoded where Interface Builder wrote
    /// it so (`base64-UTF8="YES"`, a text with control characters; unpadded, on a line of its own).
    func stringElementText(_ node: Int) -> String {
        let text = document.text(of: node) ?? ""
        guard attribute("base64-UTF8", of: node) == "YES" else { return text }
        return Base64.decode(document: text).map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// The value of keyed child `child` (nil: absent) through `codec`, nil when the key is left out.
    mutating func childValue(_ child: Int?, codec: KeyRecipe.Codec) -> ObjectGraph.Value? {
        guard let child else {
            switch codec {
            case .color(orNull: true), .objectOrNull: return .null
            case .unlessNil(let writes, _): return writes
            case .sizeString(let absent?), .rectString(let absent?): return string(absent)
            case .colorOr(let name): return .object(appKitCatalogColor(name, catalog: "System"))
            default: return nil
            }
        }
        switch codec {
        case .color(let orNull):
            if format.classes.platform == .appkit { return appKitColor(child).map { .object($0) } ?? (orNull ? .null : nil) }
            return color(child) ?? (orNull ? .null : nil)
        case .font: return appKitFont(child).map { .object($0) }
        case .colorOr: return appKitColor(child).map { .object($0) }
        case .insets(let omitZero):
            let value = insets(child)
            return omitZero && value == .insets(top: 0, left: 0, bottom: 0, right: 0) ? nil : geometries.value(value)
        case .size(let omit):
            let value = NibGeometry.size(width: double("width", of: child) ?? 0, height: double("height", of: child) ?? 0)
            return value == omit ? nil : geometries.value(value)
        case .object: return objects[child].map { .object($0) }
        case .objectOrNull: return objects[child].map { .object($0) } ?? .null
        case .sizeString:
            _ = attribute("type", of: child)
            return string(AppKitGeometry.size(double("width", of: child) ?? 0, double("height", of: child) ?? 0))
        case .rectString:
            return string(AppKitGeometry.rect(double("x", of: child) ?? 0, double("y", of: child) ?? 0, double("width", of: child) ?? 0, double("height", of: child) ?? 0))
        // A `<nil>` child is the class's default, not a value the document sets.
        case .present(let writes): return document[child].name == "nil" ? nil : writes
        case .unlessNil(let writes, let ifNil): return document[child].name == "nil" ? ifNil : writes
        default: return nil
        }
    }

    /// The value of attribute `name` of `node`, at `index` of the document's attributes (nil:
    /// absent), through `codec`; nil when the key is left out. The attribute is read (and so
    /// accounted as lowered) unless it is an enumeration name whose raw value the model does not
    /// know, which is then reported as not compiled.
    mutating func attributeValue(
        at index: Int?, _ name: String, of node: Int, declared: IBAttributeDeclaration?, codec: KeyRecipe.Codec
    ) -> ObjectGraph.Value? {
        var written = index.map { document.attributes.value(at: $0) }
        // Interface Builder writes a text with tabs or line breaks as a `<string key="…">` child.
        if written == nil, codec.readsStringChild, let child = document.child(key: name, of: node), document[child].name == "string" {
            written = stringElementText(child)
        }
        // An AppKit image may be an `<imageReference key="…">` child (an SF Symbol with its
        // configuration), the attribute's value then.
        if written == nil, format.classes.platform == .appkit, let child = document.child(key: name, of: node), document[child].name == "imageReference" {
            switch codec {
            case .image: return .object(appKitImageReference(child))
            case .present(let writes): return writes
            default: break
            }
        }
        var known = true
        if let written {
            switch codec {
            case .enumeration, .writtenEnumeration: known = declared?.domain.rawValue(of: written) != nil
            case .present: if case .enumeration = declared?.domain { known = declared?.domain.rawValue(of: written) != nil }
            default: break
            }
        }
        if known, let index { document.markRead(index) }
        if case .present(let writes) = codec { return written != nil && known ? writes : nil }
        switch codec.encode(written, declared: declared) {
        case nil: return nil
        case .value(let value)?: return value
        case .string(let text)?: return string(text)
        case .localizable(let text)?:
            if case .localizable(mutable: true) = codec { return self.text(text, of: node, property: name, className: "NSMutableString") }
            return self.text(text, of: node, property: name)
        case .absentText?: return string("")
        case .image(let name)?:
            if format.classes.platform == .appkit { return .object(appKitImage(name, catalogOf: node)) }
            return imagePlaceholder(name)
        case .reference(let id)?: return document.nodeByID[id].flatMap { objects[$0] }.map { .object($0) } ?? .null
        case .noReference?: return .null
        }
    }
}
