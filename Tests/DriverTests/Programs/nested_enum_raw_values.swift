// A nested enum with raw values, used from outside its type.
class Thermostat {
  enum Mode: String {
    case off, heat = "HEAT", cool
  }
  enum Level: Int {
    case low = 1, medium, high
  }
  var mode = Mode.off
  var level: Level = .low
  func set(_ raw: String) -> Bool {
    guard let m = Mode(rawValue: raw) else { return false }
    mode = m
    return true
  }
}
let t = Thermostat()
print(t.set("HEAT"), t.mode, t.mode.rawValue)
print(t.set("warm"), t.mode)
t.level = Thermostat.Level(rawValue: 3) ?? .low
print(t.level, t.level.rawValue)
if let l = Thermostat.Level(rawValue: 2) {
  print("level", l)
}
print(Thermostat.Level(rawValue: 9) == nil)
print(Thermostat.Mode.cool.rawValue)
let modes: [Thermostat.Mode] = [.off, .heat, .cool]
for m in modes {
  switch m {
  case .off: print("off")
  case .heat, .cool: print("on:", m.rawValue)
  }
}
print(Thermostat.Mode.heat == t.mode)
print(type(of: Thermostat.Level.high))
