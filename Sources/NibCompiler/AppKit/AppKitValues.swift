// AppKitValues.swift — AppKit's value objects: images as `NSCustomResource`s (FIELD-GUIDE-APPKIT
// §10), one object per value as AppKit archives them (§3).

import Foundation
import InterfaceBuilder
import NibArchive

extension Lowering {
    /// The one object of a value kind and key, made by `make` the first time.
    mutating func shared(_ key: String, _ make: (inout Lowering) -> ObjectGraph.ID) -> ObjectGraph.ID {
        if let made = sharedObjects[key] { return made }
        let object = make(&self)
        sharedObjects[key] = object
        return object
    }

    /// An image by name as an `NSCustomResource` [V 106]: an SF Symbol (`catalog="system"`) is in
    /// the `system` catalog and namespace at IB's 32×32 design size; an `NS…` image is AppKit's
    /// (the `system` namespace, but for the images AppKit sets itself) at the compiling Mac's size
    /// where known (`AppKitClasses.systemImageSizes`); another is the app's, at the size the
    /// document's `<resources>` records.
    mutating func appKitImage(_ name: String, catalog: String? = nil) -> ObjectGraph.ID {
        shared("image \(catalog ?? "") \(name)") { lowering in
            // An image the document holds itself is the image it archived [V 6 inline images].
            if catalog == nil, let inline = lowering.inlineImage(name) { return inline }
            let isSymbol = catalog == "system"
            let internalSize = AppKitClasses.internalImages[name]
            let isAppKit = !isSymbol && internalSize == nil && name.hasPrefix("NS")
            var size = internalSize
            if isSymbol { size = (32, 32) }
            if isAppKit { size = AppKitClasses.systemImageSizes[name] }
            if size == nil, let entry = lowering.document.resources.first(where: { lowering.document.peek(.name, of: $0) == name }) {
                size = (lowering.double("width", of: entry) ?? 0, lowering.double("height", of: entry) ?? 0)
            }
            var entries: [ObjectGraph.Entry] = [
                .init("NSClassName", lowering.string("NSImage")), .init("NSResourceName", lowering.string(name)),
            ]
            if let catalog { entries.append(.init("NSCatalogName", lowering.string(catalog))) }
            entries.append(.init("IBNamespaceID", isSymbol || isAppKit ? lowering.string("system") : .null))
            let value = lowering.graph.add("NSValue", [
                .init("NS.special", .integer(2)), .init("NS.sizeval", lowering.string(AppKitGeometry.size(size?.0 ?? 0, size?.1 ?? 0))),
            ])
            entries.append(.init("IBDesignSize", .object(value)))
            entries.append(.init("IBDesignImageConfiguration", .null))
            return lowering.graph.add("NSCustomResource", entries)
        }
    }

    /// An `<imageReference>` (`node`): an SF Symbol with a configuration, as an `NSCustomResource`
    /// like `appKitImage`'s with `NSImageVariableValue` (its `variableValue`) and an
    /// `IBImageConfiguration` (`IBSymbolScale`: default -1, unspecified 0, small 1, medium 2,
    /// large 3; `IBRenderingMode` 0; `IBVariableValue` the variable value again, no hierarchical
    /// colors, no locale) [V 1: a menu item's secondary image, default scale, variable
    /// value 1; S: UIImage.SymbolScale's raw values, whose default is -1 too, for the others]. The design size is IB's 32×32
    /// for every symbol (Apple's is the symbol's own: 17×14 for `heart`).
    mutating func appKitImageReference(_ node: Int) -> ObjectGraph.ID {
        let name = attribute("image", of: node) ?? ""
        let catalog = attribute("catalog", of: node)
        let variable = attribute("variableValue", of: node).flatMap(DecimalNumber.double)
        let scale = attribute("symbolScale", of: node).flatMap { Self.symbolScales[$0] }
        let key = "imageReference \(catalog ?? "") \(name) \(scale.map(String.init) ?? "") \(variable.map { String($0) } ?? "")"
        return shared(key) { lowering in
            let isSymbol = catalog == "system"
            var entries: [ObjectGraph.Entry] = [.init("NSClassName", lowering.string("NSImage")), .init("NSResourceName", lowering.string(name))]
            if let catalog { entries.append(.init("NSCatalogName", lowering.string(catalog))) }
            if let variable { entries.append(.init("NSImageVariableValue", .double(variable))) }
            entries.append(.init("IBNamespaceID", isSymbol ? lowering.string("system") : .null))
            let size = isSymbol ? (32.0, 32.0) : (0.0, 0.0)
            let value = lowering.graph.add("NSValue", [.init("NS.special", .integer(2)), .init("NS.sizeval", lowering.string(AppKitGeometry.size(size.0, size.1)))])
            entries.append(.init("IBDesignSize", .object(value)))
            let configuration = lowering.graph.add("IBImageConfiguration", [
                .init("IBSymbolScale", .integer(scale ?? -1)), .init("IBRenderingMode", .integer(0)),
                .init("IBVariableValue", variable.map { .object(lowering.graph.number($0)) } ?? .null),
                .init("IBHierarchicalColors", lowering.array([], className: "NSArray")), .init("IBLocale", .null),
            ])
            entries.append(.init("IBDesignImageConfiguration", .object(configuration)))
            return lowering.graph.add("NSCustomResource", entries)
        }
    }

    /// An `<imageReference>`'s `symbolScale` as `IBSymbolScale`.
    static let symbolScales: [String: Int64] = ["default": -1, "unspecified": 0, "small": 1, "medium": 2, "large": 3]

    /// The image the document's `<resources>` hold for `name` as an NSKeyedArchiver archive
    /// (`keyedArchiveRepresentation`), read back (KeyedArchive.swift); nil without one, and nil
    /// with a warning at it when it does not read (the image is then referred to by name).
    mutating func inlineImage(_ name: String) -> ObjectGraph.ID? {
        guard let entry = document.resources.first(where: { document.peek(.name, of: $0) == name }),
            let data = document.child(key: "keyedArchiveRepresentation", of: entry)
        else { return nil }
        if let text = document.text(of: data), let bytes = Base64.decode(document: text), let image = KeyedArchiveImport.root(of: bytes, in: &self) {
            return image
        }
        diagnostics.warning(
            "the archived image '\(name)' does not read as an image (base64 of an NSKeyedArchiver archive); the nib names it instead",
            at: document.location(of: data))
        return nil
    }

    /// The image `name` of element `node`, in the catalog its `catalog` attribute names (the
    /// `image` codec's value on AppKit).
    mutating func appKitImage(_ name: String, catalogOf node: Int) -> ObjectGraph.ID {
        appKitImage(name, catalog: attribute("catalog", of: node))
    }
}

// MARK: - Fonts

/// AppKit's fonts as `NSFont`s (FIELD-GUIDE-APPKIT §8) [V 133]: a `metaFont` is a system font with
/// its role's size and `NSfFlags` (the role in the low byte and, for most roles, in the second); a
/// named font has flags `0x10`.
enum AppKitFonts {
    struct Role {
        let name: String
        let size: Double
        let flags: Int64
        /// The text style the font is AppKit's for (an `NSTextStyleDescriptor`), if any.
        var textStyle: String? = nil
    }

    static let metaFonts: [String: Role] = [
        "system": Role(name: ".AppleSystemUIFont", size: 13, flags: 0x414),
        "smallSystem": Role(name: ".AppleSystemUIFont", size: 11, flags: 0xC1C),
        "miniSystem": Role(name: ".AppleSystemUIFont", size: 9, flags: 0xE1E),
        "miniSystemBold": Role(name: ".AppleSystemUIFontBold", size: 9, flags: 0xF1F),
        "systemBold": Role(name: ".AppleSystemUIFontBold", size: 13, flags: 0x818),
        "smallSystemBold": Role(name: ".AppleSystemUIFontBold", size: 11, flags: 0xD1D),
        "cellTitle": Role(name: ".AppleSystemUIFont", size: 12, flags: 0x1313),
        "controlContent": Role(name: ".AppleSystemUIFont", size: 12, flags: 0xA1A),
        "label": Role(name: ".AppleSystemUIFont", size: 10, flags: 0xB1B),
        "menu": Role(name: ".AppleSystemUIFont", size: 13, flags: 0x616),
        "message": Role(name: ".AppleSystemUIFont", size: 13, flags: 0x616),
        "menuBar": Role(name: ".AppleSystemUIFont", size: 14, flags: 0x1010),
        "palette": Role(name: ".AppleSystemUIFont", size: 11, flags: 0x717),
        "toolTip": Role(name: ".AppleSystemUIFont", size: 11, flags: 0x919),
        // (The title bar's font is the headline style [V 1].)
        "titleBar": Role(name: ".AppleSystemUIFontBold", size: 13, flags: 0x313, textStyle: "UICTFontTextStyleHeadline"),
        "user": Role(name: "Helvetica", size: 12, flags: 0x111),
    ]

    /// The font an inline-bezel button draws its small bold title in: AppKit's emphasized
    /// subheadline, semibold (FIELD-GUIDE-APPKIT §8: `smallSystemBold` is `…Demi` with a
    /// descriptor) [V 1/1 inline button; 3/3 other cells' `smallSystemBold` are `…Bold` 0xD1D].
    static let inlineBezelSmallBold = Role(name: ".AppleSystemUIFontDemi", size: 11, flags: 0x10, textStyle: "UICTFontTextStyleEmphasizedSubhead")
}

extension Lowering {
    /// A `<font>` element as an `NSFont`, one object per font [V 0 duplicates in 133]; `system`
    /// the role a `metaFont="system"` has where it is (a pop-up's is the menu font).
    mutating func appKitFont(_ node: Int, system: String = "system") -> ObjectGraph.ID? {
        // (A font that only follows the appearance's size is the system font [V 15].)
        let appearance = attribute("usesAppearanceFont", of: node) == "YES"
        let written = double("size", of: node)
        // A role nibc does not know is left out (and so reported: `NibCompiler.valueDomains`).
        let knownRole = document.peek("metaFont", of: node).flatMap { AppKitFonts.metaFonts[$0] != nil ? attribute("metaFont", of: node) : nil }
        let metaFont = (knownRole == "system" ? system : knownRole) ?? (appearance && attribute("name", of: node) == nil ? "system" : nil)
        let role = metaFont.flatMap { AppKitFonts.metaFonts[$0] }
        guard let name = role?.name ?? attribute("name", of: node) else { return nil }
        return appKitFont(name, size: written ?? role?.size ?? 13, flags: role?.flags ?? 0x10, followsAppearance: appearance, textStyle: role?.textStyle)
    }

    /// Reads a font or color the nib does not archive (ibtool archives another in its place).
    mutating func readAppKitValue(_ node: Int?) {
        guard let node else { return }
        if document[node].name == "font" {
            _ = appKitFont(node)
        } else {
            _ = appKitColor(node)
        }
    }

    /// The system font of a `metaFont` role (`AppKitFonts.metaFonts`) at the role's size.
    mutating func appKitFont(role: String) -> ObjectGraph.ID? {
        AppKitFonts.metaFonts[role].map { appKitFont($0.name, size: $0.size, flags: $0.flags, followsAppearance: false, textStyle: $0.textStyle) }
    }

    /// The one `NSFont` of a name, size and flags.
    mutating func appKitFont(_ name: String, size: Double, flags: Int64, followsAppearance appearance: Bool, textStyle: String? = nil) -> ObjectGraph.ID {
        shared("font \(name) \(size) \(flags) \(appearance) \(textStyle ?? "")") { lowering in
            var entries: [ObjectGraph.Entry] = [.init("NSName", lowering.string(name))]
            if appearance { entries.append(.init("NSFontUsesAppearanceFontSize", .bool(true))) }
            entries.append(.init("NSSize", .double(size)))
            entries.append(.init("NSfFlags", .integer(flags)))
            if let textStyle {
                // A text style's font says which style and size it is [V 24 header fonts, 1 title bar font].
                let attributes = lowering.graph.add("NSDictionary", [
                    .init(FoundationKeys.inlined, .bool(true)),
                    .init(FoundationKeys.element, lowering.string("NSCTFontSizeCategoryAttribute")), .init(FoundationKeys.element, lowering.number(3)),
                    .init(FoundationKeys.element, lowering.string("NSCTFontUIUsageAttribute")), .init(FoundationKeys.element, lowering.string(textStyle)),
                    .init(FoundationKeys.element, lowering.string("NSFontSizeAttribute")), .init(FoundationKeys.element, .object(lowering.graph.number(size))),
                ])
                let descriptor = lowering.graph.add("NSFontDescriptor", [
                    .init("NSFontDescriptorAttributes", .object(attributes)), .init("NSFontDescriptorOptions", .integer(0x8000_8404)),
                ])
                entries += [.init("NSTextStyleDescriptor", .object(descriptor)), .init("NSHasWidth", .bool(false))]
            }
            return lowering.graph.add("NSFont", entries)
        }
    }
}

// MARK: - Colors

/// AppKit's colors (FIELD-GUIDE-APPKIT §9): the `NSColorSpace` numbers of the document's color
/// spaces, and the colors a catalog color falls back to (AppKit's light-appearance values, as
/// ibtool archives them [V 236]).
enum AppKitColors {
    static let spaces: [String: Int64] = ["calibratedRGB": 1, "deviceRGB": 2, "calibratedWhite": 3, "deviceWhite": 4, "catalog": 6]

    /// A catalog color's fallback: gray (`NSWhite`, generic gray) or RGB (`NSRGB`, sRGB), each with
    /// the components ibtool writes.
    enum Fallback {
        case gray(white: String, components: String)
        case rgb(rgb: String, components: String)
        /// Another catalog color (with its own fallback).
        case catalog(String)
    }

    static let fallbacks: [String: Fallback] = {
        var table: [String: Fallback] = [:]
        for name in ["textColor", "labelColor", "controlTextColor", "headerTextColor", "selectedTextColor"] {
            table[name] = .gray(white: "0", components: "0 1")
        }
        for name in ["textBackgroundColor", "headerColor"] { table[name] = .gray(white: "1", components: "1 1") }
        for name in ["controlBackgroundColor", "controlColor", "selectedTextBackgroundColor"] {
            table[name] = .gray(white: "0.602715373", components: "0.6666666667 1")
        }
        for name in ["gridColor", "windowBackgroundColor", "tertiaryLabelColor"] {
            table[name] = .gray(white: "0.4246723652", components: "0.5 1")
        }
        table["secondaryLabelColor"] = .gray(white: "0.2637968361", components: "0.3333333333 1")
        for name in ["linkColor", "systemBlueColor", "controlAccentColor"] { table[name] = .rgb(rgb: "0 0 0.9981992245", components: "0 0 1 1") }
        table["systemRedColor"] = .rgb(rgb: "0.9859541655 0 0.02694000863", components: "1 0 0 1")
        table["textInsertionPointColor"] = .catalog("systemBlueColor")
        // (A combo box's table grid [V 1].)
        table["separatorColor"] = .catalog("gridColor")
        return table
    }()

    /// The custom color spaces (`colorSpace="custom"`) nibc archives as ibtool does: a color in
    /// one keeps its components (`NSComponents`) beside the space (`NSCustomColorSpace`, the
    /// standard one with its ICC profile), and its value in AppKit's legacy space.
    static let customSpaces: [String: String] = ["sRGB": "red", "genericGamma22GrayColorSpace": "white"]

    /// Whether `node` is a color of a standard custom space with that space's components.
    static func isCustomSpaceColor(_ node: Int, in document: IBDocument) -> Bool {
        guard document.peek("colorSpace", of: node) == "custom", let space = document.peek("customColorSpace", of: node),
            let component = customSpaces[space]
        else { return false }
        return document.peek(component, of: node) != nil
    }

    /// A gray of Generic Gray Gamma 2.2 as a calibrated (Generic Gray, gamma 1.8) white: through
    /// sRGB's tone curve to linear, then gamma 1.8, rounded to Float [V 5 levels of 236 grays: 0
    /// and 1 exactly, 1/3, 1/2, 2/3 within the Float's last bit — ColorSync computes in Float with
    /// a curve of its own].
    static func calibratedWhite(genericGray22 white: Double) -> Double {
        ColorMath.float(Foundation.pow(ColorMath.srgbDecode(min(max(white, 0), 1)), 1 / 1.8))
    }

    /// An sRGB color as a calibrated (Generic RGB, gamma 1.8) one, clamped to 0...1 and rounded to
    /// Float: the inverse of `ColorMath.genericRGBToSRGB`. ibtool's ColorSync transform is not
    /// known exactly: this is within 2e-3 of the 3 sRGB colors of Apple's nibs (one channel; the
    /// others within 5e-5). AppKit draws the color from its components in its own space, so the
    /// approximation only touches what a pre-10.x AppKit would read.
    static func calibratedRGB(sRGB components: [Double]) -> [Double] {
        let linear = components.map { ColorMath.srgbDecode($0) }
        return sRGBToGenericRGB.map { row in
            let value = zip(row, linear).map(*).reduce(0, +)
            return ColorMath.float(Foundation.pow(min(max(value, 0), 1), 1 / 1.8))
        }
    }

    /// Linear sRGB to linear Generic RGB: `ColorMath.genericRGBToSRGB` inverted.
    static let sRGBToGenericRGB: [[Double]] = {
        let m = ColorMath.genericRGBToSRGB
        let determinant = m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        func cofactor(_ row: Int, _ column: Int) -> Double {
            let rows = [0, 1, 2].filter { $0 != row }, columns = [0, 1, 2].filter { $0 != column }
            let minor = m[rows[0]][columns[0]] * m[rows[1]][columns[1]] - m[rows[0]][columns[1]] * m[rows[1]][columns[0]]
            return (row + column) % 2 == 0 ? minor : -minor
        }
        // The inverse is the transposed cofactor matrix over the determinant.
        return (0..<3).map { row in (0..<3).map { column in cofactor(column, row) / determinant } }
    }()

    /// A number as ibtool prints a color component (`%.10g`).
    static func component(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(format: "%.10g", value)
    }
}

extension Lowering {
    /// A `<color>` element as an `NSColor`: a catalog color (one object per name) with its
    /// fallback, or a calibrated or device color (an object each) [V 481].
    mutating func appKitColor(_ node: Int) -> ObjectGraph.ID? {
        let space = attribute("colorSpace", of: node) ?? ""
        if space == "catalog" || attribute("catalog", of: node) != nil {
            guard let name = attribute("name", of: node) else { return nil }
            return appKitCatalogColor(name, catalog: attribute("catalog", of: node) ?? "System")
        }
        let alpha = double("alpha", of: node) ?? 1
        let alphaText = alpha == 1 ? "" : " " + AppKitColors.component(alpha)
        if AppKitColors.isCustomSpaceColor(node, in: document), let custom = attribute("customColorSpace", of: node) {
            return appKitCustomColor(node, space: custom, alpha: alpha, alphaText: alphaText)
        }
        if let white = double("white", of: node) {
            let number = AppKitColors.spaces[space] == 4 ? 4 : 3
            return graph.add("NSColor", [
                .init("NSColorSpace", .integer(Int64(number))), .init("NSWhite", .data(Array((AppKitColors.component(white) + alphaText).utf8) + [0])),
            ])
        }
        if let red = double("red", of: node) {
            let components = [red, double("green", of: node) ?? 0, double("blue", of: node) ?? 0].map(AppKitColors.component).joined(separator: " ")
            let number: Int64 = space == "deviceRGB" ? 2 : 1
            return graph.add("NSColor", [.init("NSColorSpace", .integer(number)), .init("NSRGB", .data(Array((components + alphaText).utf8) + [0]))])
        }
        return nil
    }

    /// A color in a standard custom space (`AppKitColors.customSpaces`): its value in AppKit's
    /// calibrated space (`NSWhite`, `NSRGB`), the space with its profile, its components as
    /// written and `NSLinearExposure` 1 — as a catalog color's fallback is archived [V 2 colors of
    /// the pairs; 236 fallbacks]. nil without the space's components.
    private mutating func appKitCustomColor(_ node: Int, space: String, alpha: Double, alphaText: String) -> ObjectGraph.ID? {
        let alphaComponent = " " + AppKitColors.component(alpha)
        if space == "genericGamma22GrayColorSpace", let white = double("white", of: node) {
            let calibrated = AppKitColors.component(AppKitColors.calibratedWhite(genericGray22: white))
            let colorSpace = appKitStandardColorSpace(id: 9, model: 0, profile: ICCProfiles.genericGrayGamma22)
            return graph.add("NSColor", [
                .init("NSColorSpace", .integer(3)), .init("NSWhite", .data(Array((calibrated + alphaText).utf8) + [0])),
                .init("NSCustomColorSpace", .object(colorSpace)),
                .init("NSComponents", .data(Array((AppKitColors.component(white) + alphaComponent).utf8))),
                .init("NSLinearExposure", .data(Array("1".utf8))),
            ])
        }
        if space == "sRGB", let red = double("red", of: node) {
            let components = [red, double("green", of: node) ?? 0, double("blue", of: node) ?? 0]
            let calibrated = AppKitColors.calibratedRGB(sRGB: components).map(AppKitColors.component).joined(separator: " ")
            let colorSpace = appKitStandardColorSpace(id: 7, model: nil, profile: ICCProfiles.sRGB)
            return graph.add("NSColor", [
                .init("NSColorSpace", .integer(1)), .init("NSRGB", .data(Array((calibrated + alphaText).utf8) + [0])),
                .init("NSCustomColorSpace", .object(colorSpace)),
                .init("NSComponents", .data(Array((components.map(AppKitColors.component).joined(separator: " ") + alphaComponent).utf8))),
                .init("NSLinearExposure", .data(Array("1".utf8))),
            ])
        }
        return nil
    }

    /// A catalog color, one object per name, with the color it falls back to.
    mutating func appKitCatalogColor(_ name: String, catalog: String) -> ObjectGraph.ID {
        shared("color \(catalog) \(name)") { lowering in
            var entries: [ObjectGraph.Entry] = [
                .init("NSColorSpace", .integer(6)), .init("NSCatalogName", lowering.string(catalog)), .init("NSColorName", lowering.string(name)),
            ]
            if let fallback = AppKitColors.fallbacks[name] { entries.append(.init("NSColor", .object(lowering.appKitFallbackColor(fallback)))) }
            return lowering.graph.add("NSColor", entries)
        }
    }

    /// The color a catalog color falls back to, one object per value, in a standard color space.
    mutating func appKitFallbackColor(_ fallback: AppKitColors.Fallback) -> ObjectGraph.ID {
        switch fallback {
        case .catalog(let name):
            return appKitCatalogColor(name, catalog: "System")
        case .gray(let white, let components):
            return shared("fallback gray \(white) \(components)") { lowering in
                let space = lowering.appKitStandardColorSpace(id: 9, model: 0, profile: ICCProfiles.genericGrayGamma22)
                return lowering.graph.add("NSColor", [
                    .init("NSColorSpace", .integer(3)), .init("NSWhite", .data(Array(white.utf8) + [0])), .init("NSCustomColorSpace", .object(space)),
                    .init("NSComponents", .data(Array(components.utf8))), .init("NSLinearExposure", .data(Array("1".utf8))),
                ])
            }
        case .rgb(let rgb, let components):
            return shared("fallback rgb \(rgb) \(components)") { lowering in
                let space = lowering.appKitStandardColorSpace(id: 7, model: nil, profile: ICCProfiles.sRGB)
                return lowering.graph.add("NSColor", [
                    .init("NSColorSpace", .integer(1)), .init("NSRGB", .data(Array(rgb.utf8) + [0])), .init("NSCustomColorSpace", .object(space)),
                    .init("NSComponents", .data(Array(components.utf8))), .init("NSLinearExposure", .data(Array("1".utf8))),
                ])
            }
        }
    }

    /// A standard color space, one object per nib: AppKit finds it by `NSID`; ibtool writes its
    /// model and ICC profile beside it [V 83/83 color spaces of the corpus nibs].
    mutating func appKitStandardColorSpace(id: Int64, model: Int64?, profile: [UInt8]) -> ObjectGraph.ID {
        shared("color space \(id)") { lowering in
            var entries: [ObjectGraph.Entry] = [.init("NSID", .integer(id))]
            if let model { entries.append(.init("NSModel", .integer(model))) }
            entries.append(.init("NSICC", .object(lowering.graph.add("NSData", [.init(FoundationKeys.bytes, .data(profile))]))))
            return lowering.graph.add("NSColorSpace", entries)
        }
    }
}

extension Lowering {
    /// What an NSColor says of its `<color>` (the inverse of `appKitColor`, read by the decompiler): a catalog
    /// color's name; a color of a custom space by its components (`NSComponents`); a calibrated or
    /// device color by its `NSRGB` or `NSWhite` text.
    static func raisedAppKitColor(_ value: ObjectGraph.Value?, in graph: ObjectGraph) -> [String: String]? {
        guard case .object(let id)? = value, graph[id].className == "NSColor" else { return nil }
        var values: [String: ObjectGraph.Value] = [:]
        for entry in graph[id].entries where values[entry.key] == nil { values[entry.key] = entry.value }
        func numbers(_ key: String) -> [String] {
            guard case .data(let bytes)? = values[key] else { return [] }
            return String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self).split(separator: " ").compactMap { Double($0).map(KeyRecipe.Codec.text) }
        }
        guard case .integer(let space)? = values["NSColorSpace"] else { return nil }
        if space == 6, let name = graph.text(of: values["NSColorName"]) {
            return ["name": name, "catalog": graph.text(of: values["NSCatalogName"]) ?? "System", "colorSpace": "catalog"]
        }
        if case .object(let custom)? = values["NSCustomColorSpace"] {
            let components = numbers("NSComponents")
            let model = graph[custom].entries.first { $0.key == "NSModel" }?.value
            if model == .integer(0), components.count >= 1 {
                return ["white": components[0], "alpha": components.count > 1 ? components[1] : "1", "colorSpace": "custom", "customColorSpace": "genericGamma22GrayColorSpace"]
            }
            if components.count >= 3 {
                return ["red": components[0], "green": components[1], "blue": components[2], "alpha": components.count > 3 ? components[3] : "1", "colorSpace": "custom", "customColorSpace": "sRGB"]
            }
        }
        let rgb = numbers("NSRGB"), white = numbers("NSWhite")
        if rgb.count >= 3 {
            return ["red": rgb[0], "green": rgb[1], "blue": rgb[2], "alpha": rgb.count > 3 ? rgb[3] : "1", "colorSpace": space == 2 ? "deviceRGB" : "calibratedRGB"]
        }
        if let level = white.first {
            return ["white": level, "alpha": white.count > 1 ? white[1] : "1", "colorSpace": space == 4 ? "deviceWhite" : "calibratedWhite"]
        }
        return nil
    }

    /// What an NSFont says of its `<font>`: a meta font's role (`AppKitFonts.metaFonts`, by name and
    /// flags; its size when another), or a font's name and size.
    static func raisedAppKitFont(_ value: ObjectGraph.Value?, in graph: ObjectGraph) -> [String: String]? {
        guard case .object(let id)? = value, graph[id].className == "NSFont" else { return nil }
        var values: [String: ObjectGraph.Value] = [:]
        for entry in graph[id].entries where values[entry.key] == nil { values[entry.key] = entry.value }
        guard let name = graph.text(of: values["NSName"]), case .double(let size)? = values["NSSize"] else { return nil }
        var flags: Int64 = 0x10
        if case .integer(let written)? = values["NSfFlags"] { flags = written }
        let sizeText = KeyRecipe.Codec.text(size)
        if let role = AppKitFonts.metaFonts.sorted(by: { $0.key < $1.key }).first(where: { $0.value.name == name && $0.value.flags == flags }) {
            return role.value.size == size ? ["metaFont": role.key] : ["metaFont": role.key, "size": sizeText]
        }
        return ["name": name, "size": sizeText]
    }
}
