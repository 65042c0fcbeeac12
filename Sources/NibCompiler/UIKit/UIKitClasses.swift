// UIKitClasses.swift — what the plans need to know of UIKit besides its classes' declarations: the
// elements whose objects the structure code makes, and which classes are view controllers (every
// other element compiles because its class is declared).

enum UIKitClasses {
    static let classes = PlatformClasses(
        platform: .uikit,
        // Layout guides (a view's safe area, a storyboard controller's top and bottom guides) and a
        // collection view cell's content view (`prepareCell`).
        structureElements: ["viewLayoutGuide", "viewControllerLayoutGuide", "collectionViewCellContentView"],
        controllerClass: "UIViewController", notControllers: ["UIViewControllerPlaceholder"],
        sceneControllerElements: ["viewControllerPlaceholder"])
}
