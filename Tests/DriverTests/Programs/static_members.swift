// Static stored properties and static methods on structs, classes and enums.
struct Config {
    static var count = 0
    static let name = "cfg"
    static func make() -> Int {
        count += 1
        return count
    }
}
class Registry {
    static var items: [String] = []
    class func describe() -> String { "Registry with \(items.count)" }
}
enum Units {
    static let scale = 1000
    static func km(_ m: Int) -> Int { m / scale }
}
print(Config.make(), Config.make(), Config.name, Config.count)
Registry.items.append("a")
Registry.items.append("b")
print(Registry.describe(), Units.km(4500))
