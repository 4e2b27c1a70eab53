import Foundation
import Testing

/// The run-pass programs of `Programs/`: each is built by `miniswiftc` at `-Onone` and
/// `-O`, run, and compared with the output swiftc's build of it gave (recorded next to
/// it by `Tests/record`). Needs neither `../shared` nor swiftc: adding a test is adding
/// `Programs/NAME.swift` and running `Tests/record Tests/DriverTests/Programs/NAME.swift`.
@Suite struct RunPassTests {
  static let folder = TestSupport.packageRoot.appendingPathComponent("Tests/DriverTests/Programs")
  static let programs = RunPassProgram.all(in: folder)

  @Test func folderHoldsThePrograms() {
    #expect(Self.programs.count >= 40, "Tests/DriverTests/Programs has \(Self.programs.count) programs")
  }

  @Test(arguments: RunPassTests.programs)
  func program(_ program: RunPassProgram) throws { try program.check() }
}
