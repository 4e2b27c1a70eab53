// A closure where an optional function is wanted (a dictionary's value, an optional
// property, an optional variable) takes its parameter types from the wrapped function.
var handlers: [String: (Int) -> Int] = [:]
handlers["double"] = { $0 * 2 }
handlers["square"] = { x in x * x }
for name in handlers.keys.sorted() { print(name, handlers[name]!(5)) }
class Downloader {
  var onDone: ((String, Int) -> Void)?
  func start() { onDone?("file.txt", 3) }
}
let d = Downloader()
d.onDone = { name, size in print("done", name, size) }
d.start()
var transform: ((String) -> String)? = { $0.uppercased() }
print(transform?("abc") ?? "none")
transform = nil
print(transform?("abc") ?? "none")
