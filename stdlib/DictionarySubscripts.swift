// Dictionary's subscripts, as Swift's Dictionary.swift declares them. `d[k]` reads a
// copy of the value (nil when `k` is absent) through `get`; `d[k] = v` and `d[k] = nil`
// insert, update or remove through `set`. A mutation of the value through the optional
// (`d[k]?.append(x)`, `d[k]! += 1`, `d["a"]?["b"] = 1`) goes through
// `unsafeMutablePayloadAddress`, the address of the entry's value inside the table made
// unique (0 when `k` is absent, which ends the chain or traps), and writes there in place:
// a `get` and a `set` would copy an array value out while the table still holds it, so
// each append would copy the whole array. Swift uses a `_modify` coroutine for both; the
// subset has none (Sema's MutableAddressors.swift, IRGen's GenAddressedSubscript.swift).
//
// `d[k, default: v]` reads through `get`; a mutation (`d[k, default: 0] += 1`, `d[k,
// default: []].append(x)`, `&d[k, default: 0]`) goes through `unsafeMutableAddress`, which
// inserts the default when `k` is missing and gives the value's address: one lookup when
// `k` is there, and the inner array appended to in place.

extension Dictionary {
  /// The value for `key`, or nil when `key` is absent; assigning nil removes `key`.
  public subscript(key: Key) -> Value? {
    get { Builtin.dictionaryLookup(self, key) }
    set {
      if let value = newValue {
        Builtin.dictionaryUpdateValue(&self, value, key)
      } else {
        Builtin.dictionaryRemoveValue(&self, key)
      }
    }
    unsafeMutablePayloadAddress {
      UnsafeMutablePointer<Value>(_rawValue: Builtin.dictionaryValueAddress(&self, key))
    }
  }

  /// The value for `key`, or `defaultValue` when `key` is absent (inserted first when the
  /// value is mutated).
  public subscript(key: Key, default defaultValue: @autoclosure () -> Value) -> Value {
    get { Builtin.dictionaryLookup(self, key) ?? defaultValue() }
    unsafeMutableAddress {
      var address = Builtin.dictionaryValueAddress(&self, key)
      if address == 0 { address = Builtin.dictionaryInsertAddress(&self, defaultValue(), key) }
      return UnsafeMutablePointer<Value>(_rawValue: address)
    }
  }
}
