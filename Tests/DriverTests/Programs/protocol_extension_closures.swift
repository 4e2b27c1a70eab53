// Closures in a protocol extension's methods that capture `self`: the context stores
// `self` as the type `Self` is bound to (it crashed the compiler before: the capture
// was typed as the protocol's existential).
protocol Named { var name: String { get } }
extension Named {
  func greeters() -> [() -> String] { [{ "hi " + self.name }, { "bye " + name }] }
  func shout() -> String {
    let f = { self.name.uppercased() }
    return f()
  }
  func repeated(_ n: Int) -> [String] { [0, 1].map { i in "\(i):\(name)" } }
}
struct Person: Named { var name: String }
final class Robot: Named {
  let name: String
  init(name: String) { self.name = name }
  deinit { print("robot \(name) gone") }
}
print(Person(name: "ann").shout(), Person(name: "bo").greeters().map { $0() })
do {
  let r = Robot(name: "r2")
  let gs = r.greeters()
  print(r.shout(), r.repeated(2), gs[1]())
}
print("end")
