// FormatterShapes.swift — a cell's number formatter as `NSNumberFormatter` archives itself in the
// 10.4 behavior: the properties it was given, in a dictionary sorted by name, beside the legacy
// keys (format strings, limits, separators) AppKit still writes (docs/FORMAT.md, "Formatters").

import InterfaceBuilder
import NibArchive

/// What an `NSNumberFormatter` is when a document does not say: the en_US defaults of its style
/// [V 4 formatters, styles none and decimal; S: Foundation's documented defaults for the others].
enum NumberFormats {
    /// `numberStyle`'s value (NSNumberFormatterStyle) by attribute.
    static let styles: [String: Int64] = [
        "none": 0, "decimal": 1, "currency": 2, "percent": 3, "scientific": 4, "spellOut": 5, "ordinal": 6,
        "currencyISOCode": 8, "currencyPlural": 9, "currencyAccounting": 10,
    ]

    struct Defaults {
        var groupingSize: Int64 = 0
        var minimumIntegerDigits: Int64 = 0
        var maximumIntegerDigits: Int64 = 42
        var minimumFractionDigits: Int64 = 0
        var maximumFractionDigits: Int64 = 0
        var prefix = ""
        var suffix = ""
    }

    static func defaults(style: String) -> Defaults {
        switch style {
        case "decimal": Defaults(groupingSize: 3, minimumIntegerDigits: 1, maximumIntegerDigits: 2_000_000_000, maximumFractionDigits: 3)
        case "currency": Defaults(groupingSize: 3, minimumIntegerDigits: 1, maximumIntegerDigits: 2_000_000_000, minimumFractionDigits: 2, maximumFractionDigits: 2, prefix: "¤")
        case "percent": Defaults(groupingSize: 3, minimumIntegerDigits: 1, maximumIntegerDigits: 2_000_000_000, suffix: "%")
        default: Defaults()
        }
    }

    /// An integer count at least this large is unbounded: the pattern shows only the digits that
    /// must be there [V: 2,000,000,000 gives `#,##0`; 42 gives 42 positions].
    static let unbounded: Int64 = 1_000_000

    /// The ICU pattern of a formatter's digits: `#` for an optional integer digit, `0` for a
    /// required one, grouped every `groupingSize` from the right, then the fraction digits
    /// [V `##…#` (42), `##…#0`, `#,##0.###`].
    static func pattern(minimumInteger: Int64, maximumInteger: Int64, minimumFraction: Int64, maximumFraction: Int64, groupingSize: Int64, grouped: Bool)
        -> String
    {
        let required = max(0, min(minimumInteger, 400))
        let grouping = grouped && groupingSize > 0 ? min(groupingSize, 400) : 0
        let positions: Int64
        if maximumInteger >= unbounded {
            positions = max(required, grouping > 0 ? grouping + 1 : 1)
        } else {
            positions = max(required, min(max(maximumInteger, 0), 400))
        }
        var integer = ""
        for position in stride(from: positions, to: 0, by: -1) {
            integer += position <= required ? "0" : "#"
            if grouping > 0, position > 1, (position - 1) % grouping == 0 { integer += "," }
        }
        let fractionMaximum = min(max(maximumFraction, 0), 400), fractionMinimum = min(max(minimumFraction, 0), fractionMaximum)
        guard fractionMaximum > 0 else { return integer }
        return integer + "." + String(repeating: "0", count: Int(fractionMinimum)) + String(repeating: "#", count: Int(fractionMaximum - fractionMinimum))
    }
}

/// `@numberFormatter`: every key of an `NSNumberFormatter`: `NS.attributes` (its properties, sorted
/// by name: the document's and its style's defaults), the format strings, nil/NaN strings, limits
/// (NaN, one shared `NSDecimalNumberPlaceholder`, when absent), rounding handler, separators and
/// flags [V 4/4 formatters].
struct NumberFormatterShape: Shape {
    static let name = "numberFormatter"
    static let keys = [
        "NS.attributes", "NS.positiveformat", "NS.negativeformat", "NS.positiveattrs", "NS.negativeattrs", "NS.zero", "NS.nil", "NS.nan",
        "NS.min", "NS.max", "NS.rounding", "NS.decimal", "NS.thousand", "NS.hasthousands", "NS.localized", "NS.allowsfloats",
    ]
    /// Text properties stored under their own names when given.
    static let texts = [
        "currencyDecimalSeparator", "currencySymbol", "decimalSeparator", "exponentSymbol", "groupingSeparator", "internationalCurrencySymbol",
        "minusSign", "negativeFormat", "negativePrefix", "negativeSuffix", "notANumberSymbol", "paddingCharacter", "perMillSymbol",
        "percentSymbol", "plusSign", "positiveFormat", "positivePrefix", "positiveSuffix",
    ]
    static let reads = ElementReads(
        IBNameSet([
            "allowsFloats", "alwaysShowsDecimalSeparator", "formatWidth", "formatterBehavior", "generatesDecimalNumbers", "groupingSize", "lenient",
            "localizesFormat", "maximumFractionDigits", "maximumIntegerDigits", "minimumFractionDigits", "minimumIntegerDigits", "numberStyle",
            "thousandSeparator", "usesGroupingSeparator",
        ] + texts),
        children: ["minimum", "maximum", "negativeInfinitySymbol", "positiveInfinitySymbol"])

    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let style = lowering.attribute("numberStyle", of: node) ?? "none"
        if lowering.attribute("formatterBehavior", of: node) == "10_0" {
            // (No pair shows what ibtool writes for Mac OS X 10.0's formatter: written as 10.4's, said.)
            lowering.diagnostics.warning(
                "a number formatter with Mac OS X 10.0 behavior is compiled as the 10.4 one (formatterBehavior=\"10_0\")",
                at: lowering.document.location(of: node))
        }
        let defaults = NumberFormats.defaults(style: style)
        func flag(_ name: String, _ absent: Bool) -> Bool { lowering.attribute(name, of: node).map { $0 == "YES" } ?? absent }
        func integer(_ name: String, _ absent: Int64) -> Int64 { lowering.attribute(name, of: node).flatMap(DecimalNumber.integer) ?? absent }
        let grouped = flag("usesGroupingSeparator", true)
        let allowsFloats = flag("allowsFloats", true)
        let counts = (
            grouping: integer("groupingSize", defaults.groupingSize), minimumInteger: integer("minimumIntegerDigits", defaults.minimumIntegerDigits),
            maximumInteger: integer("maximumIntegerDigits", defaults.maximumIntegerDigits),
            minimumFraction: integer("minimumFractionDigits", defaults.minimumFractionDigits),
            maximumFraction: integer("maximumFractionDigits", defaults.maximumFractionDigits)
        )
        let minimum = lowering.formatterLimit(lowering.document.child(key: "minimum", of: node))
        let maximum = lowering.formatterLimit(lowering.document.child(key: "maximum", of: node))

        var properties: [(String, ObjectGraph.ID)] = [
            ("allowsFloats", lowering.graph.number(allowsFloats)), ("alwaysShowsDecimalSeparator", lowering.graph.number(flag("alwaysShowsDecimalSeparator", false))),
            ("formatWidth", lowering.graph.number(integer("formatWidth", 0))), ("formatterBehavior", lowering.graph.number(Int64(1040))),
            ("generatesDecimalNumbers", lowering.graph.number(flag("generatesDecimalNumbers", false))),
            ("groupingSize", lowering.graph.number(counts.grouping)), ("lenient", lowering.graph.number(flag("lenient", false))),
            ("maximumFractionDigits", lowering.graph.number(counts.maximumFraction)),
            ("maximumIntegerDigits", lowering.graph.number(counts.maximumInteger)),
            ("minimumFractionDigits", lowering.graph.number(counts.minimumFraction)),
            ("minimumIntegerDigits", lowering.graph.number(counts.minimumInteger)),
            ("nilSymbol", lowering.graph.string("")), ("paddingPosition", lowering.graph.number(Int64(0))),
            ("roundingMode", lowering.graph.number(Int64(4))), ("secondaryGroupingSize", lowering.graph.number(Int64(0))),
            ("usesGroupingSeparator", lowering.graph.number(grouped)),
        ]
        if let minimum { properties.append(("minimum", minimum)) }
        if let maximum { properties.append(("maximum", maximum)) }
        if let number = NumberFormats.styles[style], number != 0 { properties.append(("numberStyle", lowering.graph.number(number))) }
        // The infinity symbols unless the document removed them (`<nil key=…>`).
        if lowering.document.child(key: "negativeInfinitySymbol", of: node) == nil { properties.append(("negativeInfinitySymbol", lowering.graph.string("-∞"))) }
        if lowering.document.child(key: "positiveInfinitySymbol", of: node) == nil { properties.append(("positiveInfinitySymbol", lowering.graph.string("+∞"))) }
        for name in texts { if let text = lowering.attribute(name, of: node) { properties.append((name, lowering.graph.string(text))) } }
        properties.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        let dictionary = lowering.graph.dictionary(properties.map { (lowering.graph.string($0.0), $0.1) }, className: "NSMutableDictionary")

        let digits = NumberFormats.pattern(
            minimumInteger: counts.minimumInteger, maximumInteger: counts.maximumInteger, minimumFraction: counts.minimumFraction,
            maximumFraction: counts.maximumFraction, groupingSize: counts.grouping, grouped: grouped)
        let positive = lowering.attribute("positiveFormat", of: node) ?? defaults.prefix + digits + defaults.suffix
        let negative = lowering.attribute("negativeFormat", of: node) ?? positive
        let notANumber = lowering.shared("decimal NaN") { lowering in
            lowering.graph.add("NSDecimalNumberPlaceholder", [
                .init("NS.exponent", .integer(0)), .init("NS.length", .integer(0)), .init("NS.negative", .bool(true)), .init("NS.compact", .bool(false)),
                .init("NS.mantissa.bo", .integer(1)), .init("NS.mantissa", .data([UInt8](repeating: 0, count: 16))),
            ])
        }
        let nilString = lowering.graph.add("NSAttributedString", [.init("NSString", .object(lowering.graph.string("")))])
        let nanString = lowering.graph.add("NSAttributedString", [
            .init("NSString", .object(lowering.graph.string(lowering.attribute("notANumberSymbol", of: node) ?? "NaN"))),
            .init("NSAttributes", .object(lowering.graph.dictionary([]))),
        ])
        let rounding = lowering.graph.add("NSDecimalNumberHandler", [
            .init("NS.roundingmode", .integer(3)), .init("NS.raise.overflow", .bool(true)), .init("NS.raise.underflow", .bool(true)),
            .init("NS.raise.dividebyzero", .bool(true)),
        ])
        entries += [
            .init("NS.attributes", .object(dictionary)), .init("NS.positiveformat", lowering.string(positive)),
            .init("NS.negativeformat", lowering.string(negative)), .init("NS.positiveattrs", .null), .init("NS.negativeattrs", .null),
            .init("NS.zero", .null), .init("NS.nil", .object(nilString)), .init("NS.nan", .object(nanString)),
            .init("NS.min", .object(minimum ?? notANumber)), .init("NS.max", .object(maximum ?? notANumber)), .init("NS.rounding", .object(rounding)),
            .init("NS.decimal", lowering.string(lowering.attribute("decimalSeparator", of: node) ?? ".")),
            .init("NS.thousand", lowering.string(lowering.attribute("thousandSeparator", of: node) ?? lowering.attribute("groupingSeparator", of: node) ?? ",")),
            .init("NS.hasthousands", .bool(grouped)), .init("NS.localized", .bool(flag("localizesFormat", true))), .init("NS.allowsfloats", .bool(allowsFloats)),
        ]
    }
}

extension NumberFormatterShape {
    /// The number formatter's element back from its keys (`Raising`): its style and the properties
    /// `NS.attributes` holds, as Interface Builder writes them — the behavior (`custom10_4` when a
    /// property differs from its style's default; the nib always says 10.4), the integer digit
    /// counts always, grouping when it is off or not every 3 digits, the fraction digits when there
    /// are any, limits as the `<integer>` or `<real>` they were, a removed infinity symbol as
    /// `<nil>` (the corpus's 131 formatters; `DecompilerTests.rebuiltStructures`).
    static func raised(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph) -> (attributes: [(name: String, value: String)], children: [DecompiledElement]) {
        var properties: [String: ObjectGraph.ID] = [:]
        for (key, value) in graph.dictionaryPairs(of: values["NS.attributes"]) {
            if let name = graph.text(of: key), case .object(let object) = value { properties[name] = object }
        }
        func entry(_ name: String, _ key: String) -> ObjectGraph.Value? { properties[name].flatMap { graph[$0].entries.first { $0.key == key }?.value } }
        func integer(_ name: String) -> Int64? {
            if case .integer(let number)? = entry(name, FoundationKeys.intValue) { return number }
            return nil
        }
        func flag(_ name: String) -> Bool? {
            if case .bool(let value)? = entry(name, FoundationKeys.boolValue) { return value }
            return integer(name).map { $0 != 0 }
        }
        let style = integer("numberStyle").flatMap { raw in NumberFormats.styles.first { $0.value == raw }?.key } ?? "none"
        let defaults = NumberFormats.defaults(style: style)
        let grouped = flag("usesGroupingSeparator") ?? true
        let counts = (
            grouping: integer("groupingSize") ?? defaults.groupingSize, minimumInteger: integer("minimumIntegerDigits") ?? defaults.minimumIntegerDigits,
            maximumInteger: integer("maximumIntegerDigits") ?? defaults.maximumIntegerDigits,
            minimumFraction: integer("minimumFractionDigits") ?? defaults.minimumFractionDigits,
            maximumFraction: integer("maximumFractionDigits") ?? defaults.maximumFractionDigits
        )
        let allowsFloats = flag("allowsFloats") ?? true
        let formats = ["positiveFormat", "negativeFormat"].filter { properties[$0] != nil }
        let custom = !allowsFloats || grouped != (style != "none") || !formats.isEmpty || counts.minimumInteger != defaults.minimumIntegerDigits
            || counts.maximumFraction != defaults.maximumFractionDigits || counts.minimumFraction != defaults.minimumFractionDigits
        var attributes: [(name: String, value: String)] = [("formatterBehavior", custom ? "custom10_4" : "default10_4")]
        if style != "none" { attributes.append(("numberStyle", style)) }
        for name in formats { attributes.append((name, graph.text(of: .object(properties[name]!)) ?? "")) }
        if let width = integer("formatWidth"), width != 0 { attributes.append(("formatWidth", String(width))) }
        if !allowsFloats { attributes.append(("allowsFloats", "NO")) }
        for name in ["alwaysShowsDecimalSeparator", "generatesDecimalNumbers", "lenient"] where flag(name) == true { attributes.append((name, "YES")) }
        if values["NS.localized"] == .bool(false) { attributes.append(("localizesFormat", "NO")) }
        if !grouped { attributes.append(("usesGroupingSeparator", "NO")) }
        if counts.grouping != 3 || counts.grouping != defaults.groupingSize { attributes.append(("groupingSize", String(counts.grouping))) }
        attributes.append(("minimumIntegerDigits", String(counts.minimumInteger)))
        attributes.append(("maximumIntegerDigits", String(counts.maximumInteger)))
        if counts.minimumFraction != 0 || counts.minimumFraction != defaults.minimumFractionDigits { attributes.append(("minimumFractionDigits", String(counts.minimumFraction))) }
        if counts.maximumFraction != 0 || counts.maximumFraction != defaults.maximumFractionDigits { attributes.append(("maximumFractionDigits", String(counts.maximumFraction))) }
        for name in texts where !formats.contains(name) {
            if let object = properties[name], let text = graph.text(of: .object(object)) { attributes.append((name, text)) }
        }
        if properties["groupingSeparator"] == nil, let thousand = graph.text(of: values["NS.thousand"]), thousand != "," { attributes.append(("thousandSeparator", thousand)) }

        var children: [DecompiledElement] = []
        for name in ["minimum", "maximum"] {
            if let number = integer(name) { children.append(DecompiledElement("integer", [("key", name), ("value", String(number))])) }
            if case .double(let number)? = entry(name, FoundationKeys.doubleValue) {
                children.append(DecompiledElement("real", [("key", name), ("value", KeyRecipe.Codec.text(number))]))
            }
        }
        for name in ["negativeInfinitySymbol", "positiveInfinitySymbol"] where properties[name] == nil { children.append(DecompiledElement("nil", [("key", name)])) }
        return (attributes, children)
    }
}

extension Lowering {
    /// A formatter's `<real>` or `<integer>` limit as an NSNumber (a `<decimal>` is not compiled).
    mutating func formatterLimit(_ node: Int?) -> ObjectGraph.ID? {
        guard let node, ["integer", "real"].contains(document[node].name), let text = attribute("value", of: node) else { return nil }
        return document[node].name == "integer" ? DecimalNumber.integer(text).map { graph.number($0) } : DecimalNumber.double(text).map { graph.number($0) }
    }
}

/// `@formattedContents`: a text field cell's `NSContents`: its title, or with a number formatter
/// the NSNumber the formatter reads from it (an integer when the title is one); an empty title is
/// no value then, and one the formatter cannot read stays text, as with a date formatter
/// [V 2/2 number formatters' titles, 1/1 date formatter's].
struct FormattedContentsShape: Shape {
    static let name = "formattedContents"
    static let keys = ["NSContents"]
    static let reads = ElementReads(["title"], children: ["formatter", "title"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let formatter = lowering.document.child(key: "formatter", of: node)
        if let formatter, lowering.document[formatter].name == "numberFormatter" {
            let title = lowering.attribute("title", of: node) ?? ""
            let separator = lowering.attribute("groupingSeparator", of: formatter) ?? ","
            let digits = separator.count == 1 ? String(title.filter { $0 != separator.first }) : title
            if title.isEmpty { return }
            if let integer = Int64(digits) {
                entries.append(.init("NSContents", lowering.number(integer)))
                return
            }
            if DecimalNumber.isFiniteNumber(digits), let value = DecimalNumber.double(digits) {
                entries.append(.init("NSContents", .object(lowering.graph.number(value))))
                return
            }
        }
        let index = lowering.document.attributeIndex("title", of: node)
        if let value = lowering.attributeValue(at: index, "title", of: node, declared: nil, codec: .stringOrEmpty(localizable: true)) {
            entries.append(.init("NSContents", value))
        }
    }
}

/// What an `NSDateFormatter` of a style formats as: NSDateFormatterStyle by attribute, and the
/// en_US patterns of each style (CLDR's, as Foundation's ICU has them: a narrow no-break space
/// before the day period).
enum DateFormats {
    static let styles: [String: Int64] = ["none": 0, "short": 1, "medium": 2, "long": 3, "full": 4]
    static let datePatterns: [String: String] = ["short": "M/d/yy", "medium": "MMM d, y", "long": "MMMM d, y", "full": "EEEE, MMMM d, y"]
    static let timePatterns: [String: String] = [
        "short": "h:mm\u{202F}a", "medium": "h:mm:ss\u{202F}a", "long": "h:mm:ss\u{202F}a z", "full": "h:mm:ss\u{202F}a zzzz",
    ]

    /// The pattern of a date style and a time style: the two joined as the date style's length says
    /// (`'at'` after a long or full date, a comma after a shorter one).
    static func pattern(date: String?, time: String?) -> String {
        let datePart = date.flatMap { datePatterns[$0] }, timePart = time.flatMap { timePatterns[$0] }
        switch (datePart, timePart) {
        case let (datePart?, timePart?): return datePart + (date == "long" || date == "full" ? " 'at' " : ", ") + timePart
        case let (datePart?, nil): return datePart
        case let (nil, timePart?): return timePart
        case (nil, nil): return ""
        }
    }
}

/// `@dateFormatter`: a date formatter's keys in the 10.4 behavior: `NS.attributes`, a mutable
/// dictionary of the properties it was given sorted by name (`dateStyle`, `formatterBehavior`
/// 1040, `timeStyle`, `doesRelativeDateFormatting`), `NS.format`, the pattern of its styles, and
/// `NS.natural` false [V 1 (date and time short); the pattern's locale is the compiling Mac's
/// (`d/M/y, h:mm a` there): nibc writes en_US's; AppKit formats from the styles either way].
struct DateFormatterShape: Shape {
    static let name = "dateFormatter"
    static let keys = ["NS.attributes", "NS.format", "NS.natural"]
    static let reads = ElementReads(["dateStyle", "timeStyle", "doesRelativeDateFormatting"])
    static func lower(_ step: ShapeStep, in lowering: inout Lowering, into entries: inout [ObjectGraph.Entry]) {
        let node = step.node
        let date = lowering.attribute("dateStyle", of: node), time = lowering.attribute("timeStyle", of: node)
        var properties: [(String, ObjectGraph.ID)] = [("formatterBehavior", lowering.graph.number(Int64(1040)))]
        if let style = date.flatMap({ DateFormats.styles[$0] }), style != 0 { properties.append(("dateStyle", lowering.graph.number(style))) }
        if let style = time.flatMap({ DateFormats.styles[$0] }), style != 0 { properties.append(("timeStyle", lowering.graph.number(style))) }
        if lowering.attribute("doesRelativeDateFormatting", of: node) == "YES" { properties.append(("doesRelativeDateFormatting", lowering.graph.number(true))) }
        properties.sort { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
        let dictionary = lowering.graph.dictionary(properties.map { (lowering.graph.string($0.0), $0.1) }, className: "NSMutableDictionary")
        entries.append(.init("NS.attributes", .object(dictionary)))
        entries.append(.init("NS.format", lowering.string(DateFormats.pattern(date: date, time: time))))
        entries.append(.init("NS.natural", .bool(false)))
    }
}

extension FormattedContentsShape: InvertibleShape {
    static let loss = "a formatted number comes back as the number's text, without the grouping separators the title had"

    static func raise(_ values: [String: ObjectGraph.Value], in graph: ObjectGraph, into element: inout RaisedElement) {
        guard case .object(let object)? = values["NSContents"] else { return }
        if let text = graph.text(of: values["NSContents"]) {
            element.attributes["title"] = text
            return
        }
        for entry in graph[object].entries {
            switch (entry.key, entry.value) {
            case (FoundationKeys.intValue, .integer(let number)): element.attributes["title"] = String(number)
            case (FoundationKeys.doubleValue, .double(let number)): element.attributes["title"] = KeyRecipe.Codec.text(number)
            default: continue
            }
            return
        }
    }
}
