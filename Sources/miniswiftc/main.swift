#if canImport(Glibc)
  import Glibc
#endif
import AST

// miniswiftc: the driver. `swiftc`'s flags, the stages in order, the linker last.
do {
  var driver = Driver(options: try Options.parse(Array(CommandLine.arguments.dropFirst())))
  // Every stage recurses over the tree: on a stack sized for the depth limits and
  // for the deepest trees (see `withStageStack`).
  let status = withStageStack { driver.run() }
  exit(status)
} catch {
  System.writeStderr("error: \(error.message)\n")
  exit(1)
}
