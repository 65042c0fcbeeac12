// Arguments.swift — hand-rolled option parsing shared by the commands (no packages).
//
// Accepts `--name value`, `--name=value`, `-o value`, flags, `--` to end options, and `-` as a
// positional argument (standard input or output).

struct ArgumentParser {
    private var remaining: [String]
    private(set) var positionals: [String] = []
    private var options: [String: [String]] = [:]
    private var flags: Set<String> = []
    /// Options nobody asked for, when `tolerateUnknown` is set (ibtool's spelling: they are warned
    /// about and ignored, so nibc drops into build systems that pass newer ibtool options).
    private(set) var unknown: [String] = []

    /// Splits `arguments`; `valued` are options that take a value, `flags` take none, `repeatable`
    /// valued options may be given more than once. Aliases map a short spelling to its long name
    /// (`-o` → `--output`).
    init(
        _ arguments: [String], valued: Set<String>, flags allowedFlags: Set<String> = [],
        repeatable: Set<String> = [], aliases: [String: String] = [:], tolerateUnknown: Bool = false
    ) throws(UsageError) {
        remaining = arguments
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            name = aliases[name] ?? name
            if valued.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError("option \(argument) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                guard options[name] == nil || repeatable.contains(name) else { throw UsageError("option \(name) given twice") }
                options[name, default: []].append(value)
            } else if allowedFlags.contains(name), inlineValue == nil {
                flags.insert(name)
            } else if tolerateUnknown {
                unknown.append(argument)
            } else {
                throw UsageError("unknown option \(argument)")
            }
        }
    }

    func value(_ name: String) -> String? { options[name]?.first }
    func values(_ name: String) -> [String] { options[name] ?? [] }
    func flag(_ name: String) -> Bool { flags.contains(name) }
}
