// The sized integers as Strideable, as Swift's Integers.swift makes every
// `BinaryInteger`: an Int stride (`Stride = Int`), `distance(to:)` and `advanced(by:)`
// through Int (trapping when the result does not fit), and a stride's next value that
// ends the stride when it would overflow the type (Swift's `FixedWidthInteger._step`),
// where a step that does not fit in the type traps ("Not enough bits to represent the
// passed value"). The subset has no numeric protocols, so each type has its own.

extension Int8: Strideable {
  /// A Int8's distances are Ints.
  public typealias Stride = Int

  /// `other - self`, as an Int.
  public func distance(to other: Int8) -> Int {
    return Int(other) - Int(self)
  }

  /// `self + n`; traps when it does not fit in Int8.
  public func advanced(by n: Int) -> Int8 {
    return Int8(Int(self) + n)
  }

  /// The next value of a stride, or nil when it would overflow.
  public func _step(at index: Int, from start: Int8, by distance: Int) -> Int8? {
    let value = Int(self) + Int(Int8(distance))
    if value < Int(Int8.min) || value > Int(Int8.max) {
      return nil
    }
    return Int8(value)
  }
}

extension Int16: Strideable {
  /// A Int16's distances are Ints.
  public typealias Stride = Int

  /// `other - self`, as an Int.
  public func distance(to other: Int16) -> Int {
    return Int(other) - Int(self)
  }

  /// `self + n`; traps when it does not fit in Int16.
  public func advanced(by n: Int) -> Int16 {
    return Int16(Int(self) + n)
  }

  /// The next value of a stride, or nil when it would overflow.
  public func _step(at index: Int, from start: Int16, by distance: Int) -> Int16? {
    let value = Int(self) + Int(Int16(distance))
    if value < Int(Int16.min) || value > Int(Int16.max) {
      return nil
    }
    return Int16(value)
  }
}

extension Int32: Strideable {
  /// A Int32's distances are Ints.
  public typealias Stride = Int

  /// `other - self`, as an Int.
  public func distance(to other: Int32) -> Int {
    return Int(other) - Int(self)
  }

  /// `self + n`; traps when it does not fit in Int32.
  public func advanced(by n: Int) -> Int32 {
    return Int32(Int(self) + n)
  }

  /// The next value of a stride, or nil when it would overflow.
  public func _step(at index: Int, from start: Int32, by distance: Int) -> Int32? {
    let value = Int(self) + Int(Int32(distance))
    if value < Int(Int32.min) || value > Int(Int32.max) {
      return nil
    }
    return Int32(value)
  }
}

extension UInt8: Strideable {
  /// A UInt8's distances are Ints.
  public typealias Stride = Int

  /// `other - self`, as an Int.
  public func distance(to other: UInt8) -> Int {
    return Int(other) - Int(self)
  }

  /// `self + n`; traps when it does not fit in UInt8.
  public func advanced(by n: Int) -> UInt8 {
    return UInt8(Int(self) + n)
  }

  /// The next value of a stride, or nil when it would overflow.
  public func _step(at index: Int, from start: UInt8, by distance: Int) -> UInt8? {
    let value = distance < 0 ? Int(self) - Int(UInt8(-distance)) : Int(self) + Int(UInt8(distance))
    if value < 0 || value > Int(UInt8.max) {
      return nil
    }
    return UInt8(value)
  }
}

extension UInt16: Strideable {
  /// A UInt16's distances are Ints.
  public typealias Stride = Int

  /// `other - self`, as an Int.
  public func distance(to other: UInt16) -> Int {
    return Int(other) - Int(self)
  }

  /// `self + n`; traps when it does not fit in UInt16.
  public func advanced(by n: Int) -> UInt16 {
    return UInt16(Int(self) + n)
  }

  /// The next value of a stride, or nil when it would overflow.
  public func _step(at index: Int, from start: UInt16, by distance: Int) -> UInt16? {
    let value = distance < 0 ? Int(self) - Int(UInt16(-distance)) : Int(self) + Int(UInt16(distance))
    if value < 0 || value > Int(UInt16.max) {
      return nil
    }
    return UInt16(value)
  }
}

extension UInt32: Strideable {
  /// A UInt32's distances are Ints.
  public typealias Stride = Int

  /// `other - self`, as an Int.
  public func distance(to other: UInt32) -> Int {
    return Int(other) - Int(self)
  }

  /// `self + n`; traps when it does not fit in UInt32.
  public func advanced(by n: Int) -> UInt32 {
    return UInt32(Int(self) + n)
  }

  /// The next value of a stride, or nil when it would overflow.
  public func _step(at index: Int, from start: UInt32, by distance: Int) -> UInt32? {
    let value = distance < 0 ? Int(self) - Int(UInt32(-distance)) : Int(self) + Int(UInt32(distance))
    if value < 0 || value > Int(UInt32.max) {
      return nil
    }
    return UInt32(value)
  }
}

extension Int64: Strideable {
  /// An Int64's distances are Ints.
  public typealias Stride = Int

  /// `other - self`, as an Int.
  public func distance(to other: Int64) -> Int {
    return Int(other) - Int(self)
  }

  /// `self + n`.
  public func advanced(by n: Int) -> Int64 {
    return self + Int64(n)
  }

  /// The next value of a stride, or nil when it would overflow.
  public func _step(at index: Int, from start: Int64, by distance: Int) -> Int64? {
    let step = Int64(distance)
    let value = self &+ step
    if (step < 0) != (value < self) {
      return nil
    }
    return value
  }
}

extension UInt64: Strideable {
  /// A UInt64's distances are Ints.
  public typealias Stride = Int

  /// `other - self`, as an Int; traps when it does not fit.
  public func distance(to other: UInt64) -> Int {
    return self > other ? -Int(self - other) : Int(other - self)
  }

  /// `self + n`; traps when it does not fit in UInt64.
  public func advanced(by n: Int) -> UInt64 {
    return n < 0 ? self - UInt64(-(n + 1)) - 1 : self + UInt64(n)
  }

  /// The next value of a stride, or nil when it would overflow.
  public func _step(at index: Int, from start: UInt64, by distance: Int) -> UInt64? {
    if distance < 0 {
      let step = UInt64(-distance)
      return step > self ? nil : self - step
    }
    let step = UInt64(distance)
    return self > UInt64.max - step ? nil : self + step
  }
}

extension UInt: Strideable {
  /// A UInt's distances are Ints.
  public typealias Stride = Int

  /// `other - self`, as an Int; traps when it does not fit.
  public func distance(to other: UInt) -> Int {
    return self > other ? -Int(self - other) : Int(other - self)
  }

  /// `self + n`; traps when it does not fit in UInt.
  public func advanced(by n: Int) -> UInt {
    return n < 0 ? self - UInt(-(n + 1)) - 1 : self + UInt(n)
  }

  /// The next value of a stride, or nil when it would overflow.
  public func _step(at index: Int, from start: UInt, by distance: Int) -> UInt? {
    if distance < 0 {
      let step = UInt(-distance)
      return step > self ? nil : self - step
    }
    let step = UInt(distance)
    return self > UInt.max - step ? nil : self + step
  }
}
