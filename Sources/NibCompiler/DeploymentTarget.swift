// DeploymentTarget.swift — the iOS version a document is built for, and what it changes in the
// output: below iOS 7, ibtool writes every nib of a storyboard as a nib directory.
//
// The target is the document's `<deployment identifier="iOS" version=…>` (Interface Builder's
// "Builds for" when set to a version: hexadecimal digits read as decimal, 0x600 is 6.0, 0x1100 is
// 11.0, 0x310 is 3.1), else `--minimum-deployment-target`.
//
// Measured on ibtool's output (Cloudinary, `version="1536"`, Xcode 6, `variant="6xAndEarlier"`):
// each of the 6 nibs is a directory of `runtime.nib` (iOS 6 and earlier), `objects.nib` and
// `objects-8.0+.nib` — the last two the same graph as the flat nib of a later target —, and
// Info.plist is written twice, as `Info.plist` and `Info-8.0+.plist`, with the same keys. Its
// `runtime.nib` is iOS 6's form (rounded-rect buttons as `UIRoundedRectButton`, controller views
// sized without their bars, navigation bars without layout margins), which nibc does not write:
// its `runtime.nib` holds the iOS 7 objects, and compiling says so. A xib built for iOS 6 is
// written as one nib, with the same warning (no pair shows a xib's directory for it).

import InterfaceBuilder

/// An iOS version: major and minor.
public struct DeploymentTarget: Comparable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int) {
        (self.major, self.minor) = (major, minor)
    }

    /// `<deployment version>`'s form: hexadecimal digits read as decimal (`1536` is 0x600: 6.0),
    /// the last two the minor and bug-fix versions. Nil for anything else.
    public init?(documentVersion text: String) {
        guard let value = Int(text), (0..<0x10000).contains(value) else { return nil }
        let hex = String(value, radix: 16)
        guard hex.count >= 3, let major = Int(hex.dropLast(2)), let minor = Int(String(hex.dropLast().suffix(1)))
        else { return nil }
        (self.major, self.minor) = (major, minor)
    }

    /// `--minimum-deployment-target`'s form: `6.0`, `12`, `9.3.5`.
    public init?(flag text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count), let major = Int(parts[0]), (0..<1000).contains(major) else { return nil }
        let minor = parts.count > 1 ? Int(parts[1]) : 0
        guard let minor, (0..<100).contains(minor) else { return nil }
        (self.major, self.minor) = (major, minor)
    }

    public static func < (left: Self, right: Self) -> Bool { (left.major, left.minor) < (right.major, right.minor) }

    public var description: String { "\(major).\(minor)" }

    /// The first target for which ibtool writes flat nibs.
    static let flatNibs = DeploymentTarget(major: 7, minor: 0)
}

extension NibCompiler {
    /// The document's `<deployment>` element.
    static func deploymentElement(of document: IBDocument) -> Int? {
        document.child("dependencies", of: document.root).flatMap { list in
            document.children(of: list).first { document[$0].name == "deployment" }
        }
    }

    /// The iOS deployment target of `document`: its own `<deployment>` version, else the option's.
    static func deploymentTarget(of document: IBDocument, options: CompileOptions) -> DeploymentTarget? {
        if let deployment = deploymentElement(of: document), let version = document.attribute("version", of: deployment) {
            return DeploymentTarget(documentVersion: version)
        }
        return options.minimumDeploymentTarget.flatMap { DeploymentTarget(flag: $0) }
    }

    /// A macOS document built for a version of its own: ibtool's nib directories of older
    /// systems' forms are not written (`keyedobjects-NNNNNN.nib`, FIELD-GUIDE-APPKIT §1.1).
    static func warnAboutMacOSTarget(of document: IBDocument, into diagnostics: inout Diagnostics) {
        guard let deployment = deploymentElement(of: document), let version = document.attribute("version", of: deployment) else { return }
        diagnostics.warning(
            "the document is built for macOS version \(version) ('<deployment version>'): nibc writes the nib of current systems; ibtool's forms for older systems are not written",
            at: document.location(ofAttribute: "version", of: deployment))
    }

    /// The members of each nib directory and the Info.plists a UIKit storyboard built for
    /// `target` is written as (nil members: flat nibs).
    static func storyboardLayout(for target: DeploymentTarget?) -> (nibMembers: [String]?, infoPlists: [String]) {
        guard let target, target < DeploymentTarget.flatNibs else { return (nil, ["Info.plist"]) }
        return (["runtime.nib", "objects.nib", "objects-8.0+.nib"], ["Info.plist", "Info-8.0+.plist"])
    }

    /// Warns that iOS 6's form of the objects is not written for a document built for it.
    static func warnAboutIOS6Form(of document: IBDocument, target: DeploymentTarget?, into diagnostics: inout Diagnostics) {
        guard let target, target < DeploymentTarget.flatNibs else { return }
        let deployment = deploymentElement(of: document)
        diagnostics.warning(
            "the document is built for iOS \(target): nibc writes the iOS 7 form of its objects for every system; ibtool also writes iOS 6's (UIRoundedRectButton, views sized without their bars) for iOS 6 and earlier",
            at: document.location(of: deployment ?? document.root))
    }
}
