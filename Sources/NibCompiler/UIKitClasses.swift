// UIKitClasses.swift — which UIKit class each IB element becomes (the class model's class of the
// element: an element compiles because its class is declared), and Swift class-name mangling.

import InterfaceBuilder

enum UIKitClasses {
    /// Elements of UIKit classes whose objects the structure code makes, not the first pass:
    /// layout guides (a view's safe area, a storyboard controller's top and bottom guides) and a
    /// collection view cell's content view (`prepareCell`).
    static let structureElements: Set<String> = ["viewLayoutGuide", "viewControllerLayoutGuide", "collectionViewCellContentView"]

    /// Element name → UIKit class, for the elements that lower to objects: every element of an
    /// object class of the model's UIKit table (`IBClasses+UIKit.swift`), or of the shared table
    /// with keys of its own (NSLayoutConstraint), but the structure's.
    static let byElement: [String: String] = {
        let model = IBClassModel.standard
        var classes: [String: String] = [:]
        for declaration in model.declarations where declaration.role == .object {
            guard declaration.platform == .uikit || (declaration.platform == .document && !declaration.archivedKeys.isEmpty) else { continue }
            for element in declaration.elements where !structureElements.contains(element) {
                // The element's class in a UIKit document (a UIKit class before a shared one).
                if model.classDeclaration(forElement: element, platform: .uikit) === declaration { classes[element] = declaration.name }
            }
        }
        return classes
    }()

    /// The element names of view controllers: classes of the model that are UIViewControllers
    /// (their UIKit classes name their scene nibs), but storyboard references, which stand for a
    /// controller of another storyboard (ContainerControllers.swift).
    static let controllerElements: Set<String> = {
        let model = IBClassModel.standard
        return Set(
            byElement.keys.filter { element in
                guard let declaration = model.classDeclaration(forElement: element, platform: .uikit) else { return false }
                return declaration.name != "UIViewControllerPlaceholder" && model.chain(of: declaration).contains { $0.name == "UIViewController" }
            })
    }()

    /// The Swift runtime name of class `name` in `module`: `_TtC<len><module><len><name>`.
    static func mangled(_ name: String, module: String) -> String {
        "_TtC\(module.utf8.count)\(module)\(name.utf8.count)\(name)"
    }
}
