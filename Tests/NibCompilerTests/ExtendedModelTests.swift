// ExtendedModelTests.swift — the class model is a value the compiler is given: a class added to
// an extended model in one declaration (its element, attributes and `archive` lines, nothing in
// any other file) compiles to its keys, after its superclasses' — the way a new UIKit class is
// added to IBClasses+UIKit.swift.

import InterfaceBuilder
import NibArchive
@testable import NibCompiler
import Testing

@Suite("An extended class model")
struct ExtendedModelTests {
    /// A gauge: a control with a plain attribute and an enumeration, each archived under a key of its own.
    static let gauge = """
        class UIGauge : UIControl <gauge>
            level number =0
            needle enum thin:0 thick:1 =thin
            archive UIGaugeLevel level float
            archive UIGaugeNeedle needle enum
        class UIGaugeController : UIViewController <gaugeController>
        """

    static let model: IBClassModel = {
        let tables = IBClassModel.standardTables.map { platform, table in (platform, platform == .uikit ? table + "\n" + gauge : table) }
        do { return try IBClassModel(tables: tables) } catch { fatalError("\(error)") }
    }()

    /// The gauge's keys in a document whose `<gauge>` writes `attributes`, compiled against `model`.
    static func compiled(_ attributes: String, model: IBClassModel) throws -> (keys: [String: NibArchive.Payload]?, diagnostics: Diagnostics) {
        let bytes = ClassChainTests.document(
            #"<gauge \#(attributes) id="g1"><rect key="frame" x="0" y="0" width="100" height="40"/></gauge>"#)
        var diagnostics = Diagnostics()
        let document = try #require(IBDocument.parse(bytes, path: "Gauge.xib", model: model, diagnostics: &diagnostics))
        document.resolve(into: &diagnostics)
        let archive = try #require(NibCompiler.compile(document, diagnostics: &diagnostics))
        guard let object = archive.objects.indices.first(where: { archive.className(ofObject: $0) == "UIGauge" }) else { return (nil, diagnostics) }
        var keys: [String: NibArchive.Payload] = [:]
        for value in archive.values(ofObject: object) { keys[archive.key(of: value)] = value.payload }
        return (keys, diagnostics)
    }

    @Test("a new class with a plain and an enumeration attribute compiles to its keys, with its superclasses'")
    func newClass() throws {
        let (keys, diagnostics) = try ExtendedModelTests.compiled(#"level="0.75" needle="thick" enabled="NO""#, model: ExtendedModelTests.model)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        let gauge = try #require(keys, "no UIGauge object")
        #expect(gauge["UIGaugeLevel"] == .float(0.75))
        #expect(gauge["UIGaugeNeedle"].flatMap(ClassChainTests.integer) == 1)
        // UIView's and UIControl's keys come with the superclass.
        #expect(gauge["UIBounds"] != nil && gauge["UIDisabled"] == .bool(true))
    }

    @Test("at its defaults the new class's keys are left out")
    func defaults() throws {
        let (keys, diagnostics) = try ExtendedModelTests.compiled("", model: ExtendedModelTests.model)
        #expect(diagnostics.all.isEmpty, "\(diagnostics.all)")
        let gauge = try #require(keys)
        #expect(gauge["UIGaugeLevel"] == nil && gauge["UIGaugeNeedle"] == nil && gauge["UIBounds"] != nil)
    }

    @Test("the standard model does not know the element: a warning at its line, no object")
    func standardModel() throws {
        let (keys, diagnostics) = try ExtendedModelTests.compiled(#"level="0.75""#, model: .standard)
        #expect(keys == nil)
        #expect(diagnostics.all.contains { $0.message.contains("<gauge>") }, "\(diagnostics.all)")
    }

    @Test("a new view controller class is a controller: its element is a scene's controller, with UIViewController's keys")
    func newController() throws {
        let plans = ArchivePlans.of(ExtendedModelTests.model)
        #expect(plans.controllerElements.contains("gaugeController") && plans.sceneControllerElements.contains("gaugeController"))
        #expect(!ArchivePlans.standard.controllerElements.contains("gaugeController"))
        let declaration = try #require(ExtendedModelTests.model.declaration("UIGaugeController", on: .uikit))
        let keys = try #require(plans.plan(forClass: declaration.index).plan).steps.map(\.recipe.key)
        #expect(keys.contains("UITitle") && keys.contains("UIStoryboardIdentifier"))
    }

    @Test("a model naming a codec, constant or shape the compiler does not have is an error, never a crash")
    func unknownCodec() throws {
        let table = """
            class UIDial : UIControl <dial>
                angle number =0
                archive UIDialAngle angle radians
                archive UIDialFace @face
            """
        let tables = IBClassModel.standardTables.map { platform, text in (platform, platform == .uikit ? text + "\n" + table : text) }
        let model = try IBClassModel(tables: tables)
        #expect(ArchivePlans.of(model).defects.count == 2)
        var diagnostics = Diagnostics()
        let bytes = ClassChainTests.document(#"<dial angle="3" id="d1"><rect key="frame" x="0" y="0" width="10" height="10"/></dial>"#)
        let document = try #require(IBDocument.parse(bytes, path: "Dial.xib", model: model, diagnostics: &diagnostics))
        #expect(NibCompiler.compile(document, diagnostics: &diagnostics) == nil)
        // (The line is the table's: the UIKit table's lines come first.)
        let messages = diagnostics.all.map(\.message)
        #expect(messages.count == 2)
        #expect(messages.first?.hasPrefix("the class model cannot be compiled: UIDial, line ") == true)
        #expect(messages.first?.hasSuffix(": an unknown codec 'radians' in 'archive UIDialAngle angle radians'") == true)
        #expect(messages.last?.hasSuffix(": an unknown shape '@face' in 'archive UIDialFace @face'") == true)
    }
}
