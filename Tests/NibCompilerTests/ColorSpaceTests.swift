// ColorSpaceTests.swift — the color conversions of a color-matched document against the values in
// Apple's nibs (FORMAT.md, "Color spaces"). Each case is a color as a document writes it and the
// components ibtool archived for it, with where the pair comes from; equal means within the judge's
// 1e-6 relative tolerance.

@testable import NibCompiler
import Testing

@Suite("Color spaces")
struct ColorSpaceTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let space: IBColorSpace
        let colorMatched: Bool
        let written: ColorComponents
        let archived: ColorComponents
        let evidence: String
        var testDescription: String { "\(space.rawValue) \(written) (\(evidence))" }
    }

    static let cases: [Case] = [
        // Generic RGB → sRGB: the one chromatic color of the pairs, then grays.
        Case(
            space: .calibratedRGB, colorMatched: true, written: .rgb(0.10588235294117647, 0.47058823529411764, 0.81176470588235294, 1),
            archived: .rgb(0.112447090446949, 0.5534029603004456, 0.8482348322868347, 1), evidence: "Appboy InAppMessageFull/Modal"),
        Case(
            space: .calibratedRGB, colorMatched: true, written: .rgb(0.93333333333333335, 0.93333333333333335, 0.93333333333333335, 1),
            archived: .rgb(0.9467939734458923, 0.9468161463737488, 0.9468042254447937, 1), evidence: "Appboy ContentCards storyboard"),
        Case(
            space: .calibratedRGB, colorMatched: true, written: .rgb(0.96078431372549022, 0.96078431372549022, 0.96078431372549022, 1),
            archived: .rgb(0.9688122868537903, 0.9688348174095154, 0.9688226580619812, 1), evidence: "Appboy NewsFeedCard storyboard"),
        Case(
            space: .calibratedRGB, colorMatched: true, written: .rgb(0.45882352939999999, 0.45882352939999999, 0.45882352939999999, 1),
            archived: .rgb(0.5331459641456604, 0.5331589579582214, 0.5331519246101379, 1), evidence: "CleverTap CarouselImageMessageCell"),
        Case(
            space: .calibratedRGB, colorMatched: true, written: .rgb(0.4941176471, 0.4941176471, 0.4941176471, 1),
            archived: .rgb(0.5667612552642822, 0.5667750239372253, 0.5667675733566284, 1), evidence: "CleverTap CarouselImageView"),
        // Grays of Apple's nibs with no source whose inverse is a whole 8-bit level: 229 and 249.
        Case(
            space: .calibratedRGB, colorMatched: true, written: .rgb(229.0 / 255, 229.0 / 255, 229.0 / 255, 1),
            archived: .rgb(0.9182454347610474, 0.9182668924331665, 0.9182552695274353, 1), evidence: "Intune objects-13.0+ nibs"),
        Case(
            space: .calibratedRGB, colorMatched: true, written: .rgb(249.0 / 255, 249.0 / 255, 249.0 / 255, 1),
            archived: .rgb(0.9813233017921448, 0.9813461899757385, 0.9813337922096252, 1), evidence: "Intune objects-13.0+ nibs"),
        // Generic Gray → a gray of sRGB's curve.
        Case(
            space: .calibratedWhite, colorMatched: true, written: .gray(0.94, 1), archived: .gray(0.9521597027778625, 1),
            evidence: "Appboy NewsFeedCard storyboard"),
        // Ends of the range stay where they are; alpha is never converted.
        Case(
            space: .calibratedWhite, colorMatched: true, written: .gray(0, 0.5), archived: .gray(0, 0.5), evidence: "Mixpanel, KVNProgress"),
        // Documents that are not color matched keep what they write.
        Case(
            space: .calibratedRGB, colorMatched: false, written: .rgb(0.027450980392156862, 0.72549019607843135, 0.60784313725490191, 1),
            archived: .rgb(0.027450980392156862, 0.72549019607843135, 0.60784313725490191, 1), evidence: "XLPagerTabStrip ButtonCell"),
        Case(
            space: .calibratedWhite, colorMatched: false, written: .gray(1.0 / 3, 1), archived: .gray(1.0 / 3, 1), evidence: "KVNProgress"),
        // sRGB and generic gray are UIKit's own.
        Case(
            space: .sRGB, colorMatched: true, written: .rgb(0.2, 0.49019607840000001, 0.99215686270000003, 1),
            archived: .rgb(0.2, 0.49019607840000001, 0.99215686270000003, 1), evidence: "CleverTap InboxIconMessageCell"),
        Case(
            space: .genericGray, colorMatched: true, written: .gray(0.66666666669999997, 1), archived: .gray(0.66666666669999997, 1),
            evidence: "CleverTap InboxIconMessageCell"),
    ]

    static func values(_ components: ColorComponents) -> [Double] {
        switch components {
        case .gray(let white, let alpha): [white, alpha]
        case .rgb(let red, let green, let blue, let alpha): [red, green, blue, alpha]
        }
    }

    @Test("a color as ibtool archives it", arguments: cases)
    func conversion(_ example: Case) {
        let got = ColorSpaceTests.values(example.space.archived(example.written, colorMatched: example.colorMatched))
        let expected = ColorSpaceTests.values(example.archived)
        #expect(got.count == expected.count)
        for (value, reference) in zip(got, expected) {
            #expect(abs(value - reference) <= 1e-6 * abs(reference), "\(got) vs \(expected)")
        }
    }

    @Test("Display P3 is converted by its primaries: primaries leave sRGB's gamut, white stays white")
    func displayP3() {
        // Inferred (no pair has a P3 color): pure P3 red is beyond sRGB's and clamps.
        let red = IBColorSpace.displayP3.archived(.rgb(1, 0, 0, 1), colorMatched: true)
        #expect(red == .rgb(1, 0, 0, 1))
        let white = ColorSpaceTests.values(IBColorSpace.displayP3.archived(.rgb(1, 1, 1, 1), colorMatched: true))
        #expect(white.allSatisfy { abs($0 - 1) < 1e-6 })
        let green = ColorSpaceTests.values(IBColorSpace.displayP3.archived(.rgb(0.2, 0.6, 0.3, 1), colorMatched: true))
        #expect(green[1] > 0.6 && green[0] < 0.2, "a P3 green is more saturated in sRGB")
    }

    @Test("which spaces a color-matched document converts, and which whites are grays")
    func spaces() {
        #expect(IBColorSpace.allCases.filter(\.converted) == [.calibratedRGB, .calibratedWhite, .displayP3])
        #expect(IBColorSpace.allCases.filter { $0.archives(whiteAsGray: true) } == [.genericGray, .calibratedWhite])
        #expect(IBColorSpace.allCases.filter { $0.archives(whiteAsGray: false) } == [.genericGray])
        #expect(IBColorSpace.allCases.filter { !$0.known(colorMatched: true) } == [.deviceRGB, .deviceWhite])
        #expect(IBColorSpace.allCases.allSatisfy { $0.known(colorMatched: false) })
    }
}

/// System colors renamed by an SDK: the name and components ibtool archives for a document's
/// `cocoaTouchSystemColor`, by SDK (FORMAT.md).
@Suite("Renamed system colors")
struct RenamedSystemColorTests {
    @Test("the group table view background is systemGroupedBackgroundColor from SDK 13", arguments: [
        (SDKVersion(12), "groupTableViewBackgroundColor"), (SDKVersion(13), "systemGroupedBackgroundColor"),
        (SDKVersion(14), "systemGroupedBackgroundColor"),
    ])
    func groupTableViewBackground(sdk: SDKVersion, expected: String) throws {
        #expect(sdk.systemColorName("groupTableViewBackgroundColor") == expected)
        #expect(sdk.systemColorName("whiteColor") == "whiteColor")
        // CleverTap's inbox pair (SDK 14): 242, 242, 247.
        if expected == "systemGroupedBackgroundColor" {
            let archived = Lowering.systemColorFallbacks[expected]
            let iOS13: ColorComponents = .rgb(242.0 / 255, 242.0 / 255, 247.0 / 255, 1)
            #expect(archived == iOS13)
        }
    }
}

@Suite("Color component text")
struct ColorComponentTextTests {
    /// A component and the text ibtool archives for it in `NSRGB`/`NSWhite` (three significant
    /// digits, no trailing zeros), each seen in Apple's nibs: Intune's systemBlueColor
    /// ('0 0.533 1'), the class-key survey's examples ('0.235 0.235 0.263 0.6', '0 0').
    @Test(
        "three significant digits, trailing zeros dropped",
        arguments: [
            (0.0, "0"), (1.0, "1"), (0.5333333333333333, "0.533"), (0.23529411764705882, "0.235"),
            (0.2627450980392157, "0.263"), (0.6, "0.6"),
        ])
    func shortDecimal(value: Double, text: String) {
        #expect(Lowering.shortDecimal(value) == text)
    }
}

@Suite("System colors without components")
struct SystemColorDefinitionTests {
    /// A view's background by system color name: with components of its own (Xcode 11.0–11.3), a
    /// `<resources>` definition (Xcode 11.4 on) or a name compiling knows, it is archived; with
    /// none (two Xcode 5 documents of the corpus name `scrollViewTexturedBackgroundColor` and
    /// `tableCellGroupedBackgroundColor`), it is reported at its element, not dropped silently.
    @Test(
        "a system color is archived, or reported where it is written",
        arguments: [
            (#"<color key="backgroundColor" systemColor="systemRedColor" red="1" green="0.231" blue="0.188" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#, true),
            (#"<color key="backgroundColor" systemColor="labelColor"/>"#, true),
            (#"<color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>"#, true),
            (#"<color key="backgroundColor" systemColor="systemRedColor"/>"#, false),
            (#"<color key="backgroundColor" cocoaTouchSystemColor="scrollViewTexturedBackgroundColor"/>"#, false),
        ])
    func reported(color: String, archived: Bool) throws {
        let (archive, diagnostics) = try ClassChainTests.compiled(#"<view contentMode="scaleToFill" id="v1"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/>"# + color + "</view>")
        let view = try #require(archive.objects.indices.first { archive.className(ofObject: $0) == "UIView" })
        #expect((archive.value(forKey: "UIBackgroundColor", inObject: view) != nil) == archived)
        let warnings = diagnostics.all.filter { $0.message.contains("has no components and no definition") }
        #expect(warnings.count == (archived ? 0 : 1))
        #expect(warnings.allSatisfy { $0.location.line == 4 }, "\(warnings.map(\.description))")
    }
}
