// The constants of Swift's floating-point types that the Language Guide uses, as Swift's
// FloatingPoint.swift declares them (there as `static var pi: Self { get }` requirements
// of `FloatingPoint`, here on Double, the subset's one floating-point type).

extension Double {
  /// The mathematical constant pi (π), rounded to the nearest Double.
  public static var pi: Double { return 3.141592653589793 }
}

extension Double {
  /// Positive infinity: greater than every finite value.
  public static var infinity: Double { return 1.0 / 0.0 }

  /// A quiet NaN ("not a number"), the result of an invalid operation such as 0 / 0.
  public static var nan: Double { return 0.0 / 0.0 }
}
