// RecipeTests.swift — the archive recipes (Sources/NibCompiler/Recipes.swift) against the class
// model: every attribute a recipe reads is declared on the recipe's class chain, a flag's value is
// in its domain, an enumeration has UIKit's raw values (and its default one), every keyed child is
// declared, and no key is written twice by one class chain.

import InterfaceBuilder
@testable import NibCompiler
import Testing

@Suite("Archive recipes")
struct RecipeTests {
    @Test("each recipe reads what the class model declares, with the values its codec needs", arguments: Array(UIKitRecipes.byClass.keys).sorted())
    func declared(className: String) throws {
        let model = IBClassModel.standard
        let declaration = try #require(
            model.classes["uikit:" + className] ?? model.classes["document:" + className], "\(className) is not in the class model")
        for recipe in try #require(UIKitRecipes.byClass[className]) {
            switch recipe.source {
            case .attribute(let name):
                let attribute = try #require(model.attribute(name, of: declaration), "\(className).\(name) is not declared")
                // A key written whatever the document says needs the value IB's silence means.
                switch recipe.codec {
                case .enumeration(always: true), .double(always: true), .boolean, .alwaysFloat:
                    #expect(attribute.defaultValue != nil, "\(className).\(name) is always written: it needs a default")
                default: break
                }
                switch recipe.codec {
                case .flag(let when, _):
                    #expect(attribute.domain == .bool && attribute.domain.accepts(when), "\(className).\(name)")
                    #expect(attribute.defaultValue != nil, "\(className).\(name) needs the default IB's silence means")
                case .enumeration, .writtenEnumeration:
                    guard case .enumeration(let cases) = attribute.domain else {
                        Issue.record("\(className).\(name) is not an enumeration")
                        continue
                    }
                    #expect(cases.contains { $0.value != nil }, "\(className).\(name) has no raw values")
                    if let value = attribute.defaultValue { #expect(attribute.domain.rawValue(of: value) != nil, "\(className).\(name)") }
                case .integer, .float, .double, .alwaysFloat:
                    #expect(attribute.domain == .number, "\(className).\(name)")
                case .localizable, .image, .string:
                    #expect(attribute.domain == .text, "\(className).\(name)")
                case .boolean:
                    #expect(attribute.domain == .bool && attribute.defaultValue != nil, "\(className).\(name)")
                case .color, .insets, .hooked:
                    Issue.record("\(className).\(recipe.key): an attribute needs a value codec")
                }
            case .child(let key):
                #expect(model.keyedChild(key, of: declaration) != nil, "\(className) <… key=\"\(key)\"> is not declared")
            case .constant, .hook:
                break
            }
        }
    }

    @Test("a class chain writes each key once, superclass first")
    func keysOnce() {
        for subclass in [UIKitRecipes.label, UIKitRecipes.scrollView, UIKitRecipes.stackView, UIKitRecipes.control + UIKitRecipes.textField] {
            let keys = (UIKitRecipes.view + subclass).map(\.key)
            #expect(Set(keys).count == keys.count)
        }
        #expect(UIKitRecipes.view.first?.key == "UIBounds" && UIKitRecipes.view.last?.key == "UIViewSemanticContentAttribute")
    }
}
