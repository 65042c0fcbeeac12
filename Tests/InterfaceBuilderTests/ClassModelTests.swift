// ClassModelTests.swift — the class model (Sources/InterfaceBuilder/Classes) checked as
// declarations (every class chain ends, every design-time entry says why, every keyed child names
// declared elements) and against the corpus: every attribute and keyed child that the Xcode 5+
// documents use is declared on its element's class or a superclass, with a domain that accepts the
// value the document has.

import Foundation
import InterfaceBuilder
import NibTestSupport
import Testing

@Suite("Class model")
struct ClassModelTests {
    let model = IBClassModel.standard

    @Test(
        "elements stand for their runtime classes, with UIKit's and AppKit's superclass chains",
        arguments: [
            ("segmentedControl", IBPlatform.uikit, "UISegmentedControl UIControl UIView UIResponder NSObject IBObject"),
            ("view", .uikit, "UIView UIResponder NSObject IBObject"),
            ("tableView", .uikit, "UITableView UIScrollView UIView UIResponder NSObject IBObject"),
            ("collectionViewCell", .uikit, "UICollectionViewCell UICollectionReusableView UIView UIResponder NSObject IBObject"),
            ("barButtonItem", .uikit, "UIBarButtonItem UIBarItem NSObject IBObject"),
            ("navigationController", .uikit, "UINavigationController UIViewController UIResponder NSObject IBObject"),
            ("view", .appkit, "NSView NSResponder NSObject IBObject"),
            ("button", .appkit, "NSButton NSControl NSView NSResponder NSObject IBObject"),
            ("popUpButtonCell", .appkit, "NSPopUpButtonCell NSMenuItemCell NSButtonCell NSActionCell NSCell NSObject IBObject"),
            ("searchField", .appkit, "NSSearchField NSTextField NSControl NSView NSResponder NSObject IBObject"),
            ("group", .watchkit, "WKInterfaceGroup WKInterfaceObject NSObject IBObject"),
            ("color", .uikit, "IBColor"),
        ] as [(String, IBPlatform, String)])
    func chains(element: String, platform: IBPlatform, expected: String) throws {
        let declaration = try #require(model.classDeclaration(forElement: element, platform: platform))
        #expect(model.chain(of: declaration).map(\.name).joined(separator: " ") == expected)
    }

    @Test(
        "an attribute is declared once, on the class that owns the property, and inherited",
        arguments: [
            ("segmentedControl", IBPlatform.uikit, "hidden", "UIView"),
            ("activityIndicatorView", .uikit, "userInteractionEnabled", "UIView"),
            ("stackView", .uikit, "preservesSuperviewLayoutMargins", "UIView"),
            ("tableViewCell", .uikit, "restorationIdentifier", "UIResponder"),
            ("switch", .uikit, "enabled", "UIControl"),
            ("searchField", .appkit, "customClass", "IBObject"),
            ("progressIndicator", .appkit, "userLabel", "IBObject"),
            ("textView", .uikit, "bounces", "UIScrollView"),
        ] as [(String, IBPlatform, String, String)])
    func inherited(element: String, platform: IBPlatform, attribute: String, owner: String) throws {
        let declaration = try #require(model.classDeclaration(forElement: element, platform: platform))
        #expect(model.attribute(attribute, of: declaration)?.owner == owner)
    }

    @Test("IB's own values are in their domains: infinite intrinsic sizes, enumerations by name")
    func domains() throws {
        let view = try #require(model.classDeclaration(forElement: "view", platform: .uikit))
        let width = try #require(model.attribute("placeholderIntrinsicWidth", of: view))
        #expect(width.domain.accepts("infinite") && width.domain.accepts("320") && !width.domain.accepts("wide"))
        #expect(width.designTime != nil)
        let mode = try #require(model.attribute("contentMode", of: view))
        #expect(mode.domain.rawValue(of: "scaleAspectFill") == 2 && !mode.domain.accepts("sparkle"))
        #expect(model.attribute("hidden", of: view)?.defaultValue == "NO")
    }

    @Test(
        "a number attribute accepts what Double(_:) reads as a finite value, and nothing else",
        arguments: [
            "0", "-12", "0.5", "1.", ".5", "-.5", "-", "", "1.2.3", "1e3", "-1E-2", "inf", "nan", "NaN", "-infinity", "1e999",
            "-1e309", "1e308", "0x10", " 1", "12a", "1-2", "320.00000000000006", String(repeating: "9", count: 400),
        ])
    func numbers(text: String) {
        let finite = Double(text)?.isFinite ?? false
        #expect(IBDomain.number.accepts(text) == finite, "'\(text)'")
        #expect(IBDomain.size.accepts(text) == finite, "'\(text)'")
    }

    /// (text, accepted as an integer): NSInteger properties take any finite number whose value,
    /// truncated toward zero, fits Int64 (IB writes "3"; a "3.0" is read as 3).
    static let integerCases: [(String, Bool)] = [
        ("0", true), ("-12", true), ("3.0", true), ("2.9", true), ("-2.5", true), ("1e3", true),
        ("9223372036854775807", true), ("-9223372036854775808", true), ("9223372036854775808", false),
        ("9.3e18", false), ("-9.3e18", false), ("1e30", false), ("nan", false), ("inf", false), ("x", false), ("", false),
    ]

    @Test("an integer attribute accepts a finite number within Int64's range, and nothing else", arguments: integerCases)
    func integers(text: String, accepted: Bool) {
        #expect(IBDomain.integer.accepts(text) == accepted, "'\(text)'")
        #expect((DecimalNumber.integer(text) != nil) == accepted, "'\(text)'")
    }

    @Test("the declarations are well formed: design time says why, keyed children name declared elements, no enum name twice")
    func declarations() {
        var elements = Set<String>()
        for platform in IBPlatform.allCases { elements.formUnion(model.elements(on: platform).keys) }
        for declaration in model.classes.values {
            for attribute in declaration.attributes {
                if let reason = attribute.designTime { #expect(reason.count > 8, "\(declaration.name).\(attribute.name)") }
                if case .enumeration(let cases) = attribute.domain {
                    #expect(Set(cases.map(\.name)).count == cases.count, "\(declaration.name).\(attribute.name) repeats a name")
                }
            }
            for child in declaration.keyedChildren {
                for element in child.elements where element != "nil" {
                    #expect(elements.contains(element), "\(declaration.name).\(child.key): <\(element)> has no class")
                }
            }
        }
        #expect(model.classes.count > 300)
    }

    @Test("the standard tables read eagerly without error, and each class read at its first use is the same class")
    func readAtFirstUse() throws {
        let eager = try IBClassModel(tables: IBClassModel.standardTables)
        #expect(eager.declarations.count == model.declarations.count)
        func summary(_ model: IBClassModel, _ declaration: IBClassDeclaration) -> [String] {
            let chain = model.chain(of: declaration)
            let names = chain.flatMap { $0.attributes.map(\.name) }
            let keys = chain.flatMap { $0.keyedChildren.map(\.key) }
            return [chain.map(\.qualifiedName).joined(separator: " "), declaration.required.description]
                + names.map { name in
                    let found = model.attribute(name, of: declaration)
                    return "\(name) \(found?.owner ?? "-") \(found?.defaultValue ?? "-") \(found?.designTime ?? "-")"
                }
                + keys.map { "<\($0)> \(model.keyedChild($0, of: declaration)?.elements ?? [])" }
        }
        // Read in reverse, so that subclasses are read before their superclasses.
        for (lazy, read) in zip(model.declarations, eager.declarations).reversed() {
            #expect(summary(model, lazy) == summary(eager, read), "\(lazy.qualifiedName)")
        }
    }

    @Test("the generated index (IBClassIndex+Generated.swift) is the index of the tables as they are")
    func generatedIndex() throws {
        let path = Corpus.projectRoot.appendingPathComponent("Sources/InterfaceBuilder/Classes/IBClassIndex+Generated.swift")
        let message = Golden.check(Array(try IBClassModel.generatedIndexSource().utf8), against: path)
        #expect(message == nil, "\(message ?? "")")
    }

    @Test("the generated members (IBClassMembers+Generated.swift) are the member lines of the tables as they are")
    func generatedMembers() throws {
        let path = Corpus.projectRoot.appendingPathComponent("Sources/InterfaceBuilder/Classes/IBClassMembers+Generated.swift")
        let message = Golden.check(Array(try IBClassModel.generatedMembersSource().utf8), against: path)
        #expect(message == nil, "\(message ?? "")")
        #expect(IBClassModel.generatedFilesAreCurrent, "the standard model reads its tables' lines: a generated file is stale")
    }

    @Test(
        "a table that declares something twice, names an unknown superclass or domain, is refused with its line",
        arguments: [
            ("class A\n    x bool\n    x number", "line 3"),
            ("class A : B <a>", "superclass B is not declared"),
            ("class A\n    x color", "unknown domain 'color'"),
            ("class A\n    x bool =maybe", "default 'maybe'"),
            ("class A <a>\nclass B <a>", "<a> names two classes"),
            ("    x bool", "a member line needs a class above it"),
            // `archive` lines (IBArchivedKey.swift).
            ("class A\n    x bool\n    archive K x", "A.K needs a codec"),
            ("class A\n    archive K =true flag(YES:true)", "only an attribute or keyed child has a codec"),
            ("class A\n    x bool\n    archive K x flag(YES:true) sdk:ten", "line 3: an SDK range is"),
            ("class A\n    archive K", "needs a key and a source"),
            ("class A\n    archive K =\"unterminated", "an unterminated quoted constant"),
            ("class A\n    x bool\n    archive K x flag(YES:true) flag(NO:false)", "unexpected 'flag(NO:false)'"),
        ])
    func tableErrors(table: String, expected: String) {
        #expect(throws: IBClassModel.TableError.self) { try IBClassModel(tables: [(.uikit, table)]) }
        do {
            _ = try IBClassModel(tables: [(.uikit, table)])
        } catch {
            #expect(error.description.contains(expected), "\(error)")
        }
    }

    @Test("every attribute and keyed child of the corpus documents is declared, with a domain that accepts its value", .needsCorpus)
    func corpus() throws {
        let documents = Corpus.interfaceBuilderDocuments()
        var checked = (documents: 0, attributes: 0, keyed: 0)
        var failures: [String: String] = [:]
        for url in documents {
            var diagnostics = Diagnostics()
            let bytes = try [UInt8](Data(contentsOf: url))
            // Pre-Xcode 5 archives are upgraded (CocoaTouch) or refused (AppKit): not Xcode's modern vocabulary.
            guard String(decoding: bytes.prefix(400), as: UTF8.self).contains("<document"),
                let document = IBDocument.parse(bytes, path: url.lastPathComponent, diagnostics: &diagnostics)
            else { continue }
            checked.documents += 1
            let platform = document.header("targetRuntime").flatMap(IBPlatform.init(targetRuntime:))
            var classes: [Int: IBClassDeclaration] = [:]
            for index in document.nodes.indices {
                let node = document[index]
                guard let declaration = model.classDeclaration(forElement: node.name, platform: platform) else {
                    failures["<\(node.name)>", default: Corpus.relativePath(url)] = Corpus.relativePath(url)
                    continue
                }
                classes[index] = declaration
                if let key = document.attribute("key", of: index), let parent = classes[node.parent], node.name != "variation", node.name != "mask" {
                    checked.keyed += 1
                    let child = model.keyedChild(key, of: parent)
                    if child == nil || !(node.name == "nil" || child!.elements.contains(node.name)) {
                        failures["\(parent.name) <\(node.name) key=\(key)>", default: Corpus.relativePath(url)] = Corpus.relativePath(url)
                    }
                }
                for attribute in document.attributes(of: index) where attribute.name != "key" {
                    checked.attributes += 1
                    guard let declared = model.attribute(attribute.name, of: declaration) else {
                        failures["\(declaration.name).\(attribute.name) (on <\(node.name)>)"] = Corpus.relativePath(url)
                        continue
                    }
                    if !declared.domain.accepts(attribute.value) {
                        failures["\(declared.owner).\(attribute.name) = '\(attribute.value)'"] = Corpus.relativePath(url)
                    }
                }
            }
        }
        for (failure, file) in failures.sorted(by: { $0.key < $1.key }).prefix(40) {
            Issue.record("not in the model: \(failure), e.g. in \(file)")
        }
        #expect(failures.isEmpty, "\(failures.count) declarations missing")
        #expect(checked.documents >= 1019)
        print("class model: \(checked.documents) documents, \(checked.attributes) attributes and \(checked.keyed) keyed children checked")
    }
}

@Suite("Archived keys")
struct ArchivedKeyTests {
    static let table = """
        class A <a>
            x bool =NO
            y enum one:1 two:2 =one
            archive K1 x flag(YES:true)
            archive K2 -
            archive K3 =nil sdk:13+
            archive K4 @shape
        class B : A <b>
            archive K0 <child> color
            archive super
            archive K2 y enum
            archive K5 y enum(always) sdk:10..<15
        class C : B <c>
            archive K3 =true
            archive K6 ="{-1, 2.5}"
        """

    @Test("a class's keys follow its superclass's or stand around them (super); a key declared again replaces the inherited one in place, with its range")
    func order() throws {
        let model = try IBClassModel(tables: [(.uikit, ArchivedKeyTests.table)])
        func keys(_ name: String) throws -> [String] {
            try model.archivedKeys(of: #require(model.declaration(name, on: .uikit))).map { "\($0.key):\($0.owner)" }
        }
        #expect(try keys("A") == ["K1:A", "K2:A", "K3:A", "K4:A"])
        #expect(try keys("B") == ["K0:B", "K1:A", "K2:B", "K3:A", "K4:A", "K5:B"])
        #expect(try keys("C") == ["K0:B", "K1:A", "K2:B", "K3:C", "K4:A", "K5:B", "K6:C"])
        let c = try model.archivedKeys(of: #require(model.declaration("C", on: .uikit)))
        // The replacement keeps the range it replaces.
        #expect(c[3].sdk == IBArchivedKey.SDKRange(from: .init(13), before: nil))
        #expect(c[5].sdk?.contains(.init(14, 9)) == true && c[5].sdk?.contains(.init(15)) == false)
        // Each line reads back as the table writes it.
        #expect(c.map(\.declaration) == [
            "archive K0 <child> color", "archive K1 x flag(YES:true)", "archive K2 y enum", "archive K3 =true sdk:13.0+",
            "archive K4 @shape", "archive K5 y enum(always) sdk:10.0..<15.0", #"archive K6 ="{-1, 2.5}""#,
        ])
        // A quoted constant keeps its spaces (an NSString the compiler writes as it is).
        #expect(c[6].source == .constant(#""{-1, 2.5}""#))
    }
}
