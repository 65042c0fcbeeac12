// NibcPlugin.swift — a SwiftPM build-tool plugin: every .xib and .storyboard of the target it is
// applied to is compiled by nibc into the target's resources (X.xib → X.nib, X.storyboard →
// X.storyboardc), so a SwiftPM-built iOS app (xtool, Linux) gets its nibs without Xcode.
//
//   .target(name: "App", exclude: [...], plugins: [.plugin(name: "NibcPlugin", package: "nibc")])
//
// The documents are compiled with the target's name as the module of classes with
// customModuleProvider="target". Each compiles in a build command of its own, so SwiftPM reruns
// only the ones whose document changed.

import PackagePlugin

@main
struct NibcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let nibc = try context.tool(named: "nibc")
        let documents = module.sourceFiles.filter { ["xib", "storyboard"].contains($0.url.pathExtension) }
        return documents.map { document in
            let input = document.url
            let stem = input.deletingPathExtension().lastPathComponent
            let output = context.pluginWorkDirectoryURL.appending(
                path: input.pathExtension == "xib" ? stem + ".nib" : stem + ".storyboardc")
            return .buildCommand(
                displayName: "Compiling \(input.lastPathComponent) with nibc",
                executable: nibc.url,
                arguments: ["compile", input.path, "-o", output.path, "--module", module.moduleName],
                inputFiles: [input],
                outputFiles: [output])
        }
    }
}
