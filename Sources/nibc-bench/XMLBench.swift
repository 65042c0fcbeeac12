// XMLBench.swift — front-end throughput: XML through parse + resolve, next to XMLParser alone.
//
//   swift run -c release nibc-bench --xml [FOLDER] [--seconds S]
//
// Every .xib and .storyboard under FOLDER (default ../shared/corpus/xibs) is loaded into memory.
// First the peak memory of parse + resolve on the largest file is measured: the process's peak RSS
// is reset (/proc/self/clear_refs) before the parse and read (VmHWM) after it. Then XMLParser with
// an empty delegate, and IBDocument.parse + resolve, each go over all files until S seconds have
// passed; MB/s counts XML bytes (10^6 bytes per MB).

import Foundation
import InterfaceBuilder

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A delegate that implements nothing: what XMLParser costs by itself.
final class EmptyDelegate: NSObject, XMLParserDelegate {}

/// A delegate that receives every element, attribute and text but keeps nothing.
final class CountingDelegate: NSObject, XMLParserDelegate {
    var count = 0
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        count += attributes.count
    }
    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {}
    func parser(_ parser: XMLParser, foundCharacters string: String) {}
}

/// Parse + resolve, as `nibc check` does; the diagnostics.
func check(_ bytes: [UInt8], path: String) -> Diagnostics {
    var diagnostics = Diagnostics()
    if let document = IBDocument.parse(bytes, path: path, diagnostics: &diagnostics) { document.resolve(into: &diagnostics) }
    return diagnostics
}

/// XMLParser alone over `data` with `delegate`; 1 when the parse succeeded.
func parse(_ data: Data, with delegate: some XMLParserDelegate) -> Int {
    let parser = XMLParser(data: data)
    parser.delegate = delegate
    return parser.parse() ? 1 : 0
}

/// A field of /proc/self/status in kB (VmRSS, VmHWM).
func statusKilobytes(_ field: String) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
    return 0
}

@MainActor
func xmlBench(folder: String, minimumSeconds: Double) {
    var files: [(path: String, bytes: [UInt8])] = []
    if let enumerator = FileManager.default.enumerator(atPath: folder) {
        for path in enumerator.allObjects.compactMap({ $0 as? String }).sorted()
        where path.hasSuffix(".xib") || path.hasSuffix(".storyboard") {
            if let data = FileManager.default.contents(atPath: folder + "/" + path) { files.append((path, [UInt8](data))) }
        }
    }
    guard let largest = files.max(by: { $0.bytes.count < $1.bytes.count }) else {
        print("nibc-bench: no .xib or .storyboard files under \(folder)")
        exit(1)
    }

    // Peak memory of one parse + resolve of the largest file.
    _ = check(Array("<document type=\"x\"/>".utf8), path: "warm-up")
    try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)
    let before = statusKilobytes("VmRSS")
    _ = check(largest.bytes, path: largest.path)
    let peak = statusKilobytes("VmHWM") - before

    let total = files.reduce(0) { $0 + $1.bytes.count }
    let datas = files.map { Data($0.bytes) }
    func measure(_ pass: () -> Int) -> Double {
        throughput(bytes: total, seconds: minimumSeconds, minimumPasses: 2, pass).megabytesPerSecond
    }
    let parserAlone = measure { datas.reduce(0) { $0 + parse($1, with: EmptyDelegate()) } }
    var errors = 0
    let frontEnd = measure {
        errors = files.reduce(0) { $0 + check($1.bytes, path: $1.path).errorCount }
        return files.count
    }
    if ProcessInfo.processInfo.environment["NIBC_BENCH_SPLIT"] != nil {
        var parsed: [IBDocument] = []
        let parseOnly = measure {
            parsed = files.compactMap { file in
                var diagnostics = Diagnostics()
                return IBDocument.parse(file.bytes, path: file.path, diagnostics: &diagnostics)
            }
            return parsed.count
        }
        let counting = measure { datas.reduce(0) { $0 + parse($1, with: CountingDelegate()) } }
        print(String(format: "XMLParser, counting delegate %.1f MB/s", counting))
        let resolveOnly = measure {
            for document in parsed {
                var diagnostics = Diagnostics()
                document.resolve(into: &diagnostics)
            }
            return parsed.count
        }
        print(String(format: "parse only %.1f MB/s, resolve only %.1f MB/s", parseOnly, resolveOnly))
    }
    print("files \(files.count), bytes \(total) (\(errors) with errors: legacy archives), largest \(largest.bytes.count) bytes")
    print(String(format: "XMLParser, empty delegate  %.1f MB/s", parserAlone))
    print(String(format: "parse + resolve            %.1f MB/s (%.0f%% of XMLParser alone)", frontEnd, 100 * frontEnd / parserAlone))
    print(String(format: "peak memory, largest file  %.1f MB (%.1fx its size)", Double(peak) / 1024, Double(peak * 1024) / Double(largest.bytes.count)))
}
