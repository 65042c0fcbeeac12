// SampleClasses.swift — the app classes the sample documents name as custom classes (module
// RuntimeSamples): File's Owners, custom views and controllers, each with its outlets and actions.

import Foundation
import MiniUIKit
import NibRuntime

/// Sample 1: a controller whose xib has it as File's Owner.
final class ProfileViewController: UIViewController {
    var titleLabel: UILabel?
    var subtitleLabel: UILabel?
    var followers = 0

    override func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "titleLabel": titleLabel = value as? UILabel
        case "subtitleLabel": subtitleLabel = value as? UILabel
        default: try super.setValue(value, forKey: key)
        }
    }

    override func performAction(_ selector: String, sender: Any?) throws -> Bool {
        guard selector == "follow:" else { return try super.performAction(selector, sender: sender) }
        followers += 1
        return true
    }
}

/// Sample 2: the custom class of a xib's root view.
final class BadgeView: UIView {
    var iconView: UIImageView?
    var countLabel: UILabel?
    private(set) var outletsWereSetBeforeAwake = false

    override func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "iconView": iconView = value as? UIImageView
        case "countLabel": countLabel = value as? UILabel
        default: try super.setValue(value, forKey: key)
        }
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        outletsWereSetBeforeAwake = iconView != nil && countLabel != nil
        countLabel?.text = (countLabel?.text ?? "") + " new"
    }
}

/// Sample 3: a view made in code that loads its content from a xib, with itself as owner.
final class RatingControl: UIView {
    var contentView: UIView?
    var starsLabel: UILabel?
    private(set) var rating = 0

    init(frame: CGRect, bundle: NibBundle) throws {
        super.init(frame: frame)
        _ = try bundle.nib(named: "RatingControl").instantiate(withOwner: self)
        if let contentView { addSubview(contentView) }
    }

    required init(coder: NibDecoder) throws {
        try super.init(coder: coder)
    }

    override func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "contentView": contentView = value as? UIView
        case "starsLabel": starsLabel = value as? UILabel
        default: try super.setValue(value, forKey: key)
        }
    }

    override func performAction(_ selector: String, sender: Any?) throws -> Bool {
        guard selector == "rateUp:" else { return false }
        rating = min(rating + 1, 5)
        starsLabel?.text = String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating)
        return true
    }
}

/// Sample 4: used as a placeholder inside other xibs; when decoded without subviews it loads
/// AvatarView.xib and replaces itself with that xib's root view (`awakeAfter(using:)`).
final class AvatarView: UIView {
    var initialsLabel: UILabel?
    var isLoadedFromOwnNib: Bool { !subviews.isEmpty }

    override func awakeAfter(using coder: NibDecoder) throws -> AnyObject {
        guard subviews.isEmpty else { return self }
        guard let loaded = try Samples.bundle().nib(named: "AvatarView").instantiate().first as? AvatarView else {
            throw coder.error(.malformedObject("AvatarView.xib's first object is not an AvatarView"))
        }
        loaded.frame = frame
        return loaded
    }

    override func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "initialsLabel": initialsLabel = value as? UILabel
        default: try super.setValue(value, forKey: key)
        }
    }
}

/// Sample 5: the storyboard's first screen.
final class InboxViewController: UIViewController {
    var summaryLabel: UILabel?
    private(set) var preparedSegues: [String] = []

    override func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "summaryLabel": summaryLabel = value as? UILabel
        default: try super.setValue(value, forKey: key)
        }
    }

    override func prepare(for segue: StoryboardSegue, sender: Any?) {
        preparedSegues.append(segue.identifier ?? "?")
        (segue.destination as? MessageViewController)?.message = "Hello from the inbox (\(summaryLabel?.text ?? "?"))"
    }
}

/// Sample 5: the segue's destination.
final class MessageViewController: UIViewController {
    var messageLabel: UILabel?
    var message: String?

    override func setValue(_ value: Any?, forKey key: String) throws {
        switch key {
        case "messageLabel": messageLabel = value as? UILabel
        default: try super.setValue(value, forKey: key)
        }
    }

    override func viewDidLoad() throws {
        try super.viewDidLoad()
        if let message { messageLabel?.text = message }
    }
}
