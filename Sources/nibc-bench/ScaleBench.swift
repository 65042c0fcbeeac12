// ScaleBench.swift — `nibc-bench --scale`: how nibc's cost grows with its input, on generated
// documents and nibs (hostile sizes: one element with 100,000 attributes, a storyboard of 100,000
// scenes, a nib whose objects form a chain 200,000 deep).
//
// Each size is run as its own `nibc` process (the binary beside this one): wall time and peak
// memory (the child's ru_maxrss) per size, best of three runs, then the growth exponent of time and
// of memory: the slope of log(cost) over log(size) between the two largest sizes (1 is linear; the
// smaller sizes are printed to show where start-up still dominates). Outputs go to /dev/shm when
// there is one, so the file system's cost of creating thousands of nibs is not counted as nibc's.

import Foundation
import NibArchive

func scaleBench() {
    let binary = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("nibc").path
    guard FileManager.default.isExecutableFile(atPath: binary) else {
        print("nibc-bench: no nibc beside nibc-bench (build it: swift build -c release --product nibc)")
        exit(1)
    }
    let base = (FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory()) + "nibc-scale-\(getpid())"
    try? FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: base) }

    let series: [(name: String, sizes: [Int], make: (Int, String) -> [String])] = [
        ("compile: attributes on one element", [1_000, 10_000, 100_000], { n, folder in
            let path = folder + "/attributes.xib"
            write(ScaleDocuments.attributes(n), to: path)
            return ["compile", path, "-o", folder + "/out.nib"]
        }),
        ("compile: views in one xib", [1_000, 10_000, 100_000], { n, folder in
            let path = folder + "/views.xib"
            write(ScaleDocuments.views(n), to: path)
            return ["compile", path, "-o", folder + "/out.nib"]
        }),
        ("compile: views as Xcode writes them (labels with two constraints each)", [1_000, 10_000, 100_000], { n, folder in
            let path = folder + "/xcode-views.xib"
            write(ScaleDocuments.xcodeViews(n), to: path)
            return ["compile", path, "-o", folder + "/out.nib"]
        }),
        ("compile: scenes of a storyboard", [1_000, 10_000, 100_000], { n, folder in
            let path = folder + "/scenes.storyboard"
            write(ScaleDocuments.scenes(n), to: path)
            return ["compile", path, "-o", folder + "/out.storyboardc"]
        }),
        ("compile: scenes as Xcode writes them (a label pinned by two constraints in each)", [1_000, 10_000], { n, folder in
            let path = folder + "/xcode-scenes.storyboard"
            write(ScaleDocuments.xcodeScenes(n), to: path)
            return ["compile", path, "-o", folder + "/out.storyboardc"]
        }),
        ("diff: a chain of objects (depth)", [1_000, 10_000, 100_000, 200_000], { n, folder in
            let (reference, candidate) = (folder + "/chain-a.nib", folder + "/chain-b.nib")
            writeBytes(ScaleDocuments.chain(n, tagOffset: 0), to: reference)
            writeBytes(ScaleDocuments.chain(n, tagOffset: 7), to: candidate)
            return ["diff", reference, candidate]
        }),
        ("diff: objects side by side (count)", [1_000, 10_000, 100_000, 200_000], { n, folder in
            let (reference, candidate) = (folder + "/wide-a.nib", folder + "/wide-b.nib")
            writeBytes(ScaleDocuments.wide(n, tagOffset: 0), to: reference)
            writeBytes(ScaleDocuments.wide(n, tagOffset: 7), to: candidate)
            return ["diff", reference, candidate]
        }),
    ]
    for (name, sizes, make) in series {
        print(name)
        // A compile's peak is also given against its input, beyond the peak of the same document
        // without its elements (what the process takes whatever the input).
        let compiles = name.hasPrefix("compile")
        var empty = 0.0
        var points: [(size: Int, seconds: Double, megabytes: Double)] = []
        for size in (compiles ? [0] : []) + sizes {
            let folder = base + "/\(points.count)-\(size)"
            try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let arguments = make(size, folder)
            let input = compiles ? ((try? FileManager.default.attributesOfItem(atPath: arguments[1])[.size]) as? Int ?? 0) : 0
            var best = (seconds: Double.infinity, megabytes: 0.0)
            for _ in 0..<3 {
                // The output of the previous run is removed first (nibc replaces its own outputs).
                try? FileManager.default.removeItem(atPath: folder + "/out.storyboardc")
                let measured = measure(binary, arguments)
                if measured.seconds < best.seconds { best = measured }
            }
            try? FileManager.default.removeItem(atPath: folder)
            guard size > 0 else {
                empty = best.megabytes
                continue
            }
            points.append((size, best.seconds, best.megabytes))
            let against = compiles && input > 0 ? String(format: "  %5.2f× its %.1f MB beyond the empty one's %.1f MB", (best.megabytes - empty) * 1_048_576 / Double(input), Double(input) / 1_048_576, empty) : ""
            print(String(format: "  %7d: %8.3f s  %8.1f MB peak", size, best.seconds, best.megabytes) + against)
        }
        guard points.count >= 2 else { continue }
        let (a, b) = (points[points.count - 2], points[points.count - 1])
        let ratio = log(Double(b.size) / Double(a.size))
        print(String(
            format: "  growth exponent (%d → %d): time %.2f, memory %.2f", a.size, b.size, log(b.seconds / a.seconds) / ratio,
            log(b.megabytes / a.megabytes) / ratio))
    }
}

/// Wall seconds and peak resident megabytes of one run (its exit status ignored: `diff` exits 1
/// for nibs that differ). The run is started by a fresh `nibc-bench --measure`: a child started
/// straight from this process would report this process's own peak (posix_spawn's child shares its
/// memory until it execs, and Linux keeps the larger peak), which the generated inputs make large.
private func measure(_ path: String, _ arguments: [String]) -> (seconds: Double, megabytes: Double) {
    let pipe = Pipe()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    process.arguments = ["--measure", path] + arguments
    process.standardOutput = pipe
    guard (try? process.run()) != nil else { return (.infinity, 0) }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    let fields = output.split(separator: " ").compactMap { Double($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    return fields.count == 2 ? (fields[0], fields[1]) : (.infinity, 0)
}

/// `nibc-bench --measure PROGRAM ARGUMENTS…`: runs the program, its output discarded, and prints
/// its wall seconds and peak resident megabytes.
func measureChild(_ arguments: [String]) -> Never {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv = arguments.map { strdup($0) } + [nil]
    var pid = pid_t()
    let start = DispatchTime.now().uptimeNanoseconds
    guard !arguments.isEmpty, posix_spawn(&pid, arguments[0], &actions, nil, argv, environ) == 0 else { exit(1) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1, errno == EINTR {}
    print(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, Double(usage.ru_maxrss) / 1024)
    exit(0)
}

private func write(_ text: String, to path: String) { _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) }
private func writeBytes(_ bytes: [UInt8], to path: String) { _ = FileManager.default.createFile(atPath: path, contents: Data(bytes)) }

/// The generated inputs.
enum ScaleDocuments {
    static let xibHeader = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2"/>

        """

    /// One view with `n` attributes no class declares (each one warning).
    static func attributes(_ n: Int) -> String {
        var text = xibHeader + "<view contentMode=\"scaleToFill\" id=\"root\""
        for index in 0..<n { text += " a\(index)=\"\(index)\"" }
        return text + ">\n<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"480\"/>\n</view>\n</objects>\n</document>\n"
    }

    /// One view with `n` labels.
    static func views(_ n: Int) -> String {
        var text = xibHeader + "<view contentMode=\"scaleToFill\" id=\"root\">\n<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"480\"/>\n<subviews>\n"
        for index in 0..<n {
            text += "<label opaque=\"NO\" text=\"Label \(index)\" id=\"l\(index)\"><rect key=\"frame\" x=\"0.0\" y=\"\(index % 400)\" width=\"100\" height=\"21\"/>"
                + "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/><nil key=\"textColor\"/></label>\n"
        }
        return text + "</subviews>\n</view>\n</objects>\n</document>\n"
    }

    /// One view with `n` labels as Xcode writes them (indented, with the attributes Interface
    /// Builder gives a new label), each pinned by two constraints: about 900 bytes a view, as
    /// issue 36's 9 MB document of 10,000 views.
    static func xcodeViews(_ n: Int) -> String {
        var text = xibHeader + "        <view contentMode=\"scaleToFill\" id=\"root\">\n"
            + "            <rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"414\" height=\"896\"/>\n"
            + "            <autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>\n"
        var labels = "", constraints = ""
        for index in 0..<n {
            let id = "L\(index)"
            labels += xcodeLabel(index, id: id, y: index % 800, indent: 16)
            constraints += """
                                <constraint firstItem="\(id)" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="\(id)a"/>
                                <constraint firstItem="\(id)" firstAttribute="top" secondItem="root" secondAttribute="top" constant="\(index % 800)" id="\(id)b"/>

                """
        }
        if n > 0 { text += "            <subviews>\n" + labels + "            </subviews>\n            <constraints>\n" + constraints + "            </constraints>\n" }
        return text + "        </view>\n    </objects>\n</document>\n"
    }

    /// A label as Interface Builder writes a new one, its lines indented by `indent` spaces.
    static func xcodeLabel(_ index: Int, id: String, y: Int, indent: Int) -> String {
        let lines = [
            #"<label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Label \#(index)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)">"#,
            #"    <rect key="frame" x="20" y="\#(y)" width="120" height="21"/>"#,
            #"    <fontDescription key="fontDescription" type="system" pointSize="17"/>"#,
            #"    <nil key="textColor"/>"#,
            #"    <nil key="highlightedColor"/>"#,
            "</label>",
        ]
        let margin = String(repeating: " ", count: indent)
        return lines.map { margin + $0 + "\n" }.joined()
    }

    /// A storyboard of `n` scenes, each a controller with an identifier and a view (the first the
    /// initial one).
    static func scenes(_ n: Int) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(n > 0 ? " initialViewController=\"c0\"" : "")>
            <scenes>

            """
        for index in 0..<n {
            text += "<scene sceneID=\"s\(index)\"><objects><viewController storyboardIdentifier=\"id\(index)\" id=\"c\(index)\" sceneMemberID=\"viewController\">"
                + "<view key=\"view\" contentMode=\"scaleToFill\" id=\"v\(index)\"><rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"480\"/></view></viewController>"
                + "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"f\(index)\" sceneMemberID=\"firstResponder\"/></objects></scene>\n"
        }
        return text + "</scenes>\n</document>\n"
    }

    /// A storyboard of `n` scenes as Xcode writes them: indented, each a controller with an
    /// identifier, its view with a safe area and a label pinned to it by two constraints, and the
    /// scene's First Responder and canvas location. About 2.1 KB a scene (the corpus's storyboards
    /// have 1.6 KB a scene at the tenth percentile, 5.3 KB at the median).
    static func xcodeScenes(_ n: Int) -> String {
        var text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(n > 0 ? " initialViewController=\"c0\"" : "")>
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="21679"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <scenes>

            """
        for index in 0..<n {
            text += """
                        <!--View Controller-->
                        <scene sceneID="s\(index)">
                            <objects>
                                <viewController storyboardIdentifier="id\(index)" id="c\(index)" sceneMemberID="viewController">
                                    <view key="view" contentMode="scaleToFill" id="v\(index)">
                                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                        <subviews>

                """ + xcodeLabel(index, id: "l\(index)", y: 79, indent: 28) + """
                                        </subviews>
                                        <viewLayoutGuide key="safeArea" id="g\(index)"/>
                                        <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                        <constraints>
                                            <constraint firstItem="l\(index)" firstAttribute="leading" secondItem="g\(index)" secondAttribute="leading" constant="20" id="l\(index)a"/>
                                            <constraint firstItem="l\(index)" firstAttribute="top" secondItem="g\(index)" secondAttribute="top" constant="20" id="l\(index)b"/>
                                        </constraints>
                                    </view>
                                </viewController>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="f\(index)" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
                            </objects>
                            <point key="canvasLocation" x="\(index % 100 * 400)" y="\(index / 100 * 900)"/>
                        </scene>

                """
        }
        return text + """
                </scenes>
                <resources>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>
            </document>

            """
    }

    /// A nib whose top-level view leads through `next` to the next, `n` deep, each with a tag.
    static func chain(_ n: Int, tagOffset: Int64) -> [UInt8] {
        var graph = ObjectGraph()
        let root = graph.add("NSObject")
        var next: ObjectGraph.ID?
        for index in stride(from: n, to: 0, by: -1) {
            var entries: [ObjectGraph.Entry] = [.init("UITag", .integer((Int64(index) + tagOffset) % 100))]
            if let next { entries.append(.init("next", .object(next))) }
            next = graph.add("UIView", entries)
        }
        graph.append("UINibTopLevelObjectsKey", .object(graph.array(next.map { [$0] } ?? [])), to: root)
        return (try? ArchiveBuilder().build(graph, root: root).serialized()) ?? []
    }

    /// A nib whose top-level array holds `n` views side by side, each with a tag.
    static func wide(_ n: Int, tagOffset: Int64) -> [UInt8] {
        var graph = ObjectGraph()
        let root = graph.add("NSObject")
        let views = (0..<n).map { index in graph.add("UIView", [.init("UITag", .integer((Int64(index) + tagOffset) % 100))]) }
        graph.append("UINibTopLevelObjectsKey", .object(graph.array(views)), to: root)
        return (try? ArchiveBuilder().build(graph, root: root).serialized()) ?? []
    }
}
