// SampleOutputTests.swift — the five runtime samples run, print what their documents say, and their
// output matches the golden text (NIBC_RECORD_GOLDENS=1 rewrites it). The facts each sample is
// about are also asserted one by one against the values written in Samples/Runtime.

import Foundation
import MiniUIKit
import NibRuntime
import NibTestSupport
@testable import RuntimeSamples
import Testing

@Suite("Runtime samples")
struct SampleOutputTests {
    static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    @Test("each sample's output matches its golden text", arguments: Samples.all.map(\.name))
    func output(_ name: String) throws {
        let sample = try #require(Samples.all.first { $0.name == name })
        let output = try sample.run() + "\n"
        if let problem = Golden.check(Array(output.utf8), against: SampleOutputTests.goldens.appendingPathComponent(name + ".txt")) {
            Issue.record("\(problem)")
        }
    }

    @Test("1: a controller is File's Owner of its xib: view and label outlets, an action, no awakeFromNib on it")
    func ownerOutlets() throws {
        let controller = ProfileViewController(nibName: "ProfileViewController", bundle: try Samples.bundle())
        #expect(!controller.isViewLoaded)
        let view = try controller.view
        #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 240))
        #expect(controller.titleLabel?.text == "Ada Lovelace")
        #expect(controller.titleLabel?.frame == CGRect(x: 20, y: 40, width: 280, height: 24))
        #expect(controller.subtitleLabel?.text == "Analyst")
        #expect(controller.titleLabel?.superview === view)
        let button = try #require(view.subviews.last as? UIButton)
        #expect(button.actions.map(\.selector) == ["follow:"])
        #expect(button.actions.first?.target === controller)
        #expect(button.actions.first?.eventMask == UIControlEvents.touchUpInside)
        #expect(controller.awakeFromNibCount == 0)
        #expect(view.awakeFromNibCount == 1 && view.subviews.allSatisfy { $0.awakeFromNibCount == 1 })
    }

    @Test("2: a custom root view class, no owner: first top-level object, outlets set before awakeFromNib")
    func customRootView() throws {
        let objects = try Samples.bundle().nib(named: "BadgeView").instantiate()
        #expect(objects.count == 1)
        let badge = try #require(objects.first as? BadgeView)
        #expect(badge.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(badge.iconView?.imageName == "star")
        #expect(badge.countLabel?.text == "7 new")
        #expect(badge.awakeFromNibCount == 1 && badge.outletsWereSetBeforeAwake)
    }

    @Test("3: a view loads its xib as owner and adds the loaded view; the owner gets no awakeFromNib")
    func ownerLoadsView() throws {
        let rating = try RatingControl(frame: CGRect(x: 0, y: 0, width: 200, height: 44), bundle: Samples.bundle())
        let content = try #require(rating.contentView)
        #expect(content.superview === rating && rating.subviews.count == 1)
        #expect(rating.starsLabel?.text == "☆☆☆☆☆")
        #expect(rating.awakeFromNibCount == 0 && content.awakeFromNibCount == 1)
    }

    @Test("4: a placeholder view replaces itself with its own xib's view (awakeAfter), runtime attribute applied")
    func nestedXibs() throws {
        let card = try #require(try Samples.bundle().nib(named: "CardView").instantiate().first as? UIView)
        let avatar = try #require(card.subviews.first as? AvatarView)
        #expect(avatar.isLoadedFromOwnNib)
        #expect(avatar.frame == CGRect(x: 16, y: 16, width: 64, height: 64))
        #expect(avatar.cornerRadius == 32)
        #expect(avatar.initialsLabel?.text == "AL")
        #expect(avatar.superview === card)
        #expect(avatar.awakeFromNibCount == 1)
    }

    @Test("5: storyboard: initial navigation controller, lazy view, a button's segue pushes the destination")
    func storyboardSegue() throws {
        let storyboard = try SampleDocuments.storyboard("Flow")
        let navigation = try #require(try storyboard.instantiateInitialViewController() as? UINavigationController)
        let inbox = try #require(navigation.topViewController as? InboxViewController)
        #expect(inbox.parent === navigation && inbox.storyboard === storyboard && inbox.title == "Inbox")
        #expect(!inbox.isViewLoaded)
        let button = try #require(try inbox.view.subviews.compactMap { $0 as? UIButton }.first)
        #expect(inbox.summaryLabel?.text == "3 new messages")
        #expect(try button.sendActions(for: UIControlEvents.touchUpInside) == ["perform:"])
        #expect(inbox.preparedSegues == ["showMessage"])
        let message = try #require(navigation.topViewController as? MessageViewController)
        #expect(try message.view.subviews.first === message.messageLabel)
        #expect(message.messageLabel?.text == "Hello from the inbox (3 new messages)")
        // By identifier, too: a fresh instance, with the text from the storyboard.
        let fresh = try #require(try storyboard.instantiateViewController(withIdentifier: "Message") as? MessageViewController)
        #expect(try fresh.view.subviews.count == 1 && fresh.messageLabel?.text == "(no message)")
        // And performed from code.
        try inbox.performSegue(withIdentifier: "showMessage", sender: nil)
        #expect(navigation.viewControllers.count == 3)
    }
}
