// The expression pattern of an Equatable value, as Swift's standard library declares it
// (Policy.swift): `case [1, 2]:` on an array, `case Point(x: 0, y: 0):` on an Equatable
// struct, `case .circle(1):` on an Equatable enum with associated values match by `==`.
// (The basic types and enums without associated values are matched by the comparison
// IRGen emits for them; the ranges by their own `~=`.)

/// Whether `a` and `b` are equal: what `case a:` asks of a value `b`.
public func ~= <T: Equatable>(a: T, b: T) -> Bool {
  return a == b
}
