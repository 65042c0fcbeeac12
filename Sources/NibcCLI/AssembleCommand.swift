// AssembleCommand.swift — `nibc assemble`: the JSON form of a nib back into the nib.

import NibArchive

struct AssembleCommand: Command {
    static let name = "assemble"
    static let abstract = "Build a nib from the JSON form that 'nibc dump --format json' prints."
    static let usage = "USAGE: nibc assemble <json> -o <output.nib>"
    static var help: String {
        """
        \(usage)

        Reads an archive's tables as JSON and writes the NIBArchive file they describe. Every index
        is checked first (class, key, object reference, fallback, value range), so the output is
        always a nib that 'nibc dump' can read. 'nibc dump --format json X.nib | nibc assemble - -o Y.nib'
        gives Y byte-identical to X.

        ARGUMENTS:
          <json>                the JSON file, or - to read standard input.

        OPTIONS:
          -o, --output <file>   the nib to write (required). It is written atomically: a failed
                                run never leaves a partial file.

        JSON SCHEMA:
          {"formatVersion": 1, "coderVersion": 10,
           "objects": [{"class": 0, "firstValue": 0, "valueCount": 7}, ...],
           "keys": ["UINibTopLevelObjectsKey", ...],
           "values": [{"key": 0, "type": "object", "value": 2}, {"key": 5, "type": "int8", "value": 1}, ...],
           "classes": [{"name": "NSObject", "fallbacks": []}, {"name": "UIColor", "fallbacks": [8]}, ...],
           "trailer": "TE5FAA=="}
          type: int8 int16 int32 int64 false true float double data nil object. value: an integer
          for the integer types and object; null for false, true and nil; base64 for data; a number
          for float and double, or "0x" and the hex bit pattern (for NaN and the infinities).
          "trailer" (base64 bytes after the class table) is optional.

        EXAMPLES:
          nibc dump --format json X.nib > X.json && nibc assemble X.json -o X.nib
          nibc dump --format json X.nib | nibc assemble - -o Y.nib

        """
    }

    var input: String
    var output: String

    init(arguments: [String]) throws(UsageError) {
        let parser = try ArgumentParser(arguments, valued: ["--output"], aliases: ["-o": "--output"])
        guard parser.positionals.count == 1 else {
            throw UsageError(parser.positionals.isEmpty ? "missing the JSON file to assemble" : "assemble takes one JSON file")
        }
        guard let output = parser.value("--output") else { throw UsageError("missing -o <output.nib>") }
        input = parser.positionals[0]
        self.output = output
    }

    func run(io: CommandIO) throws {
        let name = input == "-" ? NibInput.standardInputName : input
        let bytes: [UInt8]
        if input == "-" {
            do { bytes = try io.standardInput(name: name) } catch { throw InputFailure(path: name, error.reason) }
        } else {
            bytes = try NibInput.read(input, limit: io.inputLimit)
        }
        let archive: NibArchive
        do {
            archive = try NibArchive(json: bytes)
        } catch {
            throw InputFailure(["\(name):\(error.line):\(error.column): error: \(error.message)"])
        }
        let nib = try archive.serialized()
        do { try AtomicFile.write(nib, to: output) } catch { throw InputFailure(path: output, error.reason) }
    }
}
