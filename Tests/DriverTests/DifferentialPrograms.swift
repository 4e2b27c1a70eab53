/// Programs the differential tests compile with miniswiftc and with swiftc and compare
/// (beyond the conformance suite): ARC corner cases, existential value semantics,
/// computed-property writeback, vtable dispatch of properties. Kept as source text here
/// so that SwiftPM does not try to compile them as part of the test target.
enum DifferentialPrograms {
  static let all: [(name: String, source: String)] = [
    (
      "arc_argument_temporaries.swift",
      #"""
      // Owned temporaries passed as arguments are released right after the call, last first.
      class Probe {
          let label: String
          init(_ label: String) {
              self.label = label
              print("+\(label)")
          }
          deinit {
              print("-\(label)")
          }
      }

      func pair(_ a: Probe, _ b: Probe) -> String {
          return a.label + "&" + b.label
      }

      func keep(_ p: Probe) -> Probe {
          return p
      }

      print(pair(Probe("a"), Probe("b")))
      print("--")
      let k = keep(Probe("kept"))
      print("holding \(k.label)")
      print(pair(keep(Probe("x")), k))
      print("end")
      """#
    ),
    (
      "class_vtable_properties.swift",
      #"""
      // Overridden computed properties and methods dispatch through the vtable, also from
      // the superclass's own methods and through protocol witnesses.
      protocol Describing {
          var summary: String { get }
      }

      class Animal: Describing {
          let name: String
          init(name: String) {
              self.name = name
          }
          var sound: String {
              return "..."
          }
          var summary: String {
              return "\(name) says \(sound)"
          }
          func legs() -> Int {
              return 4
          }
      }

      class Bird: Animal {
          override var sound: String {
              return "tweet"
          }
          override func legs() -> Int {
              return 2
          }
      }

      final class Parrot: Bird {
          var words = 0
          override var sound: String {
              return super.sound + " hello"
          }
      }

      let a: Animal = Parrot(name: "Polly")
      print(a.summary, a.legs())
      let d: Describing = Bird(name: "Tweety")
      print(d.summary)
      let p = Parrot(name: "Kiki")
      p.words += 3
      print(p.summary, p.words, p.legs())
      """#
    ),
    (
      "computed_writeback.swift",
      #"""
      // Mutating through a computed property reads it, mutates the copy and writes it back.
      struct Point {
          var x: Int
          var y: Int
          mutating func move(by d: Int) {
              x += d
              y += d
          }
      }

      struct Shape {
          var origin: Point
          var center: Point {
              get {
                  print("get center")
                  return Point(x: origin.x + 1, y: origin.y + 1)
              }
              set {
                  print("set center \(newValue.x),\(newValue.y)")
                  origin = Point(x: newValue.x - 1, y: newValue.y - 1)
              }
          }
      }

      var s = Shape(origin: Point(x: 0, y: 0))
      s.center.x = 10
      print(s.origin.x, s.origin.y)
      s.center.move(by: 5)
      print(s.origin.x, s.origin.y)
      s.center.y += 100
      print(s.origin.x, s.origin.y, s.center.y)

      class Box {
          var shape = Shape(origin: Point(x: 1, y: 2))
      }
      let box = Box()
      box.shape.center.move(by: 1)
      print(box.shape.origin.x, box.shape.origin.y)
      """#
    ),
    (
      "existential_value_semantics.swift",
      #"""
      // A struct inside an existential keeps value semantics: copies are independent.
      protocol Named {
          var name: String { get set }
          mutating func shout()
      }

      struct Tag: Named {
          var name: String
          mutating func shout() {
              name = name + "!"
          }
      }

      class Label: Named {
          var name: String
          init(name: String) {
              self.name = name
          }
          func shout() {
              name = name + "?"
          }
      }

      var a: Named = Tag(name: "tag")
      var b = a
      b.name = "other"
      b.shout()
      print(a.name, b.name)
      a.shout()
      a.shout()
      print(a.name, b.name)

      var c: Named = Label(name: "label")
      var d = c
      d.name = "shared"
      d.shout()
      print(c.name, d.name)

      func rename(_ n: Named) -> Named {
          var copy = n
          copy.name = "renamed"
          return copy
      }
      let t = Tag(name: "orig")
      let r = rename(t)
      print(t.name, r.name)
      """#
    ),
    (
      "arc_structs_boxes_fields.swift",
      #"""
      // Deinit order when references sit in structs, existential boxes and class fields.
      class Res {
          let name: String
          init(_ name: String) {
              self.name = name
              print("  +\(name)")
          }
          deinit {
              print("  -\(name)")
          }
      }

      protocol Holder {
          var label: String { get }
          func show() -> String
      }

      struct Pair: Holder {
          let first: Res
          var second: Res
          var label: String {
              return first.name + "/" + second.name
          }
          func show() -> String {
              return "pair " + label
          }
      }

      class Keeper: Holder {
          var held: Holder
          let own: Res
          init(_ held: Holder, _ own: Res) {
              self.held = held
              self.own = own
          }
          var label: String {
              return "keeper(" + held.label + ")"
          }
          func show() -> String {
              return "keeper " + own.name
          }
      }

      func makePair(_ a: String, _ b: String) -> Pair {
          return Pair(first: Res(a), second: Res(b))
      }

      func scenario1() {
          print("scenario1")
          var p = makePair("a", "b")
          let h: Holder = p
          p.second = Res("c")
          print(h.label, p.label)
          print("end1")
      }

      func scenario2() {
          print("scenario2")
          let k = Keeper(makePair("x", "y"), Res("own"))
          print(k.label)
          k.held = Keeper(makePair("p", "q"), Res("own2"))
          print(k.label)
          let h: Holder = k
          print(h.show(), h.label)
          print("end2")
      }

      func scenario3() -> Holder {
          print("scenario3")
          let a: Holder = makePair("r", "s")
          var b = a
          b = makePair("t", "u")
          print(a.label, b.label)
          return b
      }

      scenario1()
      scenario2()
      let kept = scenario3()
      print("kept", kept.label)
      print("done")
      """#
    ),
  ]
}
