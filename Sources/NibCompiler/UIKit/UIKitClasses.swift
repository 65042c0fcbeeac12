// UIKitClasses.swift — the UIKit elements whose objects the structure code makes rather than the
// class model's plans (every other element compiles because its class is declared).

enum UIKitClasses {
    /// Elements of UIKit classes whose objects the structure code makes, not the first pass:
    /// layout guides (a view's safe area, a storyboard controller's top and bottom guides) and a
    /// collection view cell's content view (`prepareCell`).
    static let structureElements: Set<String> = ["viewLayoutGuide", "viewControllerLayoutGuide", "collectionViewCellContentView"]
}
