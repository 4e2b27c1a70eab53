// Arrays: growth, copy-on-write, element retain/release, removal and insertion.
import MiniSwiftRuntime
import Testing
import TestKit

func intArray(_ values: [Int] = [], capacity: Int = 0) -> MSArrayRef {
  var a: MSArrayRef? = ms_array_alloc(MemoryLayout<Int>.size, capacity, nil, nil)
  for var v in values { ms_array_append(&a, &v) }
  return a!
}

func ints(_ a: MSArrayRef) -> [Int] {
  (0..<a.pointee.count).map { ms_array_element(a, $0)!.load(as: Int.self) }
}

func stringArray() -> MSArrayRef {
  ms_array_alloc(MemoryLayout<MSStringRef>.size, 0, ms_retain_element_object, ms_release_element_object)!
}

func strings(_ a: MSArrayRef) -> [String] {
  (0..<a.pointee.count).map { text(ms_array_element(a, $0)!.load(as: MSStringRef.self)) }
}

func arrayRefCount(_ a: MSArrayRef) -> Int {
  a.withMemoryRebound(to: MSHeapObject.self, capacity: 1) { ms_ref_count($0) }
}

func retainArray(_ a: MSArrayRef) {
  a.withMemoryRebound(to: MSHeapObject.self, capacity: 1) { _ = ms_retain($0) }
}

func releaseArray(_ a: MSArrayRef) {
  a.withMemoryRebound(to: MSHeapObject.self, capacity: 1) { ms_release($0) }
}

@Suite struct ArrayTests {
  @Test func allocAndAppend() {
    let a = intArray(Array(0..<10_000))
    #expect(a.pointee.count == 10_000)
    #expect(a.pointee.capacity >= 10_000)
    #expect(a.pointee.elementSize == 8)
    #expect(ints(a) == Array(0..<10_000))
    #expect(arrayRefCount(a) == 1)
    #expect(a.pointee.header.metadata == withUnsafePointer(to: ms_array_metadata) { $0 })
    #expect(Int(bitPattern: ms_array_element(a, 0)) % 8 == 0)
    #expect(MemoryLayout<MSArray>.size == 56)
    releaseArray(a)
  }

  @Test func appendIsAmortisedConstant() {
    var a: MSArrayRef? = intArray()
    var moves = 0
    var last = a
    for var i in 0..<100_000 {
      ms_array_append(&a, &i)
      if a != last { moves += 1; last = a }
    }
    #expect(moves < 40) // doubling
    releaseArray(a!)
  }

  @Test func copyOnWrite() {
    let original = intArray([1, 2, 3])
    retainArray(original) // `var b = a`
    var b: MSArrayRef? = original
    var four = 4
    ms_array_append(&b, &four)
    #expect(b != original)
    #expect(ints(original) == [1, 2, 3])
    #expect(ints(b!) == [1, 2, 3, 4])
    #expect(arrayRefCount(original) == 1 && arrayRefCount(b!) == 1)
    // Unique now: further appends keep the buffer (while capacity lasts).
    var c: MSArrayRef? = original
    ms_array_make_unique(&c)
    #expect(c == original)
    releaseArray(b!)
    releaseArray(c!)
  }

  @Test func copyRetainsElementsAndDestroyReleasesThem() {
    let s1 = ms("one"), s2 = ms("two")
    var a: MSArrayRef? = stringArray()
    var e1: MSStringRef? = s1, e2: MSStringRef? = s2
    ms_array_append(&a, &e1)
    ms_array_append(&a, &e2)
    #expect(refCount(s1) == 2 && refCount(s2) == 2) // ours + the array's
    #expect(strings(a!) == ["one", "two"])

    retainArray(a!)
    var b = a
    ms_array_make_unique(&b) // copy: the elements are now in two buffers
    #expect(b != a)
    #expect(refCount(s1) == 3 && refCount(s2) == 3)

    var replacement: MSStringRef? = ms("uno")
    ms_array_set(&b, 0, &replacement, nil, 0)
    #expect(strings(b!) == ["uno", "two"] && strings(a!) == ["one", "two"])
    #expect(refCount(s1) == 2 && refCount(replacement!) == 2)

    releaseArray(b!)
    #expect(refCount(s1) == 2 && refCount(s2) == 2 && refCount(replacement!) == 1)
    releaseArray(a!)
    #expect(refCount(s1) == 1 && refCount(s2) == 1)
    release(s1); release(s2); release(replacement!)
  }

  @Test func setSameElementIsSafe() {
    let s = ms("same")
    var a: MSArrayRef? = stringArray()
    var e: MSStringRef? = s
    ms_array_append(&a, &e)
    release(s) // only the array holds it now
    #expect(refCount(s) == 1)
    // a[0] = a[0], passing a pointer into the buffer itself
    ms_array_set(&a, 0, ms_array_element(a!, 0), nil, 0)
    #expect(strings(a!) == ["same"] && refCount(s) == 1)
    // a.append(a[0]), again from inside the buffer (which must grow)
    for _ in 0..<5 { ms_array_append(&a, ms_array_element(a!, 0)) }
    #expect(strings(a!) == Array(repeating: "same", count: 6) && refCount(s) == 6)
    releaseArray(a!)
  }

  @Test func getRetainsTheCopy() {
    let s = ms("x")
    var a: MSArrayRef? = stringArray()
    var e: MSStringRef? = s
    ms_array_append(&a, &e)
    var out: MSStringRef? = nil
    ms_array_get(a!, 0, &out, nil, 0)
    #expect(out == s && refCount(s) == 3)
    release(out!)
    releaseArray(a!)
    release(s)
  }

  @Test func removeLastMovesOwnership() {
    let s = ms("last")
    var a: MSArrayRef? = stringArray()
    var e: MSStringRef? = s
    ms_array_append(&a, &e)
    var out: MSStringRef? = nil
    ms_array_remove_last(&a, &out)
    #expect(out == s && a!.pointee.count == 0)
    #expect(refCount(s) == 2) // ours + the moved-out one
    release(out!)
    // removeLast on a shared array copies first.
    var b: MSArrayRef? = intArray([1, 2, 3])
    retainArray(b!)
    let shared = b!
    var last = 0
    ms_array_remove_last(&b, &last)
    #expect(last == 3 && ints(b!) == [1, 2] && ints(shared) == [1, 2, 3])
    ms_array_remove_last(&b, nil) // discards (and releases) the element
    #expect(ints(b!) == [1])
    releaseArray(b!); releaseArray(shared); releaseArray(a!)
    release(s)
  }

  @Test func insertAndRemoveAt() {
    var a: MSArrayRef? = intArray([1, 2, 3])
    var v = 9
    ms_array_insert(&a, &v, 0, nil, 0)
    ms_array_insert(&a, &v, 4, nil, 0)
    v = 7
    ms_array_insert(&a, &v, 2, nil, 0)
    #expect(ints(a!) == [9, 1, 7, 2, 3, 9])
    var out = 0
    ms_array_remove_at(&a, 2, &out, nil, 0)
    #expect(out == 7 && ints(a!) == [9, 1, 2, 3, 9])
    ms_array_remove_at(&a, 0, nil, nil, 0)
    ms_array_remove_at(&a, 3, nil, nil, 0)
    #expect(ints(a!) == [1, 2, 3])
    // Against Swift's Array on random operations.
    var rng = SplitMix64(seed: 11)
    var model: [Int] = []
    var b: MSArrayRef? = intArray()
    for step in 0..<5000 {
      var x = step
      switch rng.next() % 4 {
      case 0: ms_array_append(&b, &x); model.append(x)
      case 1:
        let i = Int(rng.next() % UInt64(model.count + 1))
        ms_array_insert(&b, &x, i, nil, 0); model.insert(x, at: i)
      case 2 where !model.isEmpty:
        let i = Int(rng.next() % UInt64(model.count))
        var y = 0
        ms_array_remove_at(&b, i, &y, nil, 0)
        #expect(y == model.remove(at: i))
      default:
        if !model.isEmpty { var y = 0; ms_array_remove_last(&b, &y); #expect(y == model.removeLast()) }
      }
    }
    #expect(ints(b!) == model)
    releaseArray(a!); releaseArray(b!)
  }

  @Test func reserveAndIndexChecksThatPass() {
    var a: MSArrayRef? = intArray([5])
    ms_array_reserve(&a, 100)
    #expect(a!.pointee.capacity >= 100)
    ms_array_check_index(a!, 0, nil, 0)
    ms_array_check_index_set(a!, 0, nil, 0)
    releaseArray(a!)
  }

  @Test func immortalArrayIsCopiedOnWrite() {
    // An array literal could be emitted as an immortal constant, like string literals.
    let a = intArray([1, 2])
    a.pointee.header.refCount = -1
    var b: MSArrayRef? = a
    var three = 3
    ms_array_append(&b, &three)
    #expect(b != a && ints(a) == [1, 2] && ints(b!) == [1, 2, 3])
    releaseArray(b!)
    a.pointee.header.refCount = 1
    releaseArray(a)
  }
}
