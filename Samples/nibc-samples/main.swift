// nibc-samples — runs the runtime samples: `swift run nibc-samples [name…]` (all when none given).

import Foundation
import RuntimeSamples

let requested = Array(CommandLine.arguments.dropFirst())
if requested.contains("--help") || requested.contains("-h") {
    print("usage: nibc-samples [name…]\n\nLoads nibs compiled by nibc into MiniUIKit objects. Samples:")
    for sample in Samples.all { print("  \(sample.name.padding(toLength: 18, withPad: " ", startingAt: 0)) \(sample.summary)") }
} else {
    var failed = false
    for sample in Samples.all where requested.isEmpty || requested.contains(sample.name) {
        print("== \(sample.name): \(sample.summary)")
        do {
            print(try sample.run())
        } catch {
            print("error: \(error)")
            failed = true
        }
        print()
    }
    if let unknown = requested.first(where: { name in !Samples.all.contains { $0.name == name } }) {
        print("error: no sample named '\(unknown)' (try --help)")
        failed = true
    }
    if failed { exit(1) }
}
