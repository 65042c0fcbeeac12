// DeploymentTargetTests.swift — a document built for iOS 6 (DeploymentTarget.swift,
// IOS6Layout.swift): the target read from `<deployment version>` and the option, the nib
// directories and Info.plists of its storyboard, and its iOS 6 layout laid out for iOS 7, checked
// against Apple's nibs of the Cloudinary pair (docs/FORMAT.md, "apps' controls").

import Foundation
import InterfaceBuilder
import NibArchive
@testable import NibCompiler
import NibTestSupport
import Testing

@Suite("Deployment targets before iOS 7")
struct DeploymentTargetTests {
    @Test("`<deployment version>` is hexadecimal digits read as decimal", arguments: [
        ("1536", "6.0"), ("784", "3.1"), ("4352", "11.0"), ("5120", "14.0"), ("5376", "15.0"), ("2048", "8.0"),
    ])
    func documentVersion(text: String, expected: String) throws {
        #expect(try #require(DeploymentTarget(documentVersion: text)).description == expected)
    }

    @Test("what is not a version is no target", arguments: ["", "abc", "-1", "65536", "171", "2730", "99999999999999999999"])
    func notAVersion(text: String) {
        // (0xAB is not decimal digits; 0xAAA neither.)
        #expect(DeploymentTarget(documentVersion: text) == nil)
    }

    @Test("the option's form", arguments: [("6.0", "6.0"), ("12", "12.0"), ("9.3.5", "9.3")])
    func flag(text: String, expected: String) throws {
        #expect(try #require(DeploymentTarget(flag: text)).description == expected)
        #expect(DeploymentTarget(flag: "6.x") == nil && DeploymentTarget(flag: "") == nil && DeploymentTarget(flag: "1.2.3.4") == nil)
    }

    @Test("before iOS 7 a storyboard's nibs are directories of three members, and Info.plist is written twice")
    func layout() {
        let old = NibCompiler.storyboardLayout(for: DeploymentTarget(major: 6, minor: 1))
        #expect(old.nibMembers == ["runtime.nib", "objects.nib", "objects-8.0+.nib"] && old.infoPlists == ["Info.plist", "Info-8.0+.plist"])
        for target in [DeploymentTarget(major: 7, minor: 0), DeploymentTarget(major: 17, minor: 0), nil] {
            let flat = NibCompiler.storyboardLayout(for: target)
            #expect(flat.nibMembers == nil && flat.infoPlists == ["Info.plist"])
        }
    }

    /// (origin, length, old superview length, new, flexible leading/size/trailing) → (origin, length).
    @Test("UIKit's autoresizing along one axis", arguments: [
        // Cloudinary: a flexible height under a view grown by 44.
        (40.0, 271.0, 436.0, 480.0, (false, true, false), 40.0, 315.0),
        // Nothing flexible: unchanged; a flexible top margin alone takes it all.
        (40, 271, 436, 480, (false, false, false), 40, 271),
        (40, 271, 436, 480, (true, false, false), 84, 271),
        // Shared in proportion to the flexible lengths: margins 40 and 125.
        (40, 271, 436, 436 + 165, (true, false, true), 80, 271),
        // All flexible lengths empty: shared equally.
        (0, 0, 0, 30, (true, true, true), 10, 10),
    ] as [(Double, Double, Double, Double, (Bool, Bool, Bool), Double, Double)])
    func autoresizing(origin: Double, length: Double, old: Double, new: Double, flexible: (Bool, Bool, Bool), newOrigin: Double, newLength: Double) {
        let (x, width) = Lowering.autoresized(origin, length, within: old, becoming: new, flexible: (flexible.0, flexible.1, flexible.2))
        #expect(abs(x - newOrigin) < 1e-9 && abs(width - newLength) < 1e-9, "\(x) \(width)")
    }

    // Cloudinary (Xcode 6, `variant="6xAndEarlier"`, SDK 8): every view's frame as Apple's
    // objects-8.0+.nib has it — the controllers' views at the 3.5-inch screen's size under their
    // bars, a flexible-height subview grown with them.
    @Test("a storyboard in IB's iOS 6 layout is laid out for iOS 7, as Apple's", .needsCorpus)
    func iOS6Layout() throws {
        let pair = PrototypingConstraintTests.Pair(name: "Cloudinary-Main", sdk: SDKVersion(8))
        let total = try PrototypingConstraintTests.expectSameFeature(pair) { archive in
            archive.objects.indices.compactMap { object in
                guard case .data(let bytes)? = archive.value(forKey: "UIBounds", inObject: object)?.payload, let bounds = NibGeometry(bytes: bytes),
                    case .data(let center)? = archive.value(forKey: "UICenter", inObject: object)?.payload, let point = NibGeometry(bytes: center)
                else { return nil }
                return "\(archive.className(ofObject: object)) \(bounds.components) \(point.components)"
            }
        }
        #expect(total > 10)
    }
}
