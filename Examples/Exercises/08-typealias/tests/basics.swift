// A type alias is another name for a type: values of the alias and of the type mix
// freely.
typealias Meters = Int
typealias Label = String

let height: Meters = 8_848
let width: Int = 12
let total: Meters = height + width
let name: Label = "Everest"
print(name, total)

func describe(_ label: Label, _ m: Meters) -> Label {
  return "\(label): \(m) m"
}
print(describe("K2", 8_611))

// The alias can be used like the type: conversions and static members.
let fromDouble = Meters(3.9)
print(fromDouble, Meters.max == Int.max, Label(42) + "!")
