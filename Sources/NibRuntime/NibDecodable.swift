// NibDecodable.swift — what a class implements to be created from a nib, and to be connected.
//
// `NibDecodable.init(coder:)` is this library's `initWithCoder:`. Connections and runtime attributes
// go through `NibConnectable` (Linux has no key-value coding): `setValue(_:forKey:)` is an outlet
// setter, `addAction(_:)` takes a control's or gesture recognizer's target–action pair. The owner
// passed to `Nib.instantiate` adopts `NibConnectable` only, since the nib does not create it.
//
// The protocol extensions give the defaults UIKit has: an unknown key is an error naming the class,
// `awakeFromNib()` does nothing, `awakeAfter(using:)` keeps the object. A class hierarchy should
// implement them in its base class (as `open` methods) so that subclasses can override them.

/// An object outlets, runtime attributes and actions can be connected to.
public protocol NibConnectable: AnyObject {
    /// Sets an outlet, outlet collection (an array) or user-defined runtime attribute.
    /// Throw `NibLoadError.undefinedKey(self, key)` for a key the class does not have (the default).
    func setValue(_ value: Any?, forKey key: String) throws
    /// Takes an action connection whose source is this object (a control, gesture recognizer or bar
    /// button item). The default throws: ordinary objects do not take actions.
    func addAction(_ action: NibAction) throws
}

extension NibConnectable {
    public func setValue(_ value: Any?, forKey key: String) throws {
        throw NibLoadError.undefinedKey(self, key)
    }

    public func addAction(_ action: NibAction) throws {
        throw NibLoadError(.notAnActionSource(className: "\(type(of: self))", selector: action.selector))
    }
}

/// A class a nib can create: the `initWithCoder:` / `awakeAfterUsingCoder:` / `awakeFromNib` trio.
public protocol NibDecodable: NibConnectable, SendableMetatype {
    /// Creates the object from its archived values. Read back-references (superview, the first item
    /// of a constraint, a parent controller) with `coder.decodeReference(_:forKey:assign:)`: they
    /// may point at an object whose `init(coder:)` has not returned yet.
    init(coder: NibDecoder) throws
    /// Called right after `init(coder:)`; the object returned replaces this one everywhere in the
    /// nib (how a placeholder view loads its own nib). The default returns `self`.
    func awakeAfter(using coder: NibDecoder) throws -> AnyObject
    /// Called once on every object the nib created, after all outlets, actions and runtime
    /// attributes are set; never on the owner or other external objects.
    func awakeFromNib()
}

extension NibDecodable {
    public func awakeAfter(using coder: NibDecoder) throws -> AnyObject { self }
    public func awakeFromNib() {}
}

/// An action connection: UIKit's `addTarget:action:forControlEvents:`.
public struct NibAction: CustomStringConvertible {
    /// The object that receives the action; nil for the first responder (sent along the responder
    /// chain) and for File's Owner when the nib was instantiated without an owner.
    public var target: AnyObject?
    /// The selector's name, e.g. `"signIn:"`.
    public var selector: String
    /// The control events (UIControlEvents bits: 1 << 6 touch up inside, 1 << 12 value changed…);
    /// nil for gesture recognizers and bar button items, which have no events.
    public var eventMask: UInt64?

    public init(target: AnyObject?, selector: String, eventMask: UInt64?) {
        self.target = target
        self.selector = selector
        self.eventMask = eventMask
    }

    public var description: String {
        let target = target.map { "\(type(of: $0))" } ?? "first responder"
        return "\(selector) → \(target)" + (eventMask.map { " events 0x\(String($0, radix: 16))" } ?? "")
    }
}

/// An object that can receive actions by selector name (Linux has no `objc_msgSend`): controls
/// send their actions to targets that adopt it. Storyboard segue templates do (`perform:`).
public protocol NibActionTarget: AnyObject {
    /// Performs the action named `selector` (e.g. `"signIn:"`); returns false if there is none.
    func performAction(_ selector: String, sender: Any?) throws -> Bool
}

/// Stands for a proxy with nothing behind it: the first responder, or File's Owner when the nib is
/// instantiated without an owner. Outlets from or to it are skipped (messages to nil in UIKit).
public final class NibPlaceholder: CustomStringConvertible {
    /// `IBFirstResponder`, `IBFilesOwner`, …
    public let identifier: String

    init(identifier: String) { self.identifier = identifier }

    public var description: String { "<placeholder \(identifier)>" }
}

extension NibLoadError {
    /// The error for an outlet or attribute `key` that `object`'s class does not have.
    public static func undefinedKey(_ object: AnyObject, _ key: String) -> NibLoadError {
        let name = (object as? NibObject)?.className ?? "\(type(of: object))"
        return NibLoadError(.undefinedKey(className: name, key: key))
    }
}

/// An object that takes the accessibility a nib configures for it (`UINibAccessibilityConfigurationsKey`:
/// one `UIRuntimeAccessibilityConfiguration` per configured object), after its connections are made.
public protocol NibAccessibilityConfigurable: AnyObject {
    func applyAccessibility(_ accessibility: NibAccessibility) throws
}

/// What an accessibility configuration sets: each member nil when the nib leaves it as it is.
public struct NibAccessibility: Hashable, Sendable {
    public var label: String?
    public var hint: String?
    public var identifier: String?
    /// `UIAccessibilityTraits` bits.
    public var traits: UInt64?
    public var isElement: Bool?

    public init(label: String? = nil, hint: String? = nil, identifier: String? = nil, traits: UInt64? = nil, isElement: Bool? = nil) {
        (self.label, self.hint, self.identifier, self.traits, self.isElement) = (label, hint, identifier, traits, isElement)
    }

    /// The members of a decoded `UIRuntimeAccessibilityConfiguration`.
    init(_ configuration: NibObject) {
        func number(_ key: String) -> Int? {
            switch configuration.object(forKey: key) {
            case let number as Int: number
            case let flag as Bool: flag ? 1 : 0
            default: nil
            }
        }
        label = configuration.object(forKey: "UIAccessibilityLabel") as? String
        hint = configuration.object(forKey: "UIAccessibilityHint") as? String
        identifier = configuration.object(forKey: "UIAccessibilityIdentifier") as? String
        traits = number("UIAccessibilityTraits").map { UInt64(truncatingIfNeeded: $0) }
        isElement = number("UIIsAccessibilityElement").map { $0 != 0 }
    }
}
