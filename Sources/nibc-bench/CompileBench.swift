// CompileBench.swift — `nibc compile` speed: whole-process time per file, and in-process
// throughput next to XMLParser alone.
//
//   swift build -c release && swift run -c release nibc-bench --compile [FOLDER] [--seconds S]
//
// Takes every iOS/tvOS .xib under FOLDER (default ../shared/corpus/xibs; IB3 CocoaTouch archives
// included). Whole process: runs the `nibc` built next to this benchmark once per file
// (`nibc compile X.xib -o /tmp/…`), three rounds, and reports the median and 95th percentile wall
// time of a run. In process: parse + resolve + lower + serialize over all files until S seconds have
// passed, in MB/s of XML, next to XMLParser with an empty delegate on the same bytes.

import Foundation
import InterfaceBuilder
import NibCompiler

@MainActor
func compileBench(folder: String, minimumSeconds: Double, wholeProcess: Bool) {
    var files: [(path: String, bytes: [UInt8])] = []
    if let enumerator = FileManager.default.enumerator(atPath: folder) {
        for path in enumerator.allObjects.compactMap({ $0 as? String }).sorted() where path.hasSuffix(".xib") {
            guard let data = FileManager.default.contents(atPath: folder + "/" + path), IBDocument.looksLikeUIKitDocument(data)
            else { continue }
            files.append((folder + "/" + path, [UInt8](data)))
        }
    }
    guard !files.isEmpty else {
        print("nibc-bench: no iOS/tvOS .xib files under \(folder)")
        exit(1)
    }
    let total = files.reduce(0) { $0 + $1.bytes.count }

    // Start-up: what a process pays once before its first document (the class model's tables, the
    // recipes' plans, type metadata), as the first compile of a one-object document less the second.
    let startupClock = ContinuousClock()
    var setup = startupClock.now
    _ = IBClassModel.standard.declarations.count
    let modelTime = startupClock.now - setup
    var firstAndSecond: [Duration] = []
    for _ in 0..<2 {
        setup = startupClock.now
        var diagnostics = Diagnostics()
        if let document = IBDocument.parse(Array(minimalDocument.utf8), path: "minimal.xib", diagnostics: &diagnostics) {
            document.resolve(into: &diagnostics)
            _ = try? NibCompiler.compile(document, diagnostics: &diagnostics)?.serialized()
        }
        firstAndSecond.append(startupClock.now - setup)
    }

    // In process.
    let datas = files.map { Data($0.bytes) }
    let parserAlone = throughput(bytes: total, seconds: minimumSeconds, minimumPasses: 2) {
        datas.reduce(0) { $0 + parse($1, with: EmptyDelegate()) }
    }.megabytesPerSecond
    var written = 0
    let compile = throughput(bytes: total, seconds: minimumSeconds, minimumPasses: 2) {
        written = 0
        for file in files {
            var diagnostics = Diagnostics()
            guard let document = IBDocument.parse(file.bytes, path: file.path, diagnostics: &diagnostics) else { continue }
            document.resolve(into: &diagnostics)
            if let archive = NibCompiler.compile(document, diagnostics: &diagnostics), let bytes = try? archive.serialized() {
                written += bytes.count
            }
        }
        return files.count
    }.megabytesPerSecond

    // Where the time goes: one more pass with each stage timed on its own.
    let clock = ContinuousClock()
    var stages: [Duration] = Array(repeating: .zero, count: 4)
    for file in files {
        var diagnostics = Diagnostics()
        var start = clock.now
        guard let document = IBDocument.parse(file.bytes, path: file.path, diagnostics: &diagnostics) else { continue }
        stages[0] += clock.now - start
        start = clock.now
        document.resolve(into: &diagnostics)
        stages[1] += clock.now - start
        start = clock.now
        guard let archive = NibCompiler.compile(document, diagnostics: &diagnostics) else { continue }
        stages[2] += clock.now - start
        start = clock.now
        _ = try? archive.serialized()
        stages[3] += clock.now - start
    }
    let stageTotal = stages.reduce(.zero, +)

    // Whole process.
    let nibc = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("nibc").path
    var times: [Double] = []
    if wholeProcess, FileManager.default.isExecutableFile(atPath: nibc) {
        let output = NSTemporaryDirectory() + "nibc-bench-\(getpid()).nib"
        for _ in 0..<3 {
            for file in files {
                let start = DispatchTime.now().uptimeNanoseconds
                guard run(nibc, ["compile", file.path, "-o", output]) else { continue }
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
            }
        }
        try? FileManager.default.removeItem(atPath: output)
    }
    times.sort()
    func milliseconds(_ duration: Duration) -> Double { Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3 }
    print(String(format: "start-up in process: class model %.2f ms; first compile of a minimal xib %.2f ms, second %.2f ms",
                 milliseconds(modelTime), milliseconds(firstAndSecond[0]), milliseconds(firstAndSecond[1])))
    print("files \(files.count), XML bytes \(total), nib bytes written per pass \(written)")
    print(String(format: "XMLParser, empty delegate             %.1f MB/s", parserAlone))
    print(String(format: "parse + resolve + compile + serialize %.1f MB/s (%.0f%% of XMLParser alone)", compile, 100 * compile / parserAlone))
    for (name, stage) in zip(["parse", "resolve", "lower + build", "serialize"], stages) {
        print("  " + name.padding(toLength: 15, withPad: " ", startingAt: 0) + String(format: "%4.1f%%", 100 * (stage / stageTotal)))
    }
    if times.isEmpty {
        print(wholeProcess ? "whole process: no nibc next to this benchmark (swift build -c release first)" : "whole process: skipped (--in-process)")
    } else {
        print(String(format: "whole process, nibc compile per file: median %.1f ms, p95 %.1f ms, max %.1f ms (%d runs)",
                     times[times.count / 2], times[times.count * 95 / 100], times.last!, times.count))
    }
}

/// Runs `path` with `arguments`, its stderr silenced, and waits for it; true when it started.
/// posix_spawn and waitpid, not Foundation's Process: on Linux `waitUntilExit()` polls the run loop
/// and added about 40 ms to every run (measured: 50 ms per compile that takes 8 ms in a shell loop).
private func run(_ path: String, _ arguments: [String]) -> Bool {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return false }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    return true
}

/// A document with one view: what every compile goes through.
private let minimalDocument = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
            <view contentMode="scaleToFill" id="v"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></view>
        </objects>
    </document>
    """
