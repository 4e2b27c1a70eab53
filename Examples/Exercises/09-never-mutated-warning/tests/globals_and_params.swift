// Global variables and parameters are not warned about; nor are constants, or
// variables in methods and initializers that do change.
var globalCount = 3

struct Box {
  var size: Int
  init(size: Int) {
    var s = size
    s += 1
    self.size = s
  }
  func doubled() -> Int {
    var twice = size * 2
    return twice
  }
}

func show(_ n: Int) {
  let constant = n
  print(constant, globalCount)
}

show(Box(size: 4).doubled())
print(Box(size: 1).size)
