// `lazy var`: the initial value is computed on the first read (it may use `self`),
// never when the property is assigned first; observers run on assignment.
class Report {
  let title: String
  var builds = 0
  lazy var heading: String = makeHeading()
  lazy var size: Int = {
    print("measuring \(self.title)")
    return self.title.count
  }()
  lazy var render: () -> String = {
    return "<\(self.title)>"
  }
  lazy var level: Int = 1 {
    willSet(next) { print("level will be \(next)") }
    didSet { print("level was \(oldValue), is \(level)") }
  }
  lazy var quiet: Int = 5 {
    didSet { print("quiet set to \(quiet)") }
  }
  init(title: String) {
    self.title = title
    print("init \(title)")
  }
  func makeHeading() -> String {
    builds += 1
    print("building heading")
    return "== " + title + " =="
  }
  deinit { print("deinit \(title)") }
}

let report = Report(title: "Summary")
print("created")
print(report.heading)
print(report.heading, report.builds)
report.heading = "Custom"
print(report.heading, report.builds)

let other = Report(title: "Other")
other.heading = "Set first"
print(other.heading, other.builds)
print(other.size, other.size)
print(other.render())
other.render = { "replaced" }
print(other.render())

print(report.level)
report.level = 2
other.level += 10
report.quiet = 6
print(report.level, other.level, report.quiet)
