// IbtoolOptions.swift — the options build systems pass to ibtool (Xcode's compiler specs for xibs,
// storyboards and the link step; Bazel's rules_apple), declared once: whether each takes a value,
// may be given more than once, and what nibc does with it. `CompileCommand` and `LinkCommand` parse
// with this table; an option nibc accepts without doing what ibtool does prints its note once.

struct IbtoolOption: Sendable {
    enum Arity: Sendable { case flag, value, values }

    let name: String
    let arity: Arity
    /// What nibc says when the option is given and not honoured (nil: honoured, no note). The
    /// option's value may be needed to decide, hence a function of it.
    let note: @Sendable (String?) -> String?

    init(_ name: String, _ arity: Arity, note: @escaping @Sendable (String?) -> String? = { _ in nil }) {
        (self.name, self.arity, self.note) = (name, arity, note)
    }

    /// Every ibtool option nibc knows, in the order of ibtool's manual.
    static let all: [IbtoolOption] = [
        // Reporting.
        .init("--errors", .flag), .init("--warnings", .flag), .init("--notices", .flag),
        .init("--output-format", .value),
        // Outputs.
        .init("--compile", .value), .init("--compilation-directory", .value),
        .init("--output-partial-info-plist", .value),
        .init("--link", .value),
        // What the output is built for.
        .init("--module", .value),
        .init("--minimum-deployment-target", .value),
        .init("--target-device", .values) { value in
            value.map { IbtoolOption.devices.contains($0) } == false
                ? "--target-device \(value ?? ""): not a device family nibc knows (\(IbtoolOption.devices.sorted().joined(separator: ", "))); the output does not depend on it"
                : nil
        },
        .init("--platform", .value) { value in
            value.map { IbtoolOption.platforms.contains($0) } == false
                ? "--platform \(value ?? ""): not an SDK platform nibc knows (\(IbtoolOption.platforms.sorted().joined(separator: ", "))); each document is compiled for its own targetRuntime"
                : nil
        },
        .init("--sdk", .value),
        // Localization.
        .init("--companion-strings-file", .values),
        .init("--strings-file", .value),
        // Accepted with a note.
        .init("--flatten", .value) { value in
            value.map { IbtoolOption.isNo($0) } == true
                ? "--flatten NO: nibc writes flattened nibs, the form that loads at run time; Interface Builder's editing data is not kept" : nil
        },
        .init("--auto-activate-custom-fonts", .flag) { _ in
            "--auto-activate-custom-fonts: nibc lays out no text, so it needs no fonts activated; fonts are archived by name"
        },
        .init("--plugin", .values) { value in
            "--plugin \(value ?? ""): nibc loads no Interface Builder plugins; their objects compile as the custom classes the document names"
        },
        .init("--plugin-dir", .values) { value in
            "--plugin-dir \(value ?? ""): nibc loads no Interface Builder plugins"
        },
        .init("--use-nibkeyedarchiver-for-macos", .flag) { _ in
            "--use-nibkeyedarchiver-for-macos: nibc writes macOS nibs as NIBArchives (macOS 10.13 and later), not as keyed archives"
        },
        .init("--compilation-mode-for-ios", .value) { value in
            "--compilation-mode-for-ios \(value ?? ""): nibc has one compilation mode, ibtool's default"
        },
    ]

    /// The names of the options that take values, of flags, and of repeatable ones, for `ArgumentParser`.
    static func parserSets(_ names: [String]) -> (valued: Set<String>, flags: Set<String>, repeatable: Set<String>) {
        var sets: (valued: Set<String>, flags: Set<String>, repeatable: Set<String>) = ([], [], [])
        // (The table's options in turn, not a dictionary of them all: a command names a few dozen
        // at most, and hashing every option's name at each start was 3 % of a small compile.)
        for option in all where names.contains(option.name) {
            let name = option.name
            switch option.arity {
            case .flag: sets.flags.insert(name)
            case .value: sets.valued.insert(name)
            case .values: (_, _) = (sets.valued.insert(name), sets.repeatable.insert(name))
            }
        }
        return sets
    }

    /// The notes for the options `parser` holds, one per option and value, in the table's order.
    static func notes(for parser: ArgumentParser) -> [String] {
        all.flatMap { option -> [String] in
            switch option.arity {
            case .flag: return parser.flag(option.name) ? option.note(nil).map { [$0] } ?? [] : []
            case .value, .values: return parser.values(option.name).compactMap(option.note)
            }
        }
    }

    /// ibtool's booleans: `NO`, `no`, `false`, `0` are no.
    static func isNo(_ text: String) -> Bool { ["no", "false", "0"].contains(text.lowercased()) }

    /// ibtool's boolean values.
    static func isBoolean(_ text: String) -> Bool { ["yes", "no", "true", "false", "1", "0"].contains(text.lowercased()) }

    /// `--platform`'s values: the SDK platform names Xcode passes.
    static let platforms: Set<String> = [
        "iphoneos", "iphonesimulator", "appletvos", "appletvsimulator", "macosx", "xros", "xrsimulator", "watchos", "watchsimulator",
    ]

    /// `--target-device`'s values.
    static let devices: Set<String> = ["iphone", "ipad", "tv", "mac", "watch", "vision", "carplay"]
}
