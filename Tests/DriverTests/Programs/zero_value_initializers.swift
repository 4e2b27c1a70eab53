// The numeric types' and Bool's initializers without arguments (the library's, in
// stdlib/ZeroValueInitializers.swift), also as the witness of a protocol's init().
protocol Empty { init() }
extension Int: Empty {}
extension Double: Empty {}
extension Bool: Empty {}
extension UInt8: Empty {}
func make<T: Empty>(_: T.Type) -> T { T() }
print(Int(), Double(), Bool(), String().isEmpty)
print(Int8(), Int16(), Int32(), Int64(), UInt(), UInt8(), UInt16(), UInt32(), UInt64())
print(make(Int.self), make(Double.self), make(Bool.self), make(UInt8.self))
var counts = [String: Int]()
counts["a", default: Int()] += 1
print(counts)
