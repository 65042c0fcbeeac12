// AppKitClasses.swift — what the plans need to know of AppKit besides its classes' declarations
// (issue 32: no structure element or controller is planned yet).

enum AppKitClasses {
    static let classes = PlatformClasses(
        platform: .appkit, structureElements: [], controllerClass: nil, notControllers: [], sceneControllerElements: [])
}
