// UIKitValues.swift — colors and fonts as ibtool archives them.

import InterfaceBuilder
import NibArchive

extension Lowering {
    /// A `<color>` element as a UIColor, or nil for forms not handled yet.
    mutating func color(_ node: Int) -> ObjectGraph.Value? {
        let alpha = double("alpha", of: node) ?? 1
        if let white = double("white", of: node) {
            return color(white: white, alpha: alpha)
        }
        if let red = double("red", of: node), let green = double("green", of: node), let blue = double("blue", of: node) {
            return color(red: red, green: green, blue: blue, alpha: alpha)
        }
        return nil
    }

    /// A gray color: archived as RGB with equal components (what ibtool writes for calibrated white).
    mutating func color(white: Double, alpha: Double) -> ObjectGraph.Value {
        color(red: white, green: white, blue: white, alpha: alpha)
    }

    mutating func color(red: Double, green: Double, blue: Double, alpha: Double) -> ObjectGraph.Value {
        var text = [red, green, blue].map(Lowering.shortDecimal).joined(separator: " ")
        if alpha != 1 { text += " " + Lowering.shortDecimal(alpha) }
        let color = graph.add("UIColor", [
            .init("UIColorComponentCount", .integer(4)), .init("UIRed", .float(Float(red))),
            .init("UIGreen", .float(Float(green))), .init("UIBlue", .float(Float(blue))),
            .init("UIAlpha", .float(Float(alpha))), .init("NSRGB", .data(Array(text.utf8))),
            .init("NSColorSpace", .integer(alpha != 1 ? 1 : 2)),
        ])
        return .object(color)
    }

    /// A number with 3 significant digits, as `%.3g` prints it ("0.0275", "1", "0.725").
    static func shortDecimal(_ value: Double) -> String {
        guard value != 0 else { return "0" }
        let magnitude = Int((abs(value)).log10Floor)
        let decimals = max(0, 2 - magnitude)
        var text = String(Lowering.rounded(value, decimals: decimals))
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text
    }

    /// `value` rounded to `decimals` places, printed without exponent.
    static func rounded(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (value * scale).rounded()
        let integer = Int64(scaled)
        let sign = integer < 0 ? "-" : ""
        let digits = String(abs(integer))
        guard decimals > 0 else { return sign + digits }
        let padded = String(repeating: "0", count: max(0, decimals + 1 - digits.count)) + digits
        return sign + padded.dropLast(decimals) + "." + padded.suffix(decimals)
    }

    /// A `<fontDescription>` as a UIFont.
    mutating func font(_ node: Int) -> ObjectGraph.Value? {
        let size = double("pointSize", of: node) ?? 17
        let type = attribute("type", of: node)
        let sizeNumber: ObjectGraph.Value =
            size == size.rounded() ? number(Int64(size)) : .object(graph.number(size))
        if let type {
            let (suffix, usage, traits): (String, String, Int64) =
                switch type {
                case "boldSystem": ("Bold", "CTFontEmphasizedUsage", 2)
                case "italicSystem": ("Italic", "CTFontObliqueUsage", 1)
                default: ("Regular", "CTFontRegularUsage", 0)
                }
            let name = (size >= 20 ? ".SFUIDisplay-" : ".SFUIText-") + suffix
            let attributes = graph.dictionary(
                [
                    (graph.string("NSCTFontUIUsageAttribute"), graph.string(usage)),
                    (graph.string("NSFontSizeAttribute"), sizeNumber.objectID!),
                ], className: "NSMutableDictionary")
            let descriptor = graph.add("UIFontDescriptor", [.init("UIFontDescriptorAttributes", .object(attributes))])
            let nameValue = string(name)
            return .object(
                graph.add("UIFont", [
                    .init("UIFontName", nameValue), .init("UIFontDescriptor", .object(descriptor)),
                    .init("UIFontPointSize", .double(size)), .init("UIFontTraits", .integer(traits)),
                    .init("UISystemFont", .bool(true)), .init("NSName", nameValue), .init("NSSize", .double(size)),
                ]))
        }
        if let name = attribute("name", of: node) {
            let nameValue = string(name)
            let attributes = graph.dictionary(
                [
                    (graph.string("NSFontSizeAttribute"), sizeNumber.objectID!),
                    (graph.string("NSFontNameAttribute"), graph.string(name)),
                ], className: "NSMutableDictionary")
            let descriptor = graph.add("UIFontDescriptor", [.init("UIFontDescriptorAttributes", .object(attributes))])
            return .object(
                graph.add("UIFont", [
                    .init("UIFontName", nameValue), .init("UIFontDescriptor", .object(descriptor)),
                    .init("UIFontPointSize", .double(size)), .init("UIFontTraits", .integer(0)),
                    .init("NSName", nameValue), .init("NSSize", .double(size)),
                ]))
        }
        return nil
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
