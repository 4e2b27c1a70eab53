// The sized integers declare Hashable in the library (stdlib/HashableBuiltinTypes.swift):
// set elements, dictionary keys, fed to a Hasher, hashed at their width and sign.
var small: Set<Int8> = [1, -1, 1, 127]
small.insert(-128)
print(small.count, small.contains(-1), small.contains(2), small.sorted())
let bytes: [UInt8: String] = [255: "max", 0: "zero"]
print(bytes[255] ?? "none", bytes.keys.sorted())
var h = Hasher()
h.combine(UInt64.max)
h.combine(Int32(-5))
var g = Hasher()
g.combine(UInt64.max)
g.combine(Int32(-5))
print(h.finalize() == g.finalize(), UInt.max.hashValue == UInt.max.hashValue)
print(Set<UInt16>([7]))
