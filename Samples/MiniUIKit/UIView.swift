// UIView.swift — MiniUIKit's views: a small UIKit look-alike for Linux that decodes the real UIKit
// archive keys (`UIBounds`, `UICenter`, `UISubviews`, `UIText`, …) through NibRuntime.
//
// It shows how a UI framework plugs into NibRuntime: each class adopts `NibDecodable`, reads its
// keys in `init(coder:)`, takes back-references (`UISuperview`) with `decodeReference`, and
// implements `setValue(_:forKey:)` for its outlets, calling `super` for keys it does not know.

import Foundation
import NibRuntime

/// A rectangle on screen with subviews.
open class UIView: NibDecodable, NibActionTarget, NibAccessibilityConfigurable, CustomStringConvertible {
    public var bounds: CGRect
    public var center: CGPoint
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?
    /// The constraints this view holds (`UIViewAutolayoutConstraints`); they point back at it.
    public private(set) var constraints: [NSLayoutConstraint] = []
    public var tag: Int
    public var isHidden: Bool
    public var backgroundColor: NibObject?
    /// Set by the `layer.cornerRadius` runtime attribute.
    public var cornerRadius: Double = 0
    public var accessibilityIdentifier: String?
    /// Set by the nib's accessibility configuration (`<accessibility key="accessibilityConfiguration">`).
    public var accessibilityLabel: String?
    public var accessibilityHint: String?
    public var accessibilityTraits: UInt64 = 0
    public var isAccessibilityElement = false
    /// Set by a runtime attribute only (UIKit archives the NO case as its own key, not read here).
    public var translatesAutoresizingMaskIntoConstraints = true
    /// How many times `awakeFromNib()` ran (UIKit calls it once per object a nib creates).
    public private(set) var awakeFromNibCount = 0

    /// The class name a nib gave this view (a swapper's custom class, else the archived class).
    public let archivedClassName: String?

    public init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
        center = CGPoint(x: frame.midX, y: frame.midY)
        tag = 0
        isHidden = false
        archivedClassName = nil
    }

    public required init(coder: NibDecoder) throws {
        bounds = try coder.decodeIfPresent(CGRect.self, forKey: "UIBounds") ?? .zero
        center = try coder.decodeIfPresent(CGPoint.self, forKey: "UICenter") ?? .zero
        tag = try coder.decodeIfPresent(Int.self, forKey: "UITag") ?? 0
        isHidden = try coder.decodeIfPresent(Bool.self, forKey: "UIHidden") ?? false
        backgroundColor = try coder.decodeIfPresent(NibObject.self, forKey: "UIBackgroundColor")
        archivedClassName = coder.className
        // Subviews of classes MiniUIKit does not know decode as generic objects; only views are kept.
        for case let subview as UIView in try coder.decodeArray(of: Any.self, forKey: "UISubviews") {
            subviews.append(subview)
        }
        // A visual effect view archives its content view apart from its subviews.
        if let content = try coder.decodeIfPresent(UIView.self, forKey: "UIVisualEffectViewContentView") {
            subviews.insert(content, at: 0)
        }
        constraints = try coder.decodeArray(of: NSLayoutConstraint.self, forKey: "UIViewAutolayoutConstraints")
        // UIKit nibs do not archive the superview: like UIKit's initWithCoder, the view adopts its subviews.
        for subview in subviews { subview.superview = self }
    }

    /// The rectangle in the superview's coordinates (UIKit derives it from bounds and center).
    public var frame: CGRect {
        get { CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height) }
        set {
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    public func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// The first view in this subtree whose tag is `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews { if let found = subview.viewWithTag(tag) { return found } }
        return nil
    }

    open func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "layer.cornerRadius": cornerRadius = (value as? Double) ?? Double(value as? Int ?? 0)
        case "accessibilityIdentifier": accessibilityIdentifier = value as? String
        case "translatesAutoresizingMaskIntoConstraints":
            translatesAutoresizingMaskIntoConstraints = (value as? Bool) ?? ((value as? Int).map { $0 != 0 } ?? true)
        default: throw NibLoadError.undefinedKey(self, key)
        }
    }

    /// UIKit's accessibility properties from the nib's configuration of this view.
    open func applyAccessibility(_ accessibility: NibAccessibility) throws {
        if let label = accessibility.label { accessibilityLabel = label }
        if let hint = accessibility.hint { accessibilityHint = hint }
        if let identifier = accessibility.identifier { accessibilityIdentifier = identifier }
        if let traits = accessibility.traits { accessibilityTraits = traits }
        if let isElement = accessibility.isElement { isAccessibilityElement = isElement }
    }

    open func addAction(_ action: NibAction) throws {
        throw NibLoadError(.notAnActionSource(className: "\(type(of: self))", selector: action.selector))
    }

    open func awakeAfter(using coder: NibDecoder) throws -> AnyObject { self }

    open func awakeFromNib() { awakeFromNibCount += 1 }

    /// Actions sent to the view by selector name (a view can be File's Owner); none by default.
    open func performAction(_ selector: String, sender: Any?) throws -> Bool { false }

    /// What the hierarchy printout shows after the frame: a label's text, a button's title.
    open var contentDescription: String? { nil }

    public var description: String {
        let name = archivedClassName.map { $0 == "\(type(of: self))" ? $0 : "\(type(of: self)) (\($0))" } ?? "\(type(of: self))"
        return "\(name) \(UIView.format(frame))" + (contentDescription.map { " \($0)" } ?? "")
    }

    /// The subtree as indented lines: class, frame, text.
    public func hierarchyDescription(indent: String = "") -> String {
        ([indent + description] + subviews.map { $0.hierarchyDescription(indent: indent + "  ") }).joined(separator: "\n")
    }

    static func format(_ rect: CGRect) -> String {
        func number(_ value: CGFloat) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
        }
        return "(\(number(rect.minX)), \(number(rect.minY)), \(number(rect.width)), \(number(rect.height)))"
    }
}

/// A layout constraint. Its items are usually the view that holds it, which is still being
/// decoded when the constraint is: they are read with `decodeReference`, and arrive once it is done.
public final class NSLayoutConstraint: NibDecodable {
    public private(set) weak var firstItem: AnyObject?
    public private(set) weak var secondItem: AnyObject?
    public let firstAttribute: Int
    public let secondAttribute: Int
    public let relation: Int
    public let multiplier: Double
    public let constant: Double

    public init(coder: NibDecoder) throws {
        firstAttribute = try coder.decodeIfPresent(Int.self, forKey: "NSFirstAttribute") ?? 0
        secondAttribute = try coder.decodeIfPresent(Int.self, forKey: "NSSecondAttribute") ?? 0
        relation = try coder.decodeIfPresent(Int.self, forKey: "NSRelation") ?? 0
        multiplier = try coder.decodeIfPresent(Double.self, forKey: "NSMultiplier") ?? 1
        constant = try coder.decodeIfPresent(Double.self, forKey: "NSConstant") ?? 0
        try coder.decodeReference(AnyObject.self, forKey: "NSFirstItem") { [unowned self] in self.firstItem = $0 }
        try coder.decodeReference(AnyObject.self, forKey: "NSSecondItem") { [unowned self] in self.secondItem = $0 }
    }
}

/// A view showing text.
open class UILabel: UIView {
    public var text: String?
    public var numberOfLines: Int
    public var textAlignment: Int

    public override init(frame: CGRect) {
        numberOfLines = 1
        textAlignment = 0
        super.init(frame: frame)
    }

    public required init(coder: NibDecoder) throws {
        text = try coder.decodeIfPresent(String.self, forKey: "UIText")
        numberOfLines = try coder.decodeIfPresent(Int.self, forKey: "UINumberOfLines") ?? 1
        textAlignment = try coder.decodeIfPresent(Int.self, forKey: "UITextAlignment") ?? 0
        try super.init(coder: coder)
    }

    open override var contentDescription: String? { text.map { "\"\($0)\"" } }
}

/// A view showing a named image (`UIImageNibPlaceholder`'s `UIResourceName`).
open class UIImageView: UIView {
    public var imageName: String?

    public required init(coder: NibDecoder) throws {
        imageName = try coder.decodeIfPresent(NibObject.self, forKey: "UIImage")?.object(forKey: "UIResourceName") as? String
        try super.init(coder: coder)
    }

    open override var contentDescription: String? { imageName.map { "image \"\($0)\"" } }
}

/// UIControlEvents bits used by the samples.
public enum UIControlEvents {
    public static let touchUpInside: UInt64 = 1 << 6
    public static let valueChanged: UInt64 = 1 << 12
    public static let editingChanged: UInt64 = 1 << 17
}

/// A view that sends actions to targets.
open class UIControl: UIView {
    public private(set) var actions: [NibAction] = []
    public var isEnabled: Bool

    public required init(coder: NibDecoder) throws {
        isEnabled = !(try coder.decodeIfPresent(Bool.self, forKey: "UIDisabled") ?? false)
        try super.init(coder: coder)
    }

    open override func addAction(_ action: NibAction) throws {
        actions.append(action)
    }

    /// Sends the actions registered for any of `events` to their targets, as a tap would; returns
    /// the selectors sent. A target that is nil (the first responder) gets nothing here.
    @discardableResult
    public func sendActions(for events: UInt64) throws -> [String] {
        var sent: [String] = []
        for action in actions where (action.eventMask ?? events) & events != 0 {
            if let target = action.target as? any NibActionTarget, try target.performAction(action.selector, sender: self) {
                sent.append(action.selector)
            }
        }
        return sent
    }
}

/// A button; its title is the normal state's (`UIButtonStatefulContent[0].UITitle`).
open class UIButton: UIControl {
    public var title: String?

    public required init(coder: NibDecoder) throws {
        let states = try coder.decodeIfPresent([AnyHashable: Any].self, forKey: "UIButtonStatefulContent") ?? [:]
        title = (states[AnyHashable(0)] as? NibObject)?.object(forKey: "UITitle") as? String
        try super.init(coder: coder)
    }

    open override var contentDescription: String? { title.map { "title \"\($0)\"" } }
}

/// A one-line editable text.
open class UITextField: UIControl {
    public var text: String?
    public var placeholder: String?

    public required init(coder: NibDecoder) throws {
        text = try coder.decodeIfPresent(String.self, forKey: "UIText")
        placeholder = try coder.decodeIfPresent(String.self, forKey: "UIPlaceholder")
        try super.init(coder: coder)
    }

    /// The `delegate` outlet (weak, as UIKit's).
    public private(set) weak var delegate: AnyObject?

    open override func setValue(_ value: Any?, forKey key: String) throws {
        guard key == "delegate" else { return try super.setValue(value, forKey: key) }
        delegate = value as AnyObject?
    }

    open override var contentDescription: String? {
        text.map { "\"\($0)\"" } ?? placeholder.map { "placeholder \"\($0)\"" }
    }
}

/// A view with a delegate and a data source (UIKit's scroll, table, collection, picker, text, web
/// and map views), otherwise a plain view: the two outlets are kept (weak, as UIKit's).
public final class DelegatingView: UIView {
    public private(set) weak var delegate: AnyObject?
    public private(set) weak var dataSource: AnyObject?

    public override func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "delegate": delegate = value as AnyObject?
        case "dataSource": dataSource = value as AnyObject?
        default: try super.setValue(value, forKey: key)
        }
    }
}
