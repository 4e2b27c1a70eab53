// Array's index subscript, as Swift's Array.swift declares it: `a[i]` reads through
// `get`, a copy of the element; a mutation (`a[i] = x`, `a[i] += 1`, `a[i][j] = x`,
// `a[i].append(x)`, `swap(&a[i], &a[j])`) goes through `unsafeMutableAddress`, the
// element's address inside the array's buffer made unique, and writes there in place
// (Sema's MutableAddressors.swift, IRGen's GenAddressedSubscript.swift). A `get` and a
// `set` would copy the element out and back, and make `a[i][j] = x` copy the inner
// array. Both bodies are one builtin, inlined at -O into a bounds check and a load (a
// read) or a uniqueness check, a bounds check and the address (a mutation).

/// The address of a value of type `Pointee`, what an addressor returns. Swift's holds a
/// `Builtin.RawPointer`; the subset has no pointers, so this one holds the address as a
/// word and has nothing else (`pointee`, pointer arithmetic, allocation): only Array's
/// addressor makes one.
public struct UnsafeMutablePointer<Pointee> {
  internal var _rawValue: Int
}

extension Array {
  /// The element at `index`, which must be a valid index (`0 <= index < count`).
  public subscript(index: Int) -> Element {
    get { Builtin.arrayElement(self, index) }
    unsafeMutableAddress {
      UnsafeMutablePointer<Element>(_rawValue: Builtin.arrayElementAddress(&self, index))
    }
  }
}
