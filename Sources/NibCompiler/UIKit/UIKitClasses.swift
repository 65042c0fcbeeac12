// UIKitClasses.swift — which UIKit class each IB element becomes (the class model's class of the
// element: an element compiles because its class is declared), and Swift class-name mangling.

import InterfaceBuilder
import NibArchive

public enum UIKitClasses {
    /// Elements of UIKit classes whose objects the structure code makes, not the first pass:
    /// layout guides (a view's safe area, a storyboard controller's top and bottom guides) and a
    /// collection view cell's content view (`prepareCell`).
    static let structureElements: Set<String> = ["viewLayoutGuide", "viewControllerLayoutGuide", "collectionViewCellContentView"]

    /// The fallback classes ibtool records in a UIKit nib's class table: a class a reader may use
    /// in the named one's place [V, iOS corpus].
    public static let fallbacks: [String: [String]] = [
        "UIColor": ["NSColor"],
        "UIFont": ["NSFont"],
        "UITableViewCellContentView": ["UIView"],
        "_UILayoutGuide": ["UIView"],
        "_UILayoutSupportConstraint": ["NSLayoutConstraint"],
    ]

    /// The builder of every UIKit nib (made once: a nib is built per document and per scene).
    static let builder = ArchiveBuilder(fallbacks: fallbacks)

    /// The Swift runtime name of class `name` in `module`: `_TtC<len><module><len><name>`.
    static func mangled(_ name: String, module: String) -> String {
        "_TtC\(module.utf8.count)\(module)\(name.utf8.count)\(name)"
    }
}
