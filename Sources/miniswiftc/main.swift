#if canImport(Glibc)
  import Glibc
#endif

// miniswiftc: the driver. `swiftc`'s flags, the stages in order, the linker last.
do {
  var driver = Driver(options: try Options.parse(Array(CommandLine.arguments.dropFirst())))
  let status = driver.run()
  exit(status)
} catch {
  System.writeStderr("error: \(error.message)\n")
  exit(1)
}
