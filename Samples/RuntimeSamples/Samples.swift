// Samples.swift — five ways iOS apps use nibs, replayed on Linux with MiniUIKit and NibRuntime.
// Each sample returns what it printed; `nibc-samples` prints it and RuntimeSampleTests checks it.
//
// 1. ownerOutlets: a view controller loads its xib with itself as File's Owner.
// 2. customRootView: a xib whose root view has a custom class, loaded with no owner.
// 3. ownerLoadsView: a view made in code loads a xib with itself as owner and adds the loaded view.
// 4. nestedXibs: a view inside a xib replaces itself with the view of its own xib when decoded.
// 5. storyboardSegue: a storyboard's navigation controller, a button's segue, the destination's outlets.
// 6. liveReload: a xib loaded straight from its source, reloaded as it is edited (NibDocuments).

import Foundation
import MiniUIKit
import NibDocuments
import NibRuntime

public enum Samples {
    /// The samples, by name, in order.
    public static let all: [(name: String, summary: String, run: @Sendable () throws -> String)] = [
        ("owner-outlets", "a view controller loads its xib as File's Owner", ownerOutlets),
        ("custom-root-view", "a custom view class on a xib's root view, loaded with no owner", customRootView),
        ("owner-loads-view", "a view loads a xib with itself as owner and adds the loaded view", ownerLoadsView),
        ("nested-xibs", "a placeholder view in one xib loads its own xib when decoded", nestedXibs),
        ("storyboard-segue", "a storyboard: navigation controller, a button's segue, the destination's outlets", storyboardSegue),
        ("live-reload", "a xib loaded from its source, reloaded each time it is edited", liveReload),
    ]

    /// MiniUIKit's classes and the samples' own.
    public static var registry: ClassRegistry {
        var registry = MiniUIKit.registry
        for type: any NibDecodable.Type in [
            ProfileViewController.self, BadgeView.self, RatingControl.self, AvatarView.self, InboxViewController.self,
            MessageViewController.self,
        ] {
            registry.register(type)
        }
        return registry
    }

    /// The sample xibs, compiled once.
    static let compiledBundle: Result<NibBundle, any Error> = Result { try SampleDocuments.bundle() }

    static func bundle() throws -> NibBundle { try compiledBundle.get() }

    // MARK: 1

    public static func ownerOutlets() throws -> String {
        var lines: [String] = []
        let controller = ProfileViewController(nibName: "ProfileViewController", bundle: try bundle())
        lines.append("before: view loaded \(controller.isViewLoaded)")
        let view = try controller.view
        lines.append("view loaded from ProfileViewController.xib, File's Owner = \(type(of: controller)):")
        lines.append(view.hierarchyDescription(indent: "  "))
        lines.append("titleLabel: \(controller.titleLabel?.text ?? "nil"), subtitleLabel: \(controller.subtitleLabel?.text ?? "nil")")
        let follow = view.subviews.compactMap { $0 as? UIButton }.first
        let sent = try follow?.sendActions(for: UIControlEvents.touchUpInside) ?? []
        lines.append("tap \"\(follow?.title ?? "?")\": sent \(sent) → followers \(controller.followers)")
        lines.append("awakeFromNib on the owner: \(controller.awakeFromNibCount), on the labels: \(view.subviews.map(\.awakeFromNibCount))")
        return lines.joined(separator: "\n")
    }

    // MARK: 2

    public static func customRootView() throws -> String {
        var lines: [String] = []
        let objects = try bundle().nib(named: "BadgeView").instantiate()
        guard let badge = objects.first as? BadgeView else { throw SampleDocuments.SampleError("the first top-level object is not a BadgeView") }
        lines.append("top-level objects: \(objects.count), the first: \(type(of: badge))")
        lines.append(badge.hierarchyDescription(indent: "  "))
        lines.append("outlets: iconView → \(badge.iconView?.imageName ?? "nil"), countLabel → \(badge.countLabel?.text ?? "nil")")
        lines.append("awakeFromNib: \(badge.awakeFromNibCount) (it saw both outlets set: \(badge.outletsWereSetBeforeAwake))")
        return lines.joined(separator: "\n")
    }

    // MARK: 3

    public static func ownerLoadsView() throws -> String {
        var lines: [String] = []
        let rating = try RatingControl(frame: CGRect(x: 20, y: 300, width: 200, height: 44), bundle: bundle())
        lines.append("RatingControl(frame:) loaded RatingControl.xib with itself as owner:")
        lines.append(rating.hierarchyDescription(indent: "  "))
        let plus = rating.contentView?.subviews.compactMap { $0 as? UIButton }.first
        try plus?.sendActions(for: UIControlEvents.touchUpInside)
        try plus?.sendActions(for: UIControlEvents.touchUpInside)
        lines.append("tap \"+\" twice: rating \(rating.rating), stars \(rating.starsLabel?.text ?? "nil")")
        lines.append("awakeFromNib on the owner: \(rating.awakeFromNibCount), on the loaded view: \(rating.contentView?.awakeFromNibCount ?? -1)")
        return lines.joined(separator: "\n")
    }

    // MARK: 4

    public static func nestedXibs() throws -> String {
        var lines: [String] = []
        let objects = try bundle().nib(named: "CardView").instantiate()
        guard let card = objects.first as? UIView else { throw SampleDocuments.SampleError("CardView.xib has no view") }
        lines.append("CardView.xib; its AvatarView placeholder replaced itself with AvatarView.xib's view:")
        lines.append(card.hierarchyDescription(indent: "  "))
        let avatar = card.subviews.compactMap { $0 as? AvatarView }.first
        lines.append(
            "avatar: loaded from its own xib \(avatar?.isLoadedFromOwnNib ?? false), cornerRadius \(avatar?.cornerRadius ?? 0), "
                + "initialsLabel → \(avatar?.initialsLabel?.text ?? "nil"), superview \(avatar?.superview === card ? "the card" : "?")")
        return lines.joined(separator: "\n")
    }

    // MARK: 5

    public static func storyboardSegue() throws -> String {
        var lines: [String] = []
        let storyboard = try SampleDocuments.storyboard("Flow")
        guard let navigation = try storyboard.instantiateInitialViewController() as? UINavigationController,
            let inbox = navigation.topViewController as? InboxViewController
        else { throw SampleDocuments.SampleError("Flow's initial controller is not a navigation controller with the inbox") }
        lines.append("initial: \(type(of: navigation)) with \(navigation.viewControllers.map { "\(type(of: $0)) \"\($0.title ?? "")\"" })")
        lines.append("inbox view loaded lazily: \(inbox.isViewLoaded) → ")
        let view = try inbox.view
        lines[lines.count - 1] += "\(inbox.isViewLoaded)"
        lines.append(view.hierarchyDescription(indent: "  "))
        lines.append("summaryLabel: \(inbox.summaryLabel?.text ?? "nil")")
        let open = view.subviews.compactMap { $0 as? UIButton }.first
        let sent = try open?.sendActions(for: UIControlEvents.touchUpInside) ?? []
        lines.append("tap \"\(open?.title ?? "?")\": sent \(sent); prepared \(inbox.preparedSegues)")
        lines.append("navigation stack: \(navigation.viewControllers.map { "\(type(of: $0)) \"\($0.title ?? "")\"" })")
        guard let message = navigation.topViewController as? MessageViewController else {
            throw SampleDocuments.SampleError("the segue did not push the message controller")
        }
        let messageView = try message.view
        lines.append(messageView.hierarchyDescription(indent: "  "))
        lines.append("messageLabel: \(message.messageLabel?.text ?? "nil"); parent \(message.navigationController === navigation ? "the navigation controller" : "?")")
        return lines.joined(separator: "\n")
    }

    // MARK: 6

    /// Copies BadgeView.xib to a scratch folder, watches it with a `DocumentReloader`, and edits it
    /// three times as a developer would while the app runs: the count, a typo, the fix.
    public static func liveReload() throws -> String {
        var lines: [String] = []
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibc-live-reload-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let document = folder.appendingPathComponent("BadgeView.xib")
        let original = try String(contentsOf: SampleDocuments.folder.appendingPathComponent("BadgeView.xib"), encoding: .utf8)
        let reloader = DocumentReloader(url: document, registry: registry) { update in
            switch update {
            case .nib(let nib, let warnings):
                do {
                    let badge = try nib.instantiate(withOwner: nil).compactMap { $0 as? BadgeView }.first
                    lines.append("reloaded: a new \(badge.map { "\(type(of: $0))" } ?? "?"), countLabel \"\(badge?.countLabel?.text ?? "nil")\"")
                    for warning in warnings { lines.append("  " + warning.description.replacingOccurrences(of: folder.path + "/", with: "")) }
                } catch {
                    lines.append("reloaded, but: \(error)")
                }
            case .storyboard:
                lines.append("reloaded a storyboard")
            case .failed(let error):
                lines.append("not reloaded: " + "\(error)".replacingOccurrences(of: folder.path + "/", with: ""))
            }
        }
        func edit(_ text: String, _ what: String) throws {
            lines.append("edit: \(what)")
            try text.write(to: document, atomically: true, encoding: .utf8)
            if !reloader.check() { lines.append("no change") }
        }
        try edit(original, "the document as it is")
        lines.append("check again without an edit: \(reloader.check() ? "reloaded" : "nothing to do")")
        try edit(original.replacingOccurrences(of: "text=\"7\"", with: "text=\"8\""), "the count 7 → 8")
        try edit(
            original.replacingOccurrences(of: "textAlignment=\"natural\"", with: "textAlignment=\"middle\""),
            "a value Interface Builder does not know: textAlignment=\"middle\"")
        try edit(original.replacingOccurrences(of: "text=\"7\"", with: "text=\"9"), "a typo: text=\"9 (no closing quote)")
        try edit(original.replacingOccurrences(of: "text=\"7\"", with: "text=\"9\""), "fixed")
        return lines.joined(separator: "\n")
    }
}
