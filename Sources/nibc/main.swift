// main.swift — the `nibc` executable: everything happens in the NibcCLI library.

import NibcCLI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

exit(Nibc.main(program: CommandLine.arguments.first ?? "nibc", arguments: Array(CommandLine.arguments.dropFirst())))
