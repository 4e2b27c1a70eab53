// Strideable, as Swift's Stride.swift declares it: a Comparable type whose values can be
// offset (`advanced(by:)`) and measured (`distance(to:)`), which `stride(from:to:by:)`
// and `stride(from:through:by:)` walk (StrideTo.swift, StrideThrough.swift). Swift's
// `Stride` is `SignedNumeric & Comparable`; the subset has no numeric protocols, so a
// stride's zero is a value's distance to itself. Int and Double conform, as in Swift;
// the sized integers conform in IntegerStrideable.swift, with an Int stride.

/// A type of continuous, one-dimensional values that can be offset and measured.
public protocol Strideable: Comparable {
  /// The type of the distance between two values.
  associatedtype Stride: Comparable
  /// The distance from this value to `other`.
  func distance(to other: Self) -> Stride
  /// This value offset by `n`.
  func advanced(by n: Stride) -> Self
  /// The value after this one, the `index`th (from 0), in a stride from `start` by
  /// `distance` (a floating-point type computes it from `start` rather than adding up
  /// rounding errors); nil when it is past the type's range (an integer's overflow ends
  /// the stride, as it does in Swift). Swift's is `static func _step(after:from:by:)`
  /// over an optional index; the subset calls no static member through a generic
  /// parameter yet, and a plain index and value keep the iterator's loop tight at `-O`.
  func _step(at index: Int, from start: Self, by distance: Stride) -> Self?
}

extension Strideable {
  /// The next value of a stride: this one advanced by `distance`.
  public func _step(at index: Int, from start: Self, by distance: Stride) -> Self? {
    return advanced(by: distance)
  }
}

extension Int: Strideable {
  /// An Int's distances are Ints.
  public typealias Stride = Int

  /// `other - self`.
  public func distance(to other: Int) -> Int {
    return other - self
  }

  /// `self + n`.
  public func advanced(by n: Int) -> Int {
    return self + n
  }

  /// The next value of a stride, or nil when it would overflow.
  public func _step(at index: Int, from start: Int, by distance: Int) -> Int? {
    let value = self &+ distance
    if (distance < 0) != (value < self) {
      return nil
    }
    return value
  }
}

extension Double: Strideable {
  /// A Double's distances are Doubles.
  public typealias Stride = Double

  /// `other - self`.
  public func distance(to other: Double) -> Double {
    return other - self
  }

  /// `self + n`.
  public func advanced(by n: Double) -> Double {
    return self + n
  }

  /// The next value of a stride, `start + Double(i) * distance` for the `i`th, not a
  /// running sum (which would add up rounding errors).
  public func _step(at index: Int, from start: Double, by distance: Double) -> Double? {
    return start + Double(index + 1) * distance
  }
}
