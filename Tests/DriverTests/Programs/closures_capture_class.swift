// Closures capturing class instances and variables; captured state outlives the scope.
class Log {
    var lines: [String] = []
    deinit { print("log released with \(lines.count) lines") }
}
func makeLogger() -> (String) -> Void {
    let log = Log()
    return { message in
        log.lines.append(message)
        print("logged #\(log.lines.count): \(message)")
    }
}
do {
    let logger = makeLogger()
    logger("a")
    logger("b")
}
var handlers: [() -> Void] = []
for i in 1...3 { handlers.append { print("handler", i) } }
for h in handlers { h() }
var shared = 0
let inc = { shared += 10 }
inc(); inc()
print("shared", shared)
