// ParallelMap.swift — runs independent jobs (one document each) on up to N threads and returns
// their results in input order, whatever order they finish in (`nibc compile --jobs`).

import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

enum ParallelMap {
    /// The processors online (the default of `--jobs`).
    static var coreCount: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    /// `body(0) … body(count - 1)`, at most `jobs` at a time; one job runs on the calling thread.
    static func run<Result: Sendable>(count: Int, jobs: Int, _ body: @Sendable (Int) -> Result) -> [Result] {
        let workers = min(max(jobs, 1), count)
        guard workers > 1 else { return (0..<count).map(body) }
        let slots = Slots<Result>(count: count)
        // Each worker takes the next index until none is left: a slow document does not hold up
        // the ones behind it.
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let index = slots.next() { slots.store(body(index), at: index) }
        }
        return slots.results()
    }

    /// The shared state of one run: the next index to take and the results, under one lock.
    private final class Slots<Result: Sendable>: @unchecked Sendable {
        private var mutex = pthread_mutex_t()
        private var nextIndex = 0
        private var values: [Result?]

        init(count: Int) {
            values = Array(repeating: nil, count: count)
            pthread_mutex_init(&mutex, nil)
        }

        deinit { pthread_mutex_destroy(&mutex) }

        func next() -> Int? {
            pthread_mutex_lock(&mutex)
            defer { pthread_mutex_unlock(&mutex) }
            guard nextIndex < values.count else { return nil }
            nextIndex += 1
            return nextIndex - 1
        }

        func store(_ value: Result, at index: Int) {
            pthread_mutex_lock(&mutex)
            values[index] = value
            pthread_mutex_unlock(&mutex)
        }

        func results() -> [Result] { values.map { $0! } }
    }
}
