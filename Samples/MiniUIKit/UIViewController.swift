// UIViewController.swift — MiniUIKit's controllers: a view loaded lazily from a nib, storyboard
// segues, and a navigation stack.
//
// A controller made in code loads `nibName` from its `NibBundle` with itself as File's Owner (the
// nib's `view` outlet sets the view). A controller from a storyboard gets `UINibName` and the
// external-objects table from its archive and its `storyboard` outlet from the scene nib, and loads
// its view nib from there. The table holds the controller itself, which is still being decoded,
// so it is read with `decodeReference`.

import Foundation
import NibArchive
import NibRuntime

/// Compiled nibs by name, with the classes to instantiate them with (UIKit's `Bundle` + `UINib`).
public struct NibBundle: Sendable {
    public var nibs: [String: NibArchive]
    public var registry: ClassRegistry

    public init(nibs: [String: NibArchive], registry: ClassRegistry) {
        self.nibs = nibs
        self.registry = registry
    }

    /// The nib named `name`.
    public func nib(named name: String) throws -> Nib {
        guard let archive = nibs[name] else { throw NibLoadError(.storyboard("the bundle has no nib named '\(name)'")) }
        return try Nib(archive: archive, registry: registry, file: name + ".nib")
    }
}

/// A screen: a view, loaded on first access, and the segues that leave it.
open class UIViewController: NibDecodable, NibActionTarget, StoryboardSegueHandling {
    public let nibName: String?
    public let bundle: NibBundle?
    public private(set) var storyboard: NibStoryboard?
    public private(set) var storyboardIdentifier: String?
    public var title: String?
    public private(set) weak var parent: UIViewController?
    public internal(set) var children: [UIViewController] = []
    /// The controller this one presented modally.
    public private(set) var presentedViewController: UIViewController?
    public private(set) var awakeFromNibCount = 0
    public private(set) var viewLoadCount = 0
    private var externalObjects: [String: AnyObject] = [:]
    private var loadedView: UIView?

    /// A controller whose view is the nib `nibName` in `bundle` (nil: an empty view).
    public init(nibName: String?, bundle: NibBundle?) {
        self.nibName = nibName
        self.bundle = bundle
    }

    public required init(coder: NibDecoder) throws {
        nibName = try coder.decodeIfPresent(String.self, forKey: "UINibName")
        bundle = nil
        storyboardIdentifier = try coder.decodeIfPresent(String.self, forKey: "UIStoryboardIdentifier")
        title = try coder.decodeIfPresent(NibObject.self, forKey: "UINavigationItem")?.object(forKey: "UITitle") as? String
        children = try coder.decodeArray(of: Any.self, forKey: "UIChildViewControllers").compactMap { $0 as? UIViewController }
        // Both refer back to this controller or its parent, which are still being decoded.
        try coder.decodeReference(UIViewController.self, forKey: "UIParentViewController") { [unowned self] in self.parent = $0 }
        try coder.decodeReference([AnyHashable: Any].self, forKey: "UIExternalObjectsTableForViewLoading") { [unowned self] table in
            for case (let key as String, let value) in table { self.externalObjects[key] = value as AnyObject }
        }
    }

    /// The view, loaded from the nib on first access.
    public var view: UIView {
        get throws {
            if loadedView == nil { try loadView() }
            return loadedView!
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view from the storyboard or the bundle, then calls `viewDidLoad()`.
    open func loadView() throws {
        viewLoadCount += 1
        if let nibName, let storyboard {
            _ = try storyboard.loadView(nibNamed: nibName, owner: self, externalObjects: externalObjects)
        } else if let nibName, let bundle {
            _ = try bundle.nib(named: nibName).instantiate(withOwner: self)
        }
        if loadedView == nil { loadedView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }
        try viewDidLoad()
    }

    open func viewDidLoad() throws {}

    open func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "view": loadedView = value as? UIView
        case "storyboard": storyboard = value as? NibStoryboard
        default: throw NibLoadError.undefinedKey(self, key)
        }
    }

    open func awakeAfter(using coder: NibDecoder) throws -> AnyObject { self }

    open func awakeFromNib() { awakeFromNibCount += 1 }

    /// Actions sent to the controller by selector name; subclasses handle theirs and call super.
    open func performAction(_ selector: String, sender: Any?) throws -> Bool { false }

    // MARK: - Segues

    public func performSegue(withIdentifier identifier: String, sender: Any?) throws {
        guard let storyboard else { throw NibLoadError(.storyboard("\(type(of: self)) is not from a storyboard")) }
        try storyboard.performSegue(withIdentifier: identifier, from: self, sender: sender)
    }

    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Show segues push onto the navigation controller; the others present.
    open func perform(_ segue: StoryboardSegue) throws {
        guard let destination = segue.destination as? UIViewController else { return }
        if segue.actionName == "showViewController:sender:" || segue.kind == "UIStoryboardPushSegueTemplate",
            let navigationController
        {
            navigationController.pushViewController(destination)
        } else {
            presentedViewController = destination
        }
    }

    /// The nearest navigation controller above this controller.
    public var navigationController: UINavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? UINavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    func adopt(_ child: UIViewController) {
        child.parent = self
        children.append(child)
    }
}

/// A stack of controllers; the top one is shown.
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []

    public required init(coder: NibDecoder) throws {
        try super.init(coder: coder)
        viewControllers = try coder.decodeArray(of: Any.self, forKey: "UIViewControllers").compactMap { $0 as? UIViewController }
    }

    public var topViewController: UIViewController? { viewControllers.last }

    public func pushViewController(_ controller: UIViewController) {
        adopt(controller)
        viewControllers.append(controller)
    }
}

/// The classes MiniUIKit decodes, under the UIKit names nibs use.
public enum MiniUIKit {
    /// View classes MiniUIKit has no class for; they decode as plain `UIView`s (frame and subviews).
    public static let plainViewClasses = [
        "UIStackView", "UITableViewCell", "UITableViewCellContentView",
        "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
        "UIVisualEffectView", "UIActivityIndicatorView", "UIProgressView", "UINavigationBar",
        "UIToolbar", "UITabBar", "UIWindow", "UIInputView", "_UIVisualEffectContentView",
    ]

    /// UIControl's subclasses MiniUIKit has no class for; they decode as plain `UIControl`s, which
    /// send actions (a date picker's or switch's value-changed action).
    public static let plainControlClasses = [
        "UISwitch", "UISegmentedControl", "UISlider", "UIStepper", "UIPageControl", "UIDatePicker", "UIRefreshControl",
    ]

    /// View classes whose `delegate` and `dataSource` outlets MiniUIKit keeps (`DelegatingView`).
    public static let delegatingViewClasses = [
        "UIScrollView", "UITableView", "UICollectionView", "UIPickerView", "UITextView", "UISearchBar", "UIWebView",
        "WKWebView", "MKMapView",
    ]

    /// A registry with every MiniUIKit class.
    public static var registry: ClassRegistry {
        var registry = ClassRegistry([
            UIView.self, UILabel.self, UIImageView.self, UIControl.self, UIButton.self, UITextField.self,
            UIViewController.self, UINavigationController.self, NSLayoutConstraint.self,
        ])
        for name in plainViewClasses { registry.register(UIView.self, as: name) }
        for name in plainControlClasses { registry.register(UIControl.self, as: name) }
        for name in delegatingViewClasses { registry.register(DelegatingView.self, as: name) }
        return registry
    }
}
