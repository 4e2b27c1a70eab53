import Foundation
import Testing

/// Built programs at run time: they trap exactly where Swift's do, with swiftc's
/// message at -Onone and none at -O (compared with swiftc-built programs when swiftc
/// is present); releasing a very long chain of objects does not overflow the stack;
/// valgrind sees no invalid access and no leak in ARC-heavy programs.
@Suite struct BuiltProgramRuntimeTests {
  /// Values the optimizer cannot fold at compile time (swiftc would reject the
  /// constant overflow otherwise).
  static let prelude = "func id(_ x: Int) -> Int { x }\nfunc dd(_ x: Double) -> Double { x }\nprint(\"start\")\n"

  static let trapCases: [(String, String)] = [
    ("add", "print(id(Int.max) + id(1))"),
    ("subtract", "print(id(Int.min) - id(1))"),
    ("multiply", "print(id(Int.max) * id(2))"),
    ("multiplyNegative", "print(id(Int.min) * id(-1))"),
    ("negate", "print(-id(Int.min))"),
    ("compound", "var a = id(Int.max) - 1\nfor _ in 0..<3 { a += 1 }\nprint(a)"),
    ("divideByZero", "print(id(7) / id(0))"),
    ("remainderByZero", "print(id(7) % id(0))"),
    ("divideMinByMinusOne", "print(id(Int.min) / id(-1))"),
    ("remainderMinByMinusOne", "print(id(Int.min) % id(-1))"),
    ("wrapping", "print(id(5) &+ Int.max, id(5) &* Int.max, id(Int.min) &- 1)"),
    ("doubleTooLarge", "print(Int(dd(1e19)))"),
    ("doubleTooSmall", "print(Int(dd(-1e19)))"),
    ("doubleInRange", "print(Int(dd(-3.9)), Int(dd(9.2e18)))"),
    ("index", "let a = [1, 2, 3]\nprint(a[id(3)])"),
    ("negativeIndex", "var a = [1, 2, 3]\na[id(-1)] = 5\nprint(a.count)"),
    ("nil", "let x: Int? = id(1) == 1 ? nil : 1\nprint(x!)"),
    ("halfOpenRange", "for i in 0..<id(-1) { print(i) }"),
    ("closedRange", "for i in 0...id(-2) { print(i) }"),
    ("removeLast", "var a = [id(1)]\na.removeLast()\nprint(a.removeLast())"),
    ("stringSubscriptEnd", "let s = String(id(42))\nprint(s[s.startIndex])\nprint(s[s.endIndex])"),
    ("stringIndexAfterEnd", "let s = String(id(7))\nprint(s[s.index(after: s.endIndex)])"),
    ("stringIndexBeforeStart", "let s = String(id(7))\nprint(s[s.index(before: s.startIndex)])"),
    ("stringOffsetBy", "let s = \"h\u{E9}llo\"\nprint(s[s.index(s.startIndex, offsetBy: id(4))])\nprint(s.index(s.endIndex, offsetBy: id(-6)) == s.startIndex)"),
    ("stringRemoveAtEnd", "var s = String(id(12))\ns.remove(at: s.endIndex)\nprint(s)"),
    ("characterFromString", "print(Character(String(id(9))))\nprint(Character(String(id(10))))"),
    ("stringSliceRange", "let long = String(id(123456))\nlet s = String(id(12))\nprint(s[long.startIndex..<long.endIndex])"),
    ("stringRemoveSubrangeRange", "let long = String(id(123456))\nvar s = String(id(12))\ns.removeSubrange(s.startIndex..<long.endIndex)"),
    ("stringInsertBeyond", "let long = String(id(123456))\nvar s = String(id(12))\ns.insert(\"x\", at: long.endIndex)"),
    ("stringIndexRangeBounds", "let s = String(id(123))\nlet r = s.endIndex..<s.index(s.startIndex, offsetBy: id(1))\nprint(s[r])"),
    ("removeAt", "var a = [1, 2]\nprint(a.remove(at: id(2)))"),
    ("removeAtNegative", "var a = [1, 2]\nprint(a.remove(at: id(-1)))"),
    ("removeFirst", "var a = [id(1)]\na.removeFirst()\nprint(a.removeFirst())"),
    ("insertPastEnd", "var a = [1]\na.insert(2, at: id(2))\nprint(a)"),
    ("insertNegative", "var a = [1]\na.insert(2, at: id(-1))\nprint(a)"),
    ("repeatingNegative", "print([Int](repeating: 0, count: id(-1)))"),
    ("replaceSubrangePastEnd", "var a = [1, 2, 3]\na[1...id(3)] = [9]\nprint(a)"),
    ("replaceSubrangeNegative", "var a = [1, 2, 3]\na[id(-1)..<2] = [9]\nprint(a)"),
    ("closedRangeValue", "let r = id(3)...id(2)\nprint(r)"),
    ("halfOpenRangeValue", "let r = id(3)..<id(2)\nprint(r.count)"),
    // The library's checks (stdlib/Range.swift, ClosedRange.swift, StrideTo.swift, ...).
    ("doubleRangeValue", "let r = dd(3)..<dd(2)\nprint(r)"),
    ("doubleClosedRangeValue", "let r = dd(3)...dd(2)\nprint(r)"),
    ("strideToByZero", "for i in stride(from: 0, to: 3, by: id(0)) { print(i) }"),
    ("strideThroughByZero", "for i in stride(from: 0.0, through: 3.0, by: dd(0)) { print(i) }"),
  ]

  struct Observed: Equatable, CustomStringConvertible {
    var stdout: String
    var fatalError: String
    var status: Int32
    var signaled: Bool
    var description: String { "stdout \(stdout.debugDescription) \(fatalError.debugDescription) status \(status) signaled \(signaled)" }
  }

  /// The stdout, the `Fatal error: ...` part of stderr (Swift's crash report after it
  /// is not compared), and how it ended.
  static func observe(_ r: TestSupport.Result) -> Observed {
    let fatal = r.stderr.split(separator: "\n").first { $0.contains("Fatal error") }
      .map { String($0[$0.range(of: "Fatal error")!.lowerBound...]) } ?? ""
    return Observed(stdout: r.stdout, fatalError: fatal, status: r.status, signaled: r.signaled)
  }

  @Test(.enabled(if: TestSupport.swiftc != nil, "swiftc not found"))
  func trapsAsSwiftAtOnoneAndO() throws {
    try TestSupport.withScratch { dir in
      for (name, body) in BuiltProgramRuntimeTests.trapCases {
        try TestSupport.write(BuiltProgramRuntimeTests.prelude + body + "\n", "\(name).swift", in: dir)
        for level in ["-Onone", "-O"] {
          let mini = try TestSupport.miniswiftc([level, "\(name).swift", "-o", "m"], in: dir)
          #expect(mini.status == 0, "\(name) \(level): \(mini.stderr)")
          let swift = try TestSupport.run(TestSupport.swiftc!, [level, "\(name).swift", "-o", "s"], in: dir)
          #expect(swift.status == 0, "\(name) \(level): \(swift.stderr)")
          let expected = BuiltProgramRuntimeTests.observe(try TestSupport.run(dir.appendingPathComponent("s").path, []))
          let actual = BuiltProgramRuntimeTests.observe(try TestSupport.run(dir.appendingPathComponent("m").path, []))
          #expect(actual == expected, "\(name) \(level)")
          // String's checks are compiled into Swift's library: their message stays at -O.
          if level == "-O" && !name.hasPrefix("string") {
            #expect(actual.fatalError.isEmpty, "\(name): no message at -O")
          }
        }
      }
    }
  }

  /// Releasing the head of a 200,000-node list destroys the nodes without nesting
  /// 200,000 deep; deinit output keeps Swift's order.
  static let longList = """
    final class Node {
      var next: Node?
      let value: Int
      init(_ value: Int, _ next: Node?) { self.value = value; self.next = next }
    }
    var head: Node? = nil
    for i in 0..<200_000 { head = Node(i, head) }
    print(head!.value)
    head = nil
    print("released")
    class Noisy {
      let name: String
      var child: Noisy?
      init(_ name: String, _ child: Noisy?) { self.name = name; self.child = child }
      deinit { print("deinit", name) }
    }
    var n: Noisy? = Noisy("a", Noisy("b", Noisy("c", nil)))
    n = nil
    print("end")

    """

  @Test func releasingALongListDoesNotOverflowTheStack() throws {
    try TestSupport.withScratch { dir in
      try TestSupport.write(BuiltProgramRuntimeTests.longList, "list.swift", in: dir)
      for level in ["-Onone", "-O"] {
        let r = try TestSupport.miniswiftc([level, "list.swift", "-o", "list"], in: dir)
        #expect(r.status == 0, "\(r.stderr)")
        let run = try TestSupport.run(dir.appendingPathComponent("list").path, [])
        #expect(run.stdout == "199999\nreleased\ndeinit a\ndeinit b\ndeinit c\nend\n", "\(level)")
        #expect(run.status == 0 && !run.signaled, "\(level)")
      }
    }
  }

  /// Classes, subclasses, closures capturing objects, arrays of classes, optionals of
  /// classes, existentials.
  static let arcProgram = """
    protocol Shape { func area() -> Double }
    final class Circle: Shape { let r: Double; init(_ r: Double) { self.r = r }; func area() -> Double { 3.0 * r * r } }
    class Animal { let name: String; init(_ n: String) { name = n }; func speak() -> String { name }; deinit { print("bye", name) } }
    class Dog: Animal { var friend: Animal?; override func speak() -> String { "woof " + name } }
    func makeCounter() -> () -> Int { var c = 0; let box = Animal("box"); return { c += 1; return c + box.name.count } }
    var animals: [Animal] = [Animal("a"), Dog("d")]
    let dog = Dog("f"); dog.friend = animals[0]; animals.append(dog)
    for a in animals { print(a.speak()) }
    let counter = makeCounter()
    print(counter(), counter())
    var opt: Animal? = Animal("o")
    print(opt?.name ?? "none")
    opt = nil
    let shapes: [Shape] = [Circle(1), Circle(2)]
    for v in shapes.map({ $0.area() }) { print(v) }
    var s = "x"
    for i in 0..<10 { s += String(i) }
    print(s, animals.filter { $0.name != "a" }.count)
    animals = []
    print("end")

    """

  /// Characters and string indices: temporaries of the Character-wise API, mutations in
  /// place and through copies, loops that leave early.
  static let stringProgram = """
    var s = "h\u{E9}llo 🇺🇸 wörld"
    var n = 0
    for c in s { if c == " " { continue }; n += String(c).count; if c == "w" { break } }
    let copy = s
    s.insert(contentsOf: "big ", at: s.index(s.startIndex, offsetBy: 6))
    s.insert("!", at: s.endIndex)
    let removed = s.remove(at: s.startIndex)
    s.removeSubrange(s.startIndex..<s.index(after: s.startIndex))
    let prefix = s[..<(s.firstIndex(of: " ") ?? s.endIndex)]
    for i in s.indices where s[i] == "l" { n += 1 }
    let letters: [Character] = ["a", removed, s[s.startIndex]]
    print(n, copy, s, String(prefix), String(letters), s.filter { $0 != "l" }, s.hasSuffix("d!"))

    """

  @Test(.enabled(if: TestSupport.which("valgrind") != nil && TestSupport.which("strip") != nil, "valgrind not found"))
  func valgrindFindsNoInvalidAccessOrLeak() throws {
    try TestSupport.withScratch { dir in
      let list = BuiltProgramRuntimeTests.longList.replacingOccurrences(of: "200_000", with: "20_000")
      // A failed initializer of a generic class frees its object (a run-pass program).
      let failable = try String(contentsOf: RunPassTests.folder.appendingPathComponent("generic_class_failable_init.swift"),
                                encoding: .utf8)
      // Pattern conditions release what a failed match bound (a run-pass program).
      let conditions = try String(contentsOf: RunPassTests.folder.appendingPathComponent("pattern_conditions_arc.swift"),
                                  encoding: .utf8)
      for (name, text) in [("arc", BuiltProgramRuntimeTests.arcProgram), ("list", list),
                           ("strings", BuiltProgramRuntimeTests.stringProgram), ("failable", failable),
                           ("conditions", conditions)] {
        try TestSupport.write(text, "\(name).swift", in: dir)
        for level in ["-Onone", "-O"] {
          let r = try TestSupport.miniswiftc([level, "\(name).swift", "-o", name], in: dir)
          #expect(r.status == 0, "\(r.stderr)")
          // valgrind 3.19 cannot read the runtime's DWARF 5: check the code without it.
          try TestSupport.run(TestSupport.which("strip")!, ["-g", name], in: dir)
          let v = try TestSupport.run(
            TestSupport.which("valgrind")!, ["--leak-check=full", "--errors-for-leak-kinds=definite", "--error-exitcode=9", "./\(name)"],
            in: dir)
          #expect(v.status == 0, "\(name) \(level): \(v.stderr)")
          #expect(v.stderr.contains("ERROR SUMMARY: 0 errors"), "\(name) \(level)")
          #expect(v.stderr.contains("definitely lost: 0 bytes") || v.stderr.contains("All heap blocks were freed"), "\(name) \(level)")
        }
      }
    }
  }
}
