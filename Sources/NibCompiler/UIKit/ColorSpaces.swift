// ColorSpaces.swift — the color spaces a `<color>` is written in, and the components ibtool archives
// for each. UIKit archives only sRGB (NSColorSpace 2) and gray (4) colors, so in a color-matched
// document (`colorMatched="YES"`, which Xcode 8 and later writes into every document that has a
// calibrated or Display P3 color) ibtool converts the others the way ColorSync does: Generic RGB
// (`calibratedRGB`, gamma 1.8) and Display P3 to sRGB, Generic Gray (`calibratedWhite`, gamma 1.8)
// to a gray of sRGB's tone curve. Older documents keep their components as written. Evidence and
// the fit of the Generic RGB matrix: docs/FORMAT.md, "Color spaces"; ColorSpaceTests.

import Foundation
import InterfaceBuilder

/// A color space of Interface Builder's `<color>`: `colorSpace`, or `customColorSpace` when that is
/// "custom". `catalog` colors are named (`systemColor`) and have no space of their own here.
enum IBColorSpace: String, CaseIterable, Sendable {
    case sRGB
    case genericGray = "genericGamma22GrayColorSpace"
    case calibratedRGB, calibratedWhite, displayP3, deviceRGB, deviceWhite

    /// The space `node` is written in, nil for named colors or a space the model does not know.
    static func of(_ node: Int, in document: IBDocument) -> IBColorSpace? {
        guard let space = document.peek("colorSpace", of: node) else { return nil }
        return IBColorSpace(rawValue: space == "custom" ? document.peek("customColorSpace", of: node) ?? "" : space)
    }

    /// Whether nibc knows what ibtool archives for this space in a document that is (or is not)
    /// color matched: device RGB and white only outside color matching (as written; no
    /// color-matched document of the corpus has one, and ibtool would convert them from the Mac's
    /// display profile).
    func known(colorMatched: Bool) -> Bool {
        !(colorMatched && (self == .deviceRGB || self == .deviceWhite))
    }

    /// Whether ibtool converts this space's colors in a color-matched document.
    var converted: Bool { self == .calibratedRGB || self == .calibratedWhite || self == .displayP3 }

    /// Whether a white level in this space is archived as a gray (UIWhite, color space 4) rather
    /// than as three equal RGB components.
    func archives(whiteAsGray colorMatched: Bool) -> Bool {
        switch self {
        case .genericGray: true
        case .calibratedWhite: colorMatched
        default: false
        }
    }

    /// `components` as ibtool archives them: converted to sRGB (or sRGB-curve gray) in a
    /// color-matched document, as written otherwise and for the spaces UIKit has.
    func archived(_ components: ColorComponents, colorMatched: Bool) -> ColorComponents {
        guard colorMatched else { return components }
        switch (self, components) {
        case (.calibratedRGB, .rgb(let red, let green, let blue, let alpha)):
            let linear = [red, green, blue].map { ColorMath.gamma18Decode($0) }
            return ColorMath.encodedSRGB(ColorMath.genericRGBToSRGB, linear, alpha: alpha)
        case (.displayP3, .rgb(let red, let green, let blue, let alpha)):
            let linear = [red, green, blue].map { ColorMath.srgbDecode($0) }
            return ColorMath.encodedSRGB(ColorMath.displayP3ToSRGB, linear, alpha: alpha)
        case (.calibratedWhite, .gray(let white, let alpha)):
            return .gray(ColorMath.float(ColorMath.srgbEncode(ColorMath.gamma18Decode(white))), alpha)
        default:
            return components
        }
    }
}

/// The arithmetic of the conversions, in Double; results are rounded to Float as ColorSync's are
/// (converted components never carry an exact `-Double` value in Apple's nibs).
enum ColorMath {
    /// Linear Generic RGB to linear sRGB. The matrix of the two spaces' primaries (Generic RGB:
    /// R 0.630 0.340, G 0.295 0.605, B 0.155 0.077; sRGB's; both D65) is within 2.5e-5 of
    /// ibtool's output; this one is that matrix moved the least that reproduces every measured
    /// pair (rows sum to what 6 converted grays give, and the one converted chromatic color of the
    /// corpus is exact): all 7 within 1.2e-7 (FORMAT.md, "Color spaces").
    static let genericRGBToSRGB: [[Double]] = [
        [1.0252456680485738, -0.02655125582125889, 0.00129684654545421],
        [0.01940808790649046, 0.9480427272410754, 0.0325934482658307],
        [-0.00176282983259738, -0.00143680583181499, 1.0032152493632625],
    ]

    /// Linear Display P3 to linear sRGB, from the primaries (P3: R 0.680 0.320, G 0.265 0.690,
    /// B 0.150 0.060; both D65, same tone curve). Inferred: no pair shows a P3 color.
    static let displayP3ToSRGB: [[Double]] = [
        [1.2249401762805603, -0.2249401762805599, 0],
        [-0.04205695470968814, 1.042056954709688, 0],
        [-0.01963755459033444, -0.0786360455506318, 1.098273600140966],
    ]

    /// Generic RGB's and Generic Gray's tone curve, a pure gamma of 1.8 (within 1e-7 of every pair).
    static func gamma18Decode(_ value: Double) -> Double { value <= 0 ? 0 : Foundation.pow(value, 1.8) }

    static func srgbDecode(_ value: Double) -> Double {
        value <= 0.04045 ? value / 12.92 : Foundation.pow((value + 0.055) / 1.055, 2.4)
    }

    static func srgbEncode(_ value: Double) -> Double {
        value <= 0.0031308 ? value * 12.92 : 1.055 * Foundation.pow(value, 1 / 2.4) - 0.055
    }

    /// `linear` through `matrix`, encoded with sRGB's curve, clamped to 0...1 (converted channels
    /// of Apple's nibs sit at exactly 0 and 1 beside unround ones) and rounded to Float.
    static func encodedSRGB(_ matrix: [[Double]], _ linear: [Double], alpha: Double) -> ColorComponents {
        let channels = matrix.map { row in
            float(min(1, max(0, srgbEncode(row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]))))
        }
        return .rgb(channels[0], channels[1], channels[2], alpha)
    }

    static func float(_ value: Double) -> Double { Double(Float(value)) }
}
