// Hasher, as Swift's standard library declares it (Hasher.swift): the hash function a
// type's `hash(into:)` feeds the parts of its value to. Swift's runs SipHash-1-3 with a
// seed chosen per process (so hash values and a set's order differ from run to run);
// miniswiftc's mixes each Int fed to it into its state with the runtime's mix
// (`Builtin.hashInt`, `ms_hash_int` in Sources/Runtime/dictionary.c), with no seed.

/// The universal hash function: feed it the essential parts of a value with `combine`,
/// then `finalize()` gives the hash value.
public struct Hasher {
  internal var _state: Int

  /// Creates a new hasher.
  public init() {
    _state = 0
  }

  /// Adds the given value to this hasher, mixing its essential parts into the hasher
  /// state.
  public mutating func combine<H: Hashable>(_ value: H) {
    value.hash(into: &self)
  }

  /// Mixes a word (a hash the compiler computed) into the state.
  internal mutating func _combine(_ value: Int) {
    _state = Builtin.hashInt(_state &* 31 &+ value)
  }

  /// Finalizes the hasher state and returns the hash value.
  public func finalize() -> Int {
    return _state
  }
}
