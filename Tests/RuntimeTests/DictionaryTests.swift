// Dictionaries and sets (dictionary.c): lookup through growth and deleted slots,
// copy-on-write, key and value retain/release, set algebra, hashing; the shared sort.
import MiniSwiftRuntime
import Testing

typealias MSDictionaryRef = UnsafeMutablePointer<MSDictionary>

/// `[Int: Int]`'s witness (trivial keys and values).
nonisolated(unsafe) let intWitness = UnsafeMutablePointer<MSHashWitness>.allocate(capacity: 1)
/// `[String: String]`'s witness (both retained by the table).
nonisolated(unsafe) let stringWitness = UnsafeMutablePointer<MSHashWitness>.allocate(capacity: 1)
/// `Set<Int>`'s witness.
nonisolated(unsafe) let intSetWitness = UnsafeMutablePointer<MSHashWitness>.allocate(capacity: 1)

private let witnessesMade: Bool = {
  let hashInt: @convention(c) (UnsafeRawPointer?) -> UInt64 = { ms_hash_int($0!.load(as: Int64.self)) }
  let equalInts: @convention(c) (UnsafeRawPointer?, UnsafeRawPointer?) -> Bool = {
    $0!.load(as: Int.self) == $1!.load(as: Int.self)
  }
  let hashString: @convention(c) (UnsafeRawPointer?) -> UInt64 = { ms_hash_string($0!.load(as: MSStringRef.self)) }
  let equalStrings: @convention(c) (UnsafeRawPointer?, UnsafeRawPointer?) -> Bool = {
    ms_string_equal($0!.load(as: MSStringRef.self), $1!.load(as: MSStringRef.self))
  }
  intWitness.initialize(to: MSHashWitness(
    keySize: 8, valueSize: 8, hashKey: hashInt, equalKeys: equalInts, retainKey: nil, releaseKey: nil,
    retainValue: nil, releaseValue: nil))
  stringWitness.initialize(to: MSHashWitness(
    keySize: 8, valueSize: 8, hashKey: hashString, equalKeys: equalStrings, retainKey: ms_retain_element_object,
    releaseKey: ms_release_element_object, retainValue: ms_retain_element_object,
    releaseValue: ms_release_element_object))
  intSetWitness.initialize(to: MSHashWitness(
    keySize: 8, valueSize: 0, hashKey: hashInt, equalKeys: equalInts, retainKey: nil, releaseKey: nil,
    retainValue: nil, releaseValue: nil))
  return true
}()

private func table(_ w: UnsafeMutablePointer<MSHashWitness>) -> MSDictionaryRef {
  _ = witnessesMade
  return ms_dictionary_alloc(w, 0)!
}

private func set(_ d: inout MSDictionaryRef?, _ key: Int, _ value: Int) {
  var k = key, v = value
  ms_dictionary_set(&d, &k, &v, nil)
}

private func get(_ d: MSDictionaryRef, _ key: Int) -> Int? {
  var k = key, v = 0
  return ms_dictionary_get(d, &k, &v) ? v : nil
}

private func intSet(_ values: [Int]) -> MSDictionaryRef {
  var s: MSDictionaryRef? = table(intSetWitness)
  for var v in values { ms_set_insert(&s, &v, nil) }
  return s!
}

private func members(_ s: MSDictionaryRef) -> [Int] {
  let a = ms_dictionary_keys(s)!
  defer { releaseArray(a) }
  return ints(a).sorted()
}

private func releaseTable(_ d: MSDictionaryRef) {
  d.withMemoryRebound(to: MSHeapObject.self, capacity: 1) { ms_release($0) }
}

@Suite struct DictionaryTests {
  @Test func lookupSurvivesGrowthAndRemovals() {
    var d: MSDictionaryRef? = table(intWitness)
    for i in 0..<5_000 { set(&d, i, i * 2) }
    #expect(d!.pointee.count == 5_000)
    for i in stride(from: 0, to: 5_000, by: 3) {
      var k = i, old = 0
      #expect(ms_dictionary_remove(&d, &k, &old) && old == i * 2)
    }
    // Removed keys are gone, the rest found past the deleted slots; reinserting reuses them.
    #expect(get(d!, 3) == nil && get(d!, 4) == 8 && get(d!, 4_999) == 9_998)
    for i in stride(from: 0, to: 5_000, by: 3) { set(&d, i, -i) }
    #expect(d!.pointee.count == 5_000 && get(d!, 3) == -3)
    var k = 7, v = 70, old = 0
    #expect(ms_dictionary_set(&d, &k, &v, &old) && old == 14)
    releaseTable(d!)
  }

  @Test func copyOnWriteLeavesTheSharedTable() {
    var a: MSDictionaryRef? = table(intWitness)
    set(&a, 1, 10)
    let shared = a!
    shared.withMemoryRebound(to: MSHeapObject.self, capacity: 1) { _ = ms_retain($0) }
    set(&a, 1, 11)
    set(&a, 2, 20)
    #expect(a != shared)
    #expect(get(shared, 1) == 10 && get(shared, 2) == nil && get(a!, 1) == 11)
    releaseTable(shared)
    releaseTable(a!)
  }

  @Test func keysAndValuesAreRetainedAndReleased() {
    var d: MSDictionaryRef? = table(stringWitness)
    var key = ms("key"), value = ms("value"), other = ms("other")
    ms_dictionary_set(&d, &key, &value, nil)
    #expect(refCount(key) == 2 && refCount(value) == 2)
    ms_dictionary_set(&d, &key, &other, nil)
    #expect(refCount(value) == 1 && refCount(other) == 2)
    // A canonically equivalent key finds the entry.
    var composed = ms("caf\u{E9}"), decomposed = ms("cafe\u{301}")
    ms_dictionary_set(&d, &composed, &value, nil)
    #expect(ms_dictionary_contains(d, &decomposed) && d!.pointee.count == 2)
    #expect(ms_hash_string(composed) == ms_hash_string(decomposed))
    releaseTable(d!)
    #expect(refCount(key) == 1 && refCount(other) == 1 && refCount(value) == 1)
    for s in [key, value, other, composed, decomposed] { release(s) }
  }

  @Test func setCopyOnWrite() {
    let a = intSet([1, 2, 3, 4])
    var three = 3, member = 0
    var copy: MSDictionaryRef? = a
    a.withMemoryRebound(to: MSHeapObject.self, capacity: 1) { _ = ms_retain($0) }
    #expect(!ms_set_insert(&copy, &three, &member) && member == 3 && copy == a)
    #expect(ms_dictionary_remove(&copy, &three, &member) && copy != a && members(a) == [1, 2, 3, 4])
    for t in [a, copy!] { releaseTable(t) }
  }

  @Test func hashesAreDeterministicAndNormalizeZero() {
    #expect(ms_hash_int(42) == ms_hash_int(42) && ms_hash_int(1) != ms_hash_int(2))
    #expect(ms_hash_double(0.0) == ms_hash_double(-0.0))
  }
}
