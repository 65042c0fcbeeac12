// Throughput.swift — how nibc-bench times a pass: repeat it until enough time has gone by.

/// Runs `pass` at least `minimumPasses` times and until `seconds` have passed; returns MB/s
/// (10^6 bytes) for `bytes` processed per pass, and the number of passes. What `pass` returns is
/// summed and checked, so the work cannot be optimized away.
func throughput(bytes: Int, seconds: Double, minimumPasses: Int = 3, _ pass: () throws -> Int) rethrows
    -> (megabytesPerSecond: Double, passes: Int)
{
    let clock = ContinuousClock()
    var passes = 0
    var checksum = 0
    let start = clock.now
    var elapsed = Duration.zero
    repeat {
        checksum &+= try pass()
        passes += 1
        elapsed = clock.now - start
    } while elapsed < .seconds(seconds) || passes < minimumPasses
    precondition(checksum != 0)
    let elapsedSeconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    return (Double(bytes) * Double(passes) / elapsedSeconds / 1e6, passes)
}
