// Property wrappers on local variables: a wrapper with arguments, compound assignment
// through the wrapper, a projected value (`$count`), and the wrapped local used from
// a closure and a local function, which capture its accessors.
@propertyWrapper
struct Clamped {
  private var value: Int
  private let range: ClosedRange<Int>
  init(wrappedValue: Int, _ low: Int, _ high: Int) {
    range = low...high
    value = min(max(wrappedValue, low), high)
  }
  var wrappedValue: Int {
    get { value }
    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
  }
}
@propertyWrapper
struct Logged {
  var stored = 0
  var projectedValue: Int = 0
  var wrappedValue: Int {
    get { stored }
    set { stored = newValue; projectedValue += 1 }
  }
}
func run() {
  @Clamped(0, 10) var level: Int = 42
  print(level)
  level -= 25
  print(level)
  @Logged var count: Int
  for i in 1...3 { count += i }
  print(count, $count)
  let report = { "level \(level), count \(count)" }
  level = 7
  print(report())
  func reset() { count = 0 }
  reset()
  print(count, $count)
}
run()
