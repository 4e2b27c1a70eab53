// Property observers on globals, struct and class properties: willSet/didSet with
// newValue/oldValue and named parameters, compound assignment, inout, mutating methods,
// a didSet that assigns its own property, no observers in initializers.
var total = 1 {
    willSet { print("will \(total) -> \(newValue)") }
    didSet { print("did \(oldValue) -> \(total)") }
}
total = 2
total += 5
struct Meter {
    var reading = 0 {
        willSet(next) { print("next \(next)") }
        didSet {
            if reading > 100 { reading = 100 }
            changes += 1
        }
    }
    var changes = 0
    init() { reading = 5 }
    mutating func bump() { reading += 60 }
}
var m = Meter()
m.reading = 10
m.bump()
m.bump()
print(m.reading, m.changes)
class StepCounter {
    var totalSteps: Int = 0 {
        willSet(newTotalSteps) { print("About to set totalSteps to \(newTotalSteps)") }
        didSet {
            if totalSteps > oldValue { print("Added \(totalSteps - oldValue) steps") }
        }
    }
}
let stepCounter = StepCounter()
stepCounter.totalSteps = 200
stepCounter.totalSteps = 360
var name: String = "a" {
    didSet { print("name \(oldValue) -> \(name)") }
}
name = "b"
name += "c"
func inc(_ x: inout Int) { x += 1 }
inc(&total)
inc(&m.reading)
print(m.reading)
