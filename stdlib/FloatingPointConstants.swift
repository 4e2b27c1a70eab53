// The constants of Swift's floating-point types that the Language Guide uses, as Swift's
// FloatingPoint.swift declares them (there as `static var pi: Self { get }` requirements
// of `FloatingPoint`, here on Double, the subset's one floating-point type).

extension Double {
  /// The mathematical constant pi (π), rounded to the nearest Double.
  public static var pi: Double { return 3.141592653589793 }
}
