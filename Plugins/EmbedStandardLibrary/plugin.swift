import Foundation
import PackagePlugin

/// Embeds the standard library's Swift source (`stdlib/*.swift`) into the target it is
/// applied to (the driver): at every build, `embed-stdlib` turns the files into one Swift
/// file declaring `StandardLibrarySource.files`. An edited file is picked up by the next
/// build. The list of files is read when SwiftPM plans the build, and SwiftPM keeps its
/// plan until the package changes: after adding a file (not embedded yet) or removing one
/// (a "missing inputs" error), `touch Package.swift`.
@main
struct EmbedStandardLibrary: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let folder = context.package.directoryURL.appending(path: "stdlib")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".swift") }
      .sorted()
    let inputs = names.map { folder.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "StandardLibrarySource.swift")
    return [
      .buildCommand(
        displayName: "Embedding the standard library (\(names.count) files)",
        executable: try context.tool(named: "embed-stdlib").url,
        arguments: [output.path] + inputs.map(\.path),
        inputFiles: inputs,
        outputFiles: [output])
    ]
  }
}
