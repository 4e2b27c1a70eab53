// Every structural type written once, for DumpASTGoldenTests.typeReprsAreSwiftcs:
// swiftc binds only the names in them (`bind=` on `type_unqualified_ident`).
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }
struct Person: Named, Aged {
  var name: String
  var age: Int
}

let maybe: Int? = nil
let forced: Int! = 3
let list: [String] = []
let table: [String: [Int]] = [:]
let pair: (Int, label: String) = (1, label: "a")
let transform: (Int) -> Bool = { $0 > 0 }
let thrower: (Int) throws -> Int = { $0 }
let someone: Named & Aged = Person(name: "Ann", age: 3)
let nobody: (Named & Aged)? = nil
let boxed: any Named = Person(name: "Bo", age: 4)
let crowd: [any Named & Aged] = [someone]
let absent: (any Named)? = nil
print(maybe as Any, forced as Any, list, table, pair, transform(1), someone.name, nobody == nil)
print(boxed.name, crowd.count, absent == nil)
