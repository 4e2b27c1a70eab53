// Pattern conditions keep their value while they match and release what they bound
// when they fail (BuiltProgramRuntimeTests runs this under valgrind).
class Box { let name: String; init(_ n: String) { name = n }; deinit { print("deinit", name) } }
enum Slot { case full(Box, String); case empty }
func check() {
  let slots: [Slot] = [.full(Box("a"), "x"), .empty, .full(Box("b"), "yy")]
  for s in slots {
    if case .full(let b, let label) = s, label.count > 1 { print("long", b.name, label) }
    else if case .full(let b, _) = s { print("short", b.name) }
    else { print("empty") }
  }
  var boxes: [Box?] = [Box("c"), nil, Box("d")]
  while case let b?? = boxes.popLast() { print("popped", b.name) }
  print("left", boxes.count)
  guard case .full(let first, _) = slots[0] else { return }
  print("first", first.name)
}
check()
print("done")
