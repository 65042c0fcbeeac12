// CompileBench.swift — `nibc compile` speed: whole-process time per file, and in-process
// throughput next to XMLParser alone.
//
//   swift build -c release && swift run -c release nibc-bench --compile [FOLDER] [--seconds S]
//
// Takes every iOS/tvOS .xib under FOLDER (default ../shared/corpus/xibs; IB3 CocoaTouch archives
// included). Start-up: the class model and a first compile, in process. Whole process: the `nibc`
// built next to this benchmark and the static one of `Scripts/install.sh` (.build-static, or
// $NIBC_STATIC), once per file (`nibc compile X.xib -o /tmp/…`, best of three rounds: min, median,
// p95, max), beside /bin/true started the same way (the machine's floor for a process), then all
// files in one process with --jobs 2 (MB/s of XML, wall time). In process: parse + resolve +
// lower + serialize over all files, in MB/s of XML, and XMLParser with an empty delegate on the
// same bytes, a pass of each in turn for 2 × S seconds (the median ratio of the pairs is the
// figure), and the share of each stage. Last, start-up per process: `--version`, a one-view document
// and the median document, each beside /bin/true (`startupPerProcess`).

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

    // In process: one pass of XMLParser alone over every file, then one pass of the whole compile,
    // in turn until S seconds have passed; each pair gives a ratio, and the median ratio is what
    // to quote (this machine's speed drifts by a fifth between runs: timing the two one after the
    // other for S seconds each made the ratio swing by ten points).
    let datas = files.map { Data($0.bytes) }
    var written = 0
    func compilePass() -> Int {
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
    }
    _ = compilePass()  // warm-up: the class model's tables and plans are made at first use
    var parserRates: [Double] = []
    var compileRates: [Double] = []
    var ratios: [Double] = []
    let pairClock = ContinuousClock()
    let pairsStart = pairClock.now
    repeat {
        let parser = throughput(bytes: total, seconds: 0, minimumPasses: 1) {
            datas.reduce(0) { $0 + parse($1, with: EmptyDelegate()) }
        }.megabytesPerSecond
        let compile = throughput(bytes: total, seconds: 0, minimumPasses: 1, compilePass).megabytesPerSecond
        parserRates.append(parser)
        compileRates.append(compile)
        ratios.append(compile / parser)
    } while pairClock.now - pairsStart < .seconds(2 * minimumSeconds) || ratios.count < 3
    func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
    let parserAlone = median(parserRates)
    let compile = median(compileRates)

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

    // Whole process: the dynamically linked nibc beside this benchmark, and the static one the
    // install script builds (`staticBinary`), one process per file; then all files in one process.
    let dynamic = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("nibc").path
    var wholeProcessTimes: [(name: String, times: [Double])] = []
    var batches: [(name: String, seconds: [Double])] = []
    if wholeProcess {
        for (name, binary) in [("dynamic", dynamic), ("static", staticBinary)] where FileManager.default.isExecutableFile(atPath: binary) {
            wholeProcessTimes.append((name + " nibc", perFileTimes(binary, files.map(\.path))))
            // Outputs in the temporary folder (a disk here), and in memory (tmpfs) where there is one.
            batches.append((name + " nibc, outputs in " + NSTemporaryDirectory(), batchTimes(binary, files.map(\.path), outputsIn: NSTemporaryDirectory())))
            if FileManager.default.isWritableFile(atPath: "/dev/shm") {
                batches.append((name + " nibc, outputs in /dev/shm/", batchTimes(binary, files.map(\.path), outputsIn: "/dev/shm/")))
            }
        }
        // The machine's floor: starting and waiting for a process that does nothing, the same way.
        if !wholeProcessTimes.isEmpty, FileManager.default.isExecutableFile(atPath: "/bin/true") {
            wholeProcessTimes.append(("/bin/true (no work: the floor)", perFileTimes("/bin/true", files.map(\.path))))
        }
    }
    func milliseconds(_ duration: Duration) -> Double { Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3 }
    print(String(format: "start-up in process: class model %.2f ms; first compile of a minimal xib %.2f ms, second %.2f ms",
                 milliseconds(modelTime), milliseconds(firstAndSecond[0]), milliseconds(firstAndSecond[1])))
    print("files \(files.count), XML bytes \(total), nib bytes written per pass \(written)")
    print(String(format: "XMLParser, empty delegate             %.1f MB/s (median of %d passes)", parserAlone, parserRates.count))
    print(String(format: "parse + resolve + compile + serialize %.1f MB/s (median of %d passes)", compile, compileRates.count))
    let sortedRatios = ratios.sorted()
    print(String(format: "compile / XMLParser alone, pass by pass: median %.1f%% (min %.1f%%, max %.1f%%, %d pairs)",
                 100 * median(ratios), 100 * sortedRatios.first!, 100 * sortedRatios.last!, ratios.count))
    for (name, stage) in zip(["parse", "resolve", "lower + build", "serialize"], stages) {
        print("  " + name.padding(toLength: 15, withPad: " ", startingAt: 0) + String(format: "%4.1f%%", 100 * (stage / stageTotal)))
    }
    if wholeProcessTimes.isEmpty {
        print(wholeProcess ? "whole process: no nibc next to this benchmark (swift build -c release first)" : "whole process: skipped (--in-process)")
    }
    for (name, times) in wholeProcessTimes where !times.isEmpty {
        print("whole process, \(name), " + String(format: "per file: min %.1f ms, median %.1f ms, p95 %.1f ms, max %.1f ms (%d files)",
                     times[0], times[times.count / 2], times[times.count * 95 / 100], times.last!, times.count))
    }
    for (name, seconds) in batches where !seconds.isEmpty {
        let median = seconds.sorted()[seconds.count / 2]
        print("one process for all files, \(name), " + String(format: "--jobs 2: %d files, median %.3f s, %.1f MB/s of XML (%d runs)",
                     files.count, median, Double(total) / median / 1e6, seconds.count))
    }
    if wholeProcess { startupPerProcess(files: files) }
    for folder in batchOutputs { try? FileManager.default.removeItem(atPath: folder) }
}

/// Start-up per process, each beside /bin/true started the same way, in turn (A B A B …, 31
/// pairs): `nibc --version`, a one-view document and the median corpus document (by size),
/// outputs in /dev/shm where there is one. The figure is the median of the pairs' ratios.
@MainActor private func startupPerProcess(files: [(path: String, bytes: [UInt8])]) {
    let binary = FileManager.default.isExecutableFile(atPath: staticBinary)
        ? staticBinary : URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("nibc").path
    guard FileManager.default.isExecutableFile(atPath: binary), FileManager.default.isExecutableFile(atPath: "/bin/true") else { return }
    let folder = FileManager.default.isWritableFile(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory()
    let empty = folder + "nibc-bench-empty-\(getpid()).xib", output = folder + "nibc-bench-startup-\(getpid()).nib"
    guard FileManager.default.createFile(atPath: empty, contents: Data(minimalDocument.utf8)) else { return }
    defer { for path in [empty, output] { try? FileManager.default.removeItem(atPath: path) } }
    let median = files.sorted { $0.bytes.count < $1.bytes.count }[files.count / 2]
    func nanoseconds(_ path: String, _ arguments: [String]) -> Double? {
        let start = DispatchTime.now().uptimeNanoseconds
        return run(path, arguments) ? Double(DispatchTime.now().uptimeNanoseconds - start) : nil
    }
    print("start-up per process, \(binary) beside /bin/true, outputs in \(folder) (31 pairs in turn; median):")
    let cases: [(String, [String])] = [
        ("nibc --version", ["--version"]), ("a one-view document", ["compile", empty, "-o", output]),
        ("the median document (\(median.bytes.count) B)", ["compile", median.path, "-o", output]),
    ]
    for (name, arguments) in cases {
        var times: [Double] = [], floors: [Double] = [], ratios: [Double] = []
        _ = nanoseconds(binary, arguments)
        for _ in 0..<31 {
            guard let time = nanoseconds(binary, arguments), let floor = nanoseconds("/bin/true", []) else { continue }
            (times, floors, ratios) = (times + [time], floors + [floor], ratios + [time / floor])
        }
        guard !ratios.isEmpty else { continue }
        func middle(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        print("  " + name.padding(toLength: 40, withPad: " ", startingAt: 0)
            + String(format: "%.2f ms, /bin/true %.2f ms: %.2f× (pairs' ratios %.2f–%.2f)",
                     middle(times) / 1e6, middle(floors) / 1e6, middle(ratios), ratios.min()!, ratios.max()!))
    }
}

/// The static nibc of `Scripts/install.sh` (its default build path), or `NIBC_STATIC`.
private var staticBinary: String {
    ProcessInfo.processInfo.environment["NIBC_STATIC"] ?? FileManager.default.currentDirectoryPath + "/.build-static/release/nibc"
}

/// Wall milliseconds of `nibc compile FILE -o …` per file, best of three rounds each, sorted.
private func perFileTimes(_ binary: String, _ files: [String]) -> [Double] {
    let output = NSTemporaryDirectory() + "nibc-bench-\(getpid()).nib"
    defer { try? FileManager.default.removeItem(atPath: output) }
    var best = [Double](repeating: .infinity, count: files.count)
    for _ in 0..<3 {
        for (index, file) in files.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds
            guard run(binary, ["compile", file, "-o", output]) else { continue }
            best[index] = min(best[index], Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
    }
    return best.filter(\.isFinite).sorted()
}

/// The output folders of the batch runs, removed when the benchmark ends.
@MainActor private var batchOutputs: [String] = []

/// Wall seconds of compiling every file in one `nibc compile … --compilation-directory … --jobs 2`,
/// eleven runs, each into a new folder under `outputRoot` (the files are linked under unique names first, by absolute
/// path: outputs are named after inputs); none when a run fails.
@MainActor private func batchTimes(_ binary: String, _ files: [String], outputsIn outputRoot: String) -> [Double] {
    let folder = NSTemporaryDirectory() + "nibc-bench-batch-\(getpid())"
    let outputs = outputRoot + "nibc-bench-outputs-\(getpid())-\(batchOutputs.count)"
    batchOutputs.append(outputs)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try? FileManager.default.createDirectory(atPath: folder + "/in", withIntermediateDirectories: true)
    var inputs: [String] = []
    for (index, file) in files.enumerated() {
        let link = folder + "/in/\(index)-" + (file.split(separator: "/").last.map(String.init) ?? "x.xib")
        // A relative target would be read from the link's own folder: link the absolute path.
        let target = URL(fileURLWithPath: file).standardizedFileURL.path
        guard (try? FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)) != nil else { continue }
        inputs.append(link)
    }
    var seconds: [Double] = []
    for round in 0..<11 {
        // A clean build: each run writes into a new folder (replacing existing outputs costs more
        // on ext4, which flushes a file renamed over another). The folders are removed when the
        // benchmark ends, not between runs: on this machine's ext4, removing thousands of files
        // made creating the next run's files up to three times slower.
        let output = outputs + "/\(round)"
        let start = DispatchTime.now().uptimeNanoseconds
        guard run(binary, ["compile"] + inputs + ["--compilation-directory", output, "--jobs", "2"]) else {
            // A batch that fails (exit 1) has not compiled everything: its time would be no measure.
            print("nibc-bench: \(binary) failed on the batch; its batch time is not reported")
            return []
        }
        seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return seconds
}

/// Runs `path` with `arguments`, its output silenced, and waits for it; true when it started and
/// exited with status 0.
/// posix_spawn and waitpid, not Foundation's Process: on Linux `waitUntilExit()` polls the run loop
/// and added about 40 ms to every run (measured: 50 ms per compile that takes 8 ms in a shell loop).
private func run(_ path: String, _ arguments: [String]) -> Bool {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid = pid_t()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else { return false }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1, errno == EINTR {}
    return status == 0
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
