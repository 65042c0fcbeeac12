// ConformanceFrameTests.swift — the conformance xibs (Apple's test pairs), compiled by nibc and
// instantiated into MiniUIKit objects: every view's frame and every label's, button's and text
// field's text read back equal to what the xib says, walking the front end's model and the live
// view tree side by side.

import Foundation
import InterfaceBuilder
import MiniUIKit
import NibCompiler
import NibRuntime
import NibTestSupport
import Testing

/// Custom classes the test does not know: views that take any outlet, as the app's classes would,
/// one per MiniUIKit class so labels and buttons keep their text.
final class AnyOutletView: UIView {
    override func setValue(_ value: Any?, forKey key: String) throws { do { try super.setValue(value, forKey: key) } catch {} }
}
final class AnyOutletLabel: UILabel {
    override func setValue(_ value: Any?, forKey key: String) throws { do { try super.setValue(value, forKey: key) } catch {} }
}
final class AnyOutletButton: UIButton {
    override func setValue(_ value: Any?, forKey key: String) throws { do { try super.setValue(value, forKey: key) } catch {} }
}
final class AnyOutletTextField: UITextField {
    override func setValue(_ value: Any?, forKey key: String) throws { do { try super.setValue(value, forKey: key) } catch {} }
}
final class AnyOutletControl: UIControl {
    override func setValue(_ value: Any?, forKey key: String) throws { do { try super.setValue(value, forKey: key) } catch {} }
}
final class AnyOutletImageView: UIImageView {
    override func setValue(_ value: Any?, forKey key: String) throws { do { try super.setValue(value, forKey: key) } catch {} }
}

/// File's Owner: takes any outlet.
final class AnyOutletOwner: NibConnectable {
    var outlets: [String] = []
    func setValue(_ value: Any?, forKey key: String) throws { outlets.append(key) }
}

@Suite("Conformance xibs at run time")
struct ConformanceFrameTests {
    static var cases: [URL] {
        guard let root = Corpus.root else { return [] }
        let folder = root.appendingPathComponent("conformance/ios")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)) ?? []
            return files.first { $0.hasSuffix(".xib") }.map { folder.appendingPathComponent(name).appendingPathComponent($0) }
        }
    }

    @Test("frames and texts of every conformance xib read back as the xib says", .needsCorpus)
    func framesAndTexts() throws {
        let cases = ConformanceFrameTests.cases
        #expect(cases.count >= 79)
        var totals = (views: 0, texts: 0)
        for url in cases {
            let name = url.deletingLastPathComponent().lastPathComponent
            var diagnostics = Diagnostics()
            let bytes = [UInt8](try Data(contentsOf: url))
            let document = try #require(IBDocument.parse(bytes, path: name, diagnostics: &diagnostics))
            document.resolve(into: &diagnostics)
            let archive = try #require(NibCompiler.compile(document, diagnostics: &diagnostics), "\(name)")
            var registry = MiniUIKit.registry
            for node in document.nodes.indices {
                // Custom views only (a custom controller stays generic); a custom view that sends
                // actions is a control.
                guard let custom = document.customClass(of: node), document.child(key: "frame", of: node) != nil else { continue }
                let sendsActions = document.child("connections", of: node).map {
                    document.children(of: $0).contains { document[$0].name == "action" }
                } ?? false
                let type: any NibDecodable.Type = switch document[node].name {
                case "label": AnyOutletLabel.self
                case "button": AnyOutletButton.self
                case "textField": AnyOutletTextField.self
                case "imageView": AnyOutletImageView.self
                default: sendsActions ? AnyOutletButton.self : AnyOutletView.self
                }
                registry.register(type, as: custom.name, module: custom.module)
            }
            // Views of public UIKit classes MiniUIKit does not model (a web view, a switch, a date
            // picker…) load as plain views or, for UIControl's subclasses in the class model, controls
            // taking any outlet, as a full UIKit would load them as their own: any class archiving
            // UIBounds. UIKit's private views (a cell's `_UITableViewCellSeparatorView`) are no IB subviews.
            for index in archive.objects.indices where archive.value(forKey: "UIBounds", inObject: index) != nil {
                let className = archive.className(ofObject: index)
                guard !className.hasPrefix("_"), registry.type(named: className) == nil else { continue }
                let declaration = IBClassModel.standard.declaration(className, on: .uikit)
                let isControl = declaration.map { IBClassModel.standard.chain(of: $0).contains { $0.name == "UIControl" } } ?? false
                registry.register(isControl ? AnyOutletControl.self : AnyOutletView.self, as: className)
            }
            let objects = try Nib(archive: archive, registry: registry, file: name).instantiate(withOwner: AnyOutletOwner())
            let expected = document.objects.filter {
                document[document[$0].parent].name == "objects" && document.child(key: "frame", of: $0) != nil
            }
            let actual = objects.compactMap { $0 as? UIView }
            #expect(actual.count == expected.count, "\(name): \(actual.count) top-level views, the xib has \(expected.count)")
            for (node, view) in zip(expected, actual) {
                compare(node, view, document, name, &totals)
            }
        }
        print("conformance at run time: \(cases.count) xibs, \(totals.views) views, \(totals.texts) texts compared")
        #expect(totals.views > 100 && totals.texts > 30)
    }

    /// Compares a view element with the live view, then their subviews in order.
    private func compare(_ node: Int, _ view: UIView, _ document: IBDocument, _ name: String, _ totals: inout (views: Int, texts: Int)) {
        let element = document[node].name
        let location = "\(name):\(document[node].line) <\(element)>"
        if let rect = document.child(key: "frame", of: node) {
            func number(_ attribute: String) -> CGFloat { CGFloat(Double(document.attribute(attribute, of: rect) ?? "0") ?? 0) }
            let frame = CGRect(x: number("x"), y: number("y"), width: number("width"), height: number("height"))
            #expect(view.frame == frame, "\(location): frame \(view.frame), the xib says \(frame)")
            totals.views += 1
        }
        let text: String?? = switch element {
        // A label's text is an attribute, or a `<string key="text">` when it has line breaks.
        case "label": .some(document.attribute("text", of: node) ?? document.child(key: "text", of: node).flatMap { document.text(of: $0) })
        case "button": .some(document.children(of: node).first { document[$0].name == "state" && document.attribute("key", of: $0) == "normal" }
            .flatMap { document.attribute("title", of: $0) })
        case "textField": .some(document.attribute("text", of: node))
        default: nil
        }
        if let text {
            let actual = (view as? UILabel)?.text ?? (view as? UIButton)?.title ?? (view as? UITextField)?.text
            #expect(actual == text, "\(location): text \(actual ?? "nil"), the xib says \(text ?? "nil")")
            totals.texts += 1
        }
        // IB's subviews: a cell's content view first (UIKit makes it the first subview), then <subviews>.
        var children: [Int] = []
        if let content = document.child(key: "contentView", of: node) { children.append(content) }
        if let subviews = document.child("subviews", of: node) {
            children += document.children(of: subviews).filter { document.child(key: "frame", of: $0) != nil }
        }
        #expect(view.subviews.count == children.count, "\(location): \(view.subviews.count) subviews, the xib has \(children.count)")
        for (child, subview) in zip(children, view.subviews) { compare(child, subview, document, name, &totals) }
    }
}
