// main.swift — the `nibc` executable: everything happens in the NibcCLI library.

import CSystem
import NibcCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// The heap a compile of a median document touches (about 120 pages), mapped in one call rather
// than a fault per page (CSystem: a tenth of such a process's time, timed from outside).
nibc_prepare_heap(512 << 10)
exit(Nibc.main(program: CommandLine.arguments.first ?? "nibc", arguments: Array(CommandLine.arguments.dropFirst())))
