// UIKitValues.swift — colors and fonts as ibtool archives them.

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// A `<color>` element as a UIColor, or nil for forms not handled yet.
    ///
    /// ibtool writes a named system color with `UISystemColorName` and its fallback components; a
    /// gray (`IBColorSpace.archivesWhiteAsGray`) as `UIWhite`/`NSWhite` (color space 4); every other
    /// color as RGB floats plus an `NSRGB` string (color space 2) — except, in a color-matched
    /// document, the whites UIKit names (`namedWhites`), archived as those colors. A color-matched
    /// document's calibrated and Display P3 colors are converted first (ColorSpaces.swift). Equal
    /// colors are one object (no duplicate UIColor in 911 of Apple's).
    mutating func color(_ node: Int) -> ObjectGraph.Value? {
        // `<nil key="textColor" white="0" …/>`: Interface Builder leaves a color's components on
        // the nil that replaced it; ibtool reads a nil (NightPhones: 24 such labels archive the
        // default color).
        guard document[node].name != "nil" else { return nil }
        if let named = tableBackgroundWhite(node) { return named }
        var systemName =
            attribute(.systemColor, of: node) ?? attribute(.cocoaTouchSystemColor, of: node).map { options.sdk.systemColorName($0) }
        var source = node
        if let name = attribute(.name, of: node) ?? systemName, double(.white, of: node) == nil, double(.red, of: node) == nil,
            let entry = document.resources.first(where: { document.peek(.name, of: $0) == name }),
            let definition = document.child("color", of: entry)
        {
            source = definition
        }
        let colorMatched = document.headerFlag("colorMatched")
        var space: IBColorSpace?
        for colorNode in source == node ? [node] : [node, source] {
            // A space nibc does not know the archive of stays unread: reported as not compiled.
            guard let written = IBColorSpace.of(colorNode, in: document), written.known(colorMatched: colorMatched) else { continue }
            _ = attribute(.colorSpace, of: colorNode)
            _ = attribute(.customColorSpace, of: colorNode)
            if colorNode == source { space = written }
        }
        let alpha = double(.alpha, of: source) ?? 1
        var components: ColorComponents
        if let white = double(.white, of: source) {
            let gray = space?.archives(whiteAsGray: colorMatched) ?? false
            components = space?.archived(.gray(white, alpha), colorMatched: colorMatched) ?? .gray(white, alpha)
            // In a color-matched document, a white level that is one of UIKit's named grays is
            // archived as that color.
            if systemName == nil, colorMatched, let named = Lowering.namedWhites.first(where: { $0.components == components })?.name {
                systemName = named
            }
            if systemName == nil, !gray, case .gray(let level, _) = components {
                components = .rgb(level, level, level, alpha)
            }
        } else if let red = double(.red, of: source), let green = double(.green, of: source), let blue = double(.blue, of: source) {
            components = .rgb(red, green, blue, alpha)
            components = space?.archived(components, colorMatched: colorMatched) ?? components
        } else if let fallback = systemName.flatMap({ Lowering.systemColorFallbacks[$0] }) {
            components = fallback
        } else {
            // A system color without components, no `<resources>` entry of its name to take them
            // from (Xcode writes one for every system color it names, or the components inline)
            // and none compiling knows: nothing to archive, said. (A missing named color is the
            // resolver's warning.)
            if let systemName, attribute(.name, of: node) == nil {
                diagnostics.warning(
                    "system color '\(systemName)' has no components and no definition in the document's <resources>; it is not compiled",
                    at: document.location(of: node))
            }
            return nil
        }
        if let cocoa = attribute(.cocoaTouchSystemColor, of: node), let name = systemName, source == node,
            let fallback = Lowering.systemColorFallbacks[name] ?? Lowering.systemColorFallbacks[cocoa]
        {
            // A system color saved in a custom space is the value Interface Builder resolved it
            // to, unnamed (MovingRental's group table background in calibrated white, SDK 9: RGB
            // 0.937 0.937 0.957 and no name; the one such color of the corpus documents).
            if attribute(.customColorSpace, of: node) != nil { return colorObject(fallback, systemName: nil) }
            if options.sdk.archivesUnnamed(name), case .gray(let white, let alpha) = fallback {
                return colorObject(.rgb(white, white, white, alpha), systemName: nil)
            }
            if options.sdk.isPatternColor(name) { return patternColor(name) }
            components = fallback
        }
        return colorObject(components, systemName: systemName)
    }

    /// A plain table's background saved as Interface Builder's default for it, a calibrated white
    /// of 1: before SDK 13 ibtool archives it as UIKit's `tableBackgroundColor`, in RGB (the plain
    /// tables of the LucidX, Mobilewits, NightPhones, Openday, ProcessDash, ProgrammingEvents and
    /// UItestingDemo pairs, SDK 7–12; a grouped table's white stays unnamed, ProgrammingEvents;
    /// XAMservi's 2 share an unnamed white written before them: the UIKit archive builder's color
    /// equality, `UIKitNibFormat.builder(sdk:)`).
    mutating func tableBackgroundWhite(_ node: Int) -> ObjectGraph.Value? {
        let parent = document[node].parent
        guard options.sdk < SDKVersion(13), parent >= 0, document[parent].name == "tableView", document.key(of: node) == "backgroundColor",
            (document.peek("style", of: parent) ?? "plain") == "plain",
            document.peek("white", of: node) == "1", document.peek("alpha", of: node) == "1", document.peek("colorSpace", of: node) == "calibratedWhite"
        else { return nil }
        _ = (attribute(.white, of: node), attribute(.alpha, of: node), attribute(.colorSpace, of: node))
        return colorObject(.rgb(1, 1, 1, 1), systemName: "tableBackgroundColor")
    }

    /// A pattern system color: its name and the selector that makes it, one object per nib.
    mutating func patternColor(_ name: String) -> ObjectGraph.Value {
        let key = "pattern color " + name
        if let existing = sharedObjects[key] { return .object(existing) }
        let made = graph.add("UIColor", [.init("UISystemColorName", string(name)), .init("UIPatternSelector", string(name))])
        sharedObjects[key] = made
        return .object(made)
    }

    mutating func colorObject(_ components: ColorComponents, systemName: String?) -> ObjectGraph.Value {
        let key = ColorKey(systemName: systemName, components: components)
        if let existing = colorCache[key] { return .object(existing) }
        var entries: [ObjectGraph.Entry] = []
        if let systemName { entries.append(.init("UISystemColorName", string(systemName))) }
        switch components {
        case .gray(let white, let alpha):
            var text = Lowering.shortDecimal(white)
            if alpha != 1 { text += " " + Lowering.shortDecimal(alpha) }
            entries.append(.init("UIColorComponentCount", .integer(2)))
            appendComponent("UIWhite", white, to: &entries)
            appendComponent("UIAlpha", alpha, to: &entries)
            entries += [.init("NSWhite", .data(Array(text.utf8))), .init("NSColorSpace", .integer(4))]
        case .rgb(let red, let green, let blue, let alpha):
            // (Concatenated, not `joined`: the generic `joined` looks up a conformance at its first
            // use, a scan of the binary's conformance records: 3 % of a small compile.)
            var text = Lowering.shortDecimal(red) + " " + Lowering.shortDecimal(green) + " " + Lowering.shortDecimal(blue)
            if alpha != 1 { text += " " + Lowering.shortDecimal(alpha) }
            entries.append(.init("UIColorComponentCount", .integer(4)))
            for (name, value) in [("UIRed", red), ("UIGreen", green), ("UIBlue", blue), ("UIAlpha", alpha)] {
                appendComponent(name, value, to: &entries)
            }
            entries += [.init("NSRGB", .data(Array(text.utf8))), .init("NSColorSpace", .integer(2))]
        }
        let color = graph.add("UIColor", entries)
        colorCache[key] = color
        return .object(color)
    }

    /// What a UIColor object says of the `<color>` it came from (the inverse of `colorObject`): a
    /// named color's name, a gray's white level or an RGB color's components in the space UIKit
    /// archives (sRGB, or gray's), exact where the archive has the `-Double` component. Converted
    /// spaces (calibrated, Display P3) come back as sRGB, and whites archived as RGB as RGB.
    static func raisedColor(_ value: ObjectGraph.Value?, in graph: ObjectGraph) -> [String: String]? {
        guard case .object(let id)? = value, graph[id].className == "UIColor" else { return nil }
        var values: [String: ObjectGraph.Value] = [:]
        for entry in graph[id].entries { values[entry.key] = entry.value }
        func component(_ name: String) -> String? {
            if case .double(let exact)? = values[name + "-Double"] { return KeyRecipe.Codec.text(exact) }
            if case .float(let number)? = values[name] { return KeyRecipe.Codec.text(Double(number)) }
            return nil
        }
        func components() -> [String: String]? {
            if let white = component("UIWhite") {
                return ["white": white, "alpha": component("UIAlpha") ?? "1", "colorSpace": "custom", "customColorSpace": "genericGamma22GrayColorSpace"]
            }
            guard let red = component("UIRed"), let green = component("UIGreen"), let blue = component("UIBlue") else { return nil }
            return [
                "red": red, "green": green, "blue": blue, "alpha": component("UIAlpha") ?? "1", "colorSpace": "custom", "customColorSpace": "sRGB",
            ]
        }
        if let name = graph.text(of: values["UISystemColorName"]) {
            // (A plain table's white as Interface Builder saved it, which ibtool names before SDK
            // 13: `tableBackgroundWhite`.)
            if name == "tableBackgroundColor" { return ["white": "1", "alpha": "1", "colorSpace": "calibratedWhite"] }
            // (The whites UIKit names are what Interface Builder writes as generic-gray levels —
            // 482 such colors in the corpus documents, none `systemColor="whiteColor"` — and a
            // color-matched document, as every decompiled one is, archives them by name again.)
            if case .gray(let white, let alpha)? = namedWhites.first(where: { $0.name == name })?.components {
                func spelled(_ level: Double) -> String { level == 0 ? "0.0" : KeyRecipe.Codec.text(level) }
                return ["white": spelled(white), "alpha": spelled(alpha), "colorSpace": "custom", "customColorSpace": "genericGamma22GrayColorSpace"]
            }
            // (A system color compiling knows no components of keeps the ones the nib archived,
            // written with its name as Xcode 11.0–11.3 wrote them: without a `<resources>`
            // definition, compiling would have nothing to archive.)
            if systemColorFallbacks[name] == nil, let components = components() { return components.merging(["systemColor": name]) { $1 } }
            return ["systemColor": name]
        }
        return components()
    }

    /// What a UIFont object says of the `<fontDescription>` it came from (the inverse of `font`): a
    /// Dynamic Type style; a system font's type, weight and size (from its descriptor's usage); or
    /// a named font's name and size. A named font's `family` is not archived.
    static func raisedFont(_ value: ObjectGraph.Value?, in graph: ObjectGraph) -> [String: String]? {
        guard case .object(let id)? = value, graph[id].className == "UIFont" else { return nil }
        let entries = graph[id].entries
        func entry(_ key: String) -> ObjectGraph.Value? { entries.first { $0.key == key }?.value }
        if let style = graph.text(of: entry("UIIBTextStyle")) { return ["style": style] }
        guard case .double(let size)? = entry("UIFontPointSize"), case .object(let descriptor)? = entry("UIFontDescriptor") else { return nil }
        var attributes: [String: ObjectGraph.Value] = [:]
        for pair in graph.dictionaryPairs(of: graph[descriptor].entries.first { $0.key == "UIFontDescriptorAttributes" }?.value) {
            if let key = graph.text(of: pair.key) { attributes[key] = pair.value }
        }
        let pointSize = KeyRecipe.Codec.text(size)
        if let name = graph.text(of: attributes["NSFontNameAttribute"]) { return ["name": name, "pointSize": pointSize] }
        guard let usage = graph.text(of: attributes["NSCTFontUIUsageAttribute"]) else { return nil }
        if usage == "CTFontObliqueUsage" { return ["type": "italicSystem", "pointSize": pointSize] }
        if graph.text(of: attributes["NSCTFontUIUsageOverrideAttribute"]) == "CTFontBoldUsage" { return ["type": "boldSystem", "pointSize": pointSize] }
        var font = ["type": "system", "pointSize": pointSize]
        if let weight = systemFontWeights.first(where: { $0.value.usage == usage })?.key, weight != "regular" { font["weight"] = weight }
        return font
    }

    /// A component as a float, then — newer ibtool, every component, alpha included — its exact
    /// value when a float cannot hold it (`UIRed-Double`, `UIWhite-Double`, `UIAlpha-Double`: 196
    /// colors of Apple's nibs, always right after the float).
    func appendComponent(_ name: String, _ value: Double, to entries: inout [ObjectGraph.Entry]) {
        entries.append(.init(name, .float(Float(value))))
        if options.sdk.archivesDoubleColorComponents, Double(Float(value)) != value { entries.append(.init(name + "-Double", .double(value))) }
    }

    /// System font weights: the SF name suffix, the CoreText usage, the bold trait.
    static let systemFontWeights: [String: (name: String, usage: String, traits: Int64)] = [
        "ultraLight": ("Ultralight", "CTFontUltraLightUsage", 0), "thin": ("Thin", "CTFontThinUsage", 0),
        "light": ("Light", "CTFontLightUsage", 0), "regular": ("Regular", "CTFontRegularUsage", 0),
        "medium": ("Medium", "CTFontMediumUsage", 0), "semibold": ("Semibold", "CTFontDemiUsage", 2),
        "bold": ("Bold", "CTFontEmphasizedUsage", 2), "heavy": ("Heavy", "CTFontHeavyUsage", 2),
        "black": ("Black", "CTFontBlackUsage", 2),
    ]

    /// Components of the UIKit colors documents name without giving them.
    static let systemColorFallbacks: [String: ColorComponents] = [
        "whiteColor": .gray(1, 1), "blackColor": .gray(0, 1), "darkTextColor": .gray(0, 1),
        "clearColor": .gray(0, 0), "lightTextColor": .gray(1, 0.6), "lightGrayColor": .gray(2.0 / 3, 1),
        "darkGrayColor": .gray(1.0 / 3, 1), "grayColor": .gray(0.5, 1),
        // iOS 7–12's (239, 239, 244): MovingRental's, SDK 9.
        "groupTableViewBackgroundColor": .rgb(239.0 / 255, 239.0 / 255, 244.0 / 255, 1),
        "systemBackgroundColor": .gray(1, 1), "labelColor": .gray(0, 1),
        // iOS 13's light value (242, 242, 247): CleverTap's inbox pair, SDK 14.
        "systemGroupedBackgroundColor": .rgb(242.0 / 255, 242.0 / 255, 247.0 / 255, 1),
    ]

    /// The grays ibtool names in `colorMatched="YES"` documents: a `white`/`alpha` pair equal to one
    /// is archived as the named color (Mixpanel's calibrated whites, SDCAlertView's generic-gray
    /// white); without colorMatched the same colors stay RGB or gray (Segmentio, XLPagerTabStrip).
    static let namedWhites: [(components: ColorComponents, name: String)] = [
        (.gray(1, 1), "whiteColor"), (.gray(0, 1), "blackColor"), (.gray(0, 0), "clearColor"),
    ]

    /// A number with 3 significant digits, as `%.3g` prints it ("0.0275", "1", "0.725").
    static func shortDecimal(_ value: Double) -> String {
        guard value != 0 else { return "0" }
        guard value.isFinite else { return "\(value)" }
        let magnitude = Int((abs(value)).log10Floor)
        let decimals = max(0, 2 - magnitude)
        var bytes = Lowering.roundedBytes(value, decimals: decimals)
        if bytes.contains(UInt8(ascii: ".")) {
            while bytes.last == UInt8(ascii: "0") { bytes.removeLast() }
            if bytes.last == UInt8(ascii: ".") { bytes.removeLast() }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `value` rounded to `decimals` places, printed without exponent.
    static func rounded(_ value: Double, decimals: Int) -> String {
        String(decoding: roundedBytes(value, decimals: decimals), as: UTF8.self)
    }

    /// `rounded`'s text as bytes: the digits of the rounded integer, at least `decimals + 1` of
    /// them, with the point before the last `decimals` (every color component is printed so).
    static func roundedBytes(_ value: Double, decimals: Int) -> [UInt8] {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        guard let integer = DecimalNumber.exactInteger((value * scale).rounded()) else { return Array("\(value)".utf8) }
        var reversed: [UInt8] = []
        var rest = integer.magnitude
        repeat {
            reversed.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        while reversed.count < decimals + 1 { reversed.append(UInt8(ascii: "0")) }
        var bytes: [UInt8] = integer < 0 ? [UInt8(ascii: "-")] : []
        bytes.reserveCapacity(reversed.count + 2)
        for (position, digit) in reversed.reversed().enumerated() {
            if decimals > 0, position == reversed.count - decimals { bytes.append(UInt8(ascii: ".")) }
            bytes.append(digit)
        }
        return bytes
    }

    /// The point size and weight of each Dynamic Type text style at the default content size
    /// (Large), as ibtool archives them in `NSSize` (its run-time size comes from the style).
    /// Body 17, Footnote 13, Caption1 12 are verified (12 Apple nibs); Title1 is 26 in the same
    /// nibs where Apple's HIG gives 28 (the data wins); the others are the HIG's.
    static let textStyles: [String: (size: Double, weight: String)] = [
        "UICTFontTextStyleTitle0": (34, "regular"), "UICTFontTextStyleTitle1": (26, "regular"),
        "UICTFontTextStyleTitle2": (22, "regular"), "UICTFontTextStyleTitle3": (20, "regular"),
        "UICTFontTextStyleHeadline": (17, "semibold"), "UICTFontTextStyleSubhead": (15, "regular"),
        "UICTFontTextStyleBody": (17, "regular"), "UICTFontTextStyleCallout": (16, "regular"),
        "UICTFontTextStyleFootnote": (13, "regular"), "UICTFontTextStyleCaption1": (12, "regular"),
        "UICTFontTextStyleCaption2": (11, "regular"),
    ]

    /// The name ibtool gives a system font of `weight` (a key of `systemFontWeights`) and `size`.
    func systemFontName(weight: (name: String, usage: String, traits: Int64), italic: Bool, size: Double) -> String {
        if options.sdk.hasUnifiedSystemFontNames { return ".SFUI-" + weight.name + (italic ? "Italic" : "") }
        if let helvetica = options.sdk.helveticaSystemFontName(weight: weight.name) { return helvetica + (italic ? "Italic" : "") }
        let weightName = weight.name == "Regular" && !options.sdk.namesRegularSystemFontWeight ? "" : weight.name
        let suffix = weightName + (italic ? "Italic" : "")
        return (size < 20 ? ".SFUIText" : ".SFUIDisplay") + (suffix.isEmpty ? "" : "-" + suffix)
    }

    /// A UIFont with UIFont's keys in ibtool's order; `detail` is its descriptor or its text style.
    mutating func fontObject(
        name: ObjectGraph.Value, detail: ObjectGraph.Entry, pointSize: Double, traits: Int64, system: Bool, size: Double
    ) -> ObjectGraph.Value {
        .object(
            graph.add("UIFont", [
                .init("UIFontName", name), detail, .init("UIFontPointSize", .double(pointSize)),
                .init("UIFontTextStyleForScaling", .null), .init("UIFontPointSizeForScaling", .double(0)),
                .init("UIFontMaximumPointSizeAfterScaling", .double(0)), .init("UIFontTraits", .integer(traits)),
                .init("UISystemFont", .bool(system)), .init("NSName", name), .init("NSSize", .double(size)),
            ]))
    }

    /// A `<fontDescription>` as a UIFont: one object per font in a nib (`fontsByValue`). ibtool
    /// archives equal fonts once (543 of the 550 fonts of Apple's nibs in the iOS pairs are the
    /// only one with their value in their nib, at every SDK; `StaticTableTests.sharedFonts`).
    mutating func font(_ node: Int) -> ObjectGraph.Value? {
        // A Dynamic Type style: the style's name and its default size, no descriptor (UIKit
        // builds the font from the style when it decodes it).
        if let style = document.peek("style", of: node), let textStyle = Lowering.textStyles[style] {
            _ = attribute("style", of: node)
            let key = "style \(style)"
            if let font = fontsByValue[key] { return font }
            let weight = Lowering.systemFontWeights[textStyle.weight]!
            let nameValue = string(systemFontName(weight: weight, italic: false, size: textStyle.size))
            let font = fontObject(
                name: nameValue, detail: .init("UIIBTextStyle", string(style)), pointSize: 0, traits: weight.traits, system: true,
                size: textStyle.size)
            fontsByValue[key] = font
            return font
        }
        let size = double("pointSize", of: node) ?? 17
        if let type = attribute("type", of: node) {
            return systemFont(type: type, weight: attribute("weight", of: node), size: size)
        }
        guard let name = attribute("name", of: node) else { return nil }
        // CoreText's name of the system font, which a document may name as a font: ibtool archives
        // the system font (JobDocs, SDK 10: `.SFUIText` 13, UISystemFont).
        if let type = Lowering.systemFontNames[name] { return systemFont(type: type, weight: nil, size: size) }
        return namedFont(name, size: size)
    }

    /// The font named `name` (a PostScript name) of `size` points, the nib's object for it if it
    /// has one.
    mutating func namedFont(_ name: String, size: Double) -> ObjectGraph.Value {
        let key = "name \(name) \(size)"
        if let font = fontsByValue[key] { return font }
        let sizePair = (graph.string("NSFontSizeAttribute"), fontSizeNumber(size).objectID!)
        let namePair = (graph.string("NSFontNameAttribute"), graph.string(name))
        let immutable = options.sdk.archivesImmutableFontAttributes
        let attributes = graph.dictionary(immutable ? [namePair, sizePair] : [sizePair, namePair], className: immutable ? "NSDictionary" : "NSMutableDictionary")
        let descriptor = fontDescriptor(attributes, options: Lowering.isIOSFont(name) ? Lowering.installedFontDescriptorOptions : 0)
        let font = fontObject(
            name: string(name), detail: .init("UIFontDescriptor", .object(descriptor)), pointSize: size,
            traits: Lowering.symbolicTraits(ofFontNamed: name), system: false, size: size)
        fontsByValue[key] = font
        return font
    }

    /// CoreText's names of the system font → the `type` of a `<fontDescription>` for it.
    static let systemFontNames = [".AppleSystemUIFont": "system", ".AppleSystemUIFontBold": "boldSystem"]

    /// A font size as ibtool writes it in a descriptor: before coder 10 an integer when it is one.
    mutating func fontSizeNumber(_ size: Double) -> ObjectGraph.Value {
        if !options.sdk.archivesImmutableFontAttributes, size == size.rounded(), let integer = DecimalNumber.exactInteger(size) { return number(integer) }
        return .object(graph.number(size))
    }

    /// A `UIFontDescriptor` of `attributes`, with its options where the SDK archives them
    /// (`SDKVersion.archivesFontDescriptorOptions`).
    mutating func fontDescriptor(_ attributes: ObjectGraph.ID, options value: Int64) -> ObjectGraph.ID {
        var entries: [ObjectGraph.Entry] = [.init("UIFontDescriptorAttributes", .object(attributes))]
        if options.sdk.archivesFontDescriptorOptions { entries.append(.init("UIFontDescriptorOptions", .integer(value))) }
        return graph.add("UIFontDescriptor", entries)
    }

    /// A system font descriptor's options (`UIFontDescriptorOptions`) [V 53 coder-10 nibs; one
    /// IDnow build's regular font 0x8000_8006].
    static let systemFontDescriptorOptions: Int64 = 0x8000_8404

    /// A named font's options when the font is one iOS has (HelveticaNeue, TimesNewRomanPSMT,
    /// AppleSDGothicNeo-Bold and -Light in coder-10 nibs); an app's own font, which ibtool cannot
    /// resolve, has 0 (IDnow's Wotfard-Medium and -Regular).
    static let installedFontDescriptorOptions: Int64 = 0x8000_0000

    /// Whether a PostScript font name is of a family iOS ships (its part before the style: the
    /// families of Apple's list of fonts included with iOS).
    static func isIOSFont(_ name: String) -> Bool {
        let family = name.split(separator: "-", maxSplits: 1).first.map(String.init) ?? name
        return iosFontFamilies.contains(family)
    }

    /// The PostScript family names of the fonts iOS ships [S: Apple's "Fonts included with iOS";
    /// V: the four of them in coder-10 nibs].
    static let iosFontFamilies: Set<String> = [
        "AcademyEngravedLetPlain", "AlNile", "AmericanTypewriter", "AppleColorEmoji", "AppleSDGothicNeo", "AppleSymbols", "Arial", "ArialMT",
        "ArialHebrew", "ArialRoundedMTBold", "Avenir", "AvenirNext", "AvenirNextCondensed", "Baskerville", "Bodoni72", "BodoniSvtyTwoITCTT",
        "BodoniSvtyTwoOSITCTT", "BodoniSvtyTwoSCITCTT", "BodoniOrnamentsITCTT", "BradleyHandITCTT", "ChalkboardSE", "Chalkduster", "Charter",
        "Cochin", "Copperplate", "Courier", "CourierNewPSMT", "CourierNewPS", "Damascus", "DevanagariSangamMN", "Didot", "DINAlternate",
        "DINCondensed", "EuphemiaUCAS", "Farah", "Futura", "Galvji", "GeezaPro", "Georgia", "GillSans", "GranthaSangamMN", "Helvetica",
        "HelveticaNeue", "HiraginoSans", "HiraMaruProN", "HiraMinProN", "HoeflerText", "Kailasa", "Kefa", "KhmerSangamMN",
        "KohinoorBangla", "KohinoorDevanagari", "KohinoorGujarati", "KohinoorTelugu", "LaoSangamMN", "MalayalamSangamMN", "MarkerFelt",
        "Menlo", "DiwanMishafi", "MuktaMahee", "MyanmarSangamMN", "Noteworthy", "NotoNastaliqUrdu", "NotoSansKannada", "NotoSansMyanmar",
        "NotoSansOriya", "Optima", "Palatino", "Papyrus", "PartyLetPlain", "PingFangHK", "PingFangSC", "PingFangTC", "Rockwell",
        "SavoyeLetPlain", "SinhalaSangamMN", "SnellRoundhand", "Symbol", "TamilSangamMN", "Thonburi", "TimesNewRomanPSMT", "TimesNewRomanPS",
        "TrebuchetMS", "Verdana", "ZapfDingbatsITC", "Zapfino",
    ]

    /// A system font (`type` system, boldSystem or italicSystem, of `weight`) of `size` points,
    /// the nib's object for it if it has one.
    mutating func systemFont(type: String, weight: String?, size: Double) -> ObjectGraph.Value {
        let key = "system \(type) \(weight ?? "") \(size)"
        if let font = fontsByValue[key] { return font }
        let font = makeSystemFont(type: type, weight: weight, size: size)
        fontsByValue[key] = font
        return font
    }

    private mutating func makeSystemFont(type: String, weight: String?, size: Double) -> ObjectGraph.Value {
        let sizeNumber = fontSizeNumber(size)
        let weight = weight ?? (type == "boldSystem" ? "bold" : "regular")
        let style = Lowering.systemFontWeights[weight] ?? Lowering.systemFontWeights["regular"]!
        let italic = type == "italicSystem"
        let name = systemFontName(weight: style, italic: italic, size: size)
        let immutable = options.sdk.archivesImmutableFontAttributes
        let sizePair = (key: graph.string("NSFontSizeAttribute"), value: sizeNumber.objectID!)
        var pairs: [(key: ObjectGraph.ID, value: ObjectGraph.ID)] = [
            (graph.string("NSCTFontUIUsageAttribute"), graph.string(italic ? "CTFontObliqueUsage" : style.usage))
        ]
        if !immutable { pairs.append(sizePair) }
        if type == "boldSystem" {
            pairs.append((graph.string("NSCTFontUIUsageOverrideAttribute"), graph.string("CTFontBoldUsage")))
        }
        if immutable { pairs.append(sizePair) }
        let attributes = graph.dictionary(pairs, className: immutable && type != "boldSystem" ? "NSDictionary" : "NSMutableDictionary")
        let descriptor = fontDescriptor(attributes, options: Lowering.systemFontDescriptorOptions)
        return fontObject(
            name: string(name), detail: .init("UIFontDescriptor", .object(descriptor)), pointSize: size, traits: italic ? 1 : style.traits,
            system: true, size: size)
    }
}

extension Lowering {
    /// The symbolic traits CoreText reports for a font, from its PostScript name's style part
    /// ("AvenirNext-DemiBold" → bold, 2; italic adds 1): 6 of 6 bold custom fonts in Apple's nibs.
    static func symbolicTraits(ofFontNamed name: String) -> Int64 {
        guard let dash = name.lastIndex(of: "-") else { return 0 }
        let style = name[name.index(after: dash)...].lowercased()
        var traits: Int64 = 0
        if style.contains("italic") || style.contains("oblique") { traits |= 1 }
        if style.contains("bold") || style.contains("heavy") || style.contains("black") { traits |= 2 }
        return traits
    }
}

/// A color's components, as ibtool archives them.
enum ColorComponents: Hashable, CustomStringConvertible {
    case gray(Double, Double)
    case rgb(Double, Double, Double, Double)

    var description: String {
        switch self {
        case .gray(let white, let alpha): "g \(white) \(alpha)"
        case .rgb(let red, let green, let blue, let alpha): "rgb \(red) \(green) \(blue) \(alpha)"
        }
    }
}

/// One UIColor object per distinct color: buckets by the color's hash, compared in full within one.
/// (Keyed by `Int`, not by the color: a dictionary keyed by a type of nibc's own costs each process
/// a scan of the Swift runtime's conformance records at its first use, a tenth of a millisecond.)
struct ColorTable {
    private var buckets: [Int: [(key: ColorKey, object: ObjectGraph.ID)]] = [:]

    subscript(key: ColorKey) -> ObjectGraph.ID? {
        get { buckets[key.bucket]?.first { $0.key == key }?.object }
        set {
            guard let newValue else { return }
            buckets[key.bucket, default: []].append((key, newValue))
        }
    }
}

/// What makes two colors one UIColor object: the system name and the components' exact bits
/// (-0 and 0 stay apart, as their archived floats do).
struct ColorKey: Equatable {
    let systemName: String?
    let bits: (UInt64, UInt64, UInt64, UInt64, UInt64)

    init(systemName: String?, components: ColorComponents) {
        self.systemName = systemName
        switch components {
        case .gray(let white, let alpha): bits = (2, white.bitPattern, alpha.bitPattern, 0, 0)
        case .rgb(let red, let green, let blue, let alpha): bits = (4, red.bitPattern, green.bitPattern, blue.bitPattern, alpha.bitPattern)
        }
    }

    static func == (a: ColorKey, b: ColorKey) -> Bool { a.systemName == b.systemName && a.bits == b.bits }

    /// Its bucket in `ColorTable`.
    var bucket: Int {
        var hasher = Hasher()
        hash(into: &hasher)
        return hasher.finalize()
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(systemName)
        hasher.combine(bits.0)
        hasher.combine(bits.1)
        hasher.combine(bits.2)
        hasher.combine(bits.3)
        hasher.combine(bits.4)
    }
}

extension ObjectGraph.Value {
    var objectID: ObjectGraph.ID? {
        if case .object(let id) = self { return id }
        return nil
    }
}

extension Double {
    /// ⌊log10(|self|)⌋ for a non-zero value, without Foundation.
    var log10Floor: Double {
        var value = abs(self)
        var exponent = 0.0
        while value >= 10 { value /= 10; exponent += 1 }
        while value < 1 { value *= 10; exponent -= 1 }
        return exponent
    }
}
