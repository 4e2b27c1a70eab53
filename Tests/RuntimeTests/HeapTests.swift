// ARC: ms_alloc_object / ms_retain / ms_release.
import MiniSwiftRuntime
import Testing

/// Per-test bookkeeping reached from the C destroy callback through a field of the object.
final class DestroyLog: @unchecked Sendable {
  var destroyed: [Int] = []
  var retainReleaseSelfInDeinit = false
}

/// Test objects: header, then a pointer to the log (unretained), then an Int tag.
private struct TestObject {
  var header: MSHeapObject
  var log: UnsafeMutableRawPointer
  var tag: Int
}

private let testDestroy: @convention(c) (UnsafeMutablePointer<MSHeapObject>?) -> Void = { o in
  let obj = UnsafeMutableRawPointer(o!).assumingMemoryBound(to: TestObject.self)
  let log = Unmanaged<DestroyLog>.fromOpaque(obj.pointee.log).takeUnretainedValue()
  if log.retainReleaseSelfInDeinit {
    // A deinit that stores `self` somewhere and drops it again must not re-enter.
    _ = ms_retain(o)
    _ = ms_retain(o)
    ms_release(o)
    ms_release(o)
  }
  log.destroyed.append(obj.pointee.tag)
}

private func withMetadata<R>(destroy: Bool = true, _ body: (UnsafePointer<MSMetadata>) -> R) -> R {
  let name = strdup("RuntimeTests.TestObject")!
  defer { free(name) }
  var md = MSMetadata(superclass: nil, name: name, destroy: destroy ? testDestroy : nil,
                      instanceSize: MemoryLayout<TestObject>.size)
  return withUnsafePointer(to: &md) { body($0) }
}

private func alloc(_ md: UnsafePointer<MSMetadata>, _ log: DestroyLog, tag: Int) -> UnsafeMutablePointer<MSHeapObject> {
  let o = ms_alloc_object(md, MemoryLayout<TestObject>.size)!
  let obj = UnsafeMutableRawPointer(o).assumingMemoryBound(to: TestObject.self)
  obj.pointee.log = Unmanaged.passUnretained(log).toOpaque()
  obj.pointee.tag = tag
  return o
}

#if canImport(Glibc)
import Glibc
#endif

@Suite struct HeapTests {
  @Test func allocZeroesAndSetsHeader() {
    withMetadata { md in
      let size = 64
      let o = ms_alloc_object(md, size)!
      #expect(o.pointee.metadata == md)
      #expect(o.pointee.refCount == 1)
      let body = UnsafeRawBufferPointer(start: UnsafeRawPointer(o) + MemoryLayout<MSHeapObject>.size,
                                        count: size - MemoryLayout<MSHeapObject>.size)
      #expect(body.allSatisfy { $0 == 0 })
      // No destroy for this one: free it through a metadata without a destroy function.
      withMetadata(destroy: false) { md2 in
        o.pointee.metadata = md2
        ms_release(o)
      }
    }
  }

  @Test func retainReleaseDestroyExactlyOnce() {
    let log = DestroyLog()
    withMetadata { md in
      let o = alloc(md, log, tag: 7)
      #expect(ms_retain(o) == o)
      #expect(ms_ref_count(o) == 2)
      _ = ms_retain(o)
      #expect(ms_ref_count(o) == 3)
      ms_release(o)
      ms_release(o)
      #expect(log.destroyed.isEmpty)
      #expect(ms_ref_count(o) == 1)
      ms_release(o)
      #expect(log.destroyed == [7])
    }
  }

  @Test func retainAndReleaseInsideDestroyAreHarmless() {
    let log = DestroyLog()
    log.retainReleaseSelfInDeinit = true
    withMetadata { md in
      let o = alloc(md, log, tag: 1)
      ms_release(o)
      #expect(log.destroyed == [1]) // not [1, 1]: no second destruction
    }
  }

  @Test func nullIsIgnored() {
    #expect(ms_retain(nil) == nil)
    ms_release(nil)
    #expect(ms_ref_count(nil) == 0)
  }

  @Test func immortalObjectsAreUntouched() {
    let log = DestroyLog()
    withMetadata { md in
      var header = MSHeapObject(metadata: md, refCount: -1)
      withUnsafeMutablePointer(to: &header) { o in
        for _ in 0..<10 { _ = ms_retain(o) }
        for _ in 0..<20 { ms_release(o) }
        #expect(o.pointee.refCount == -1)
      }
      #expect(log.destroyed.isEmpty)
      // The runtime's own constants are immortal too.
      let e = ms_string_empty()!
      e.withMemoryRebound(to: MSHeapObject.self, capacity: 1) { h in
        ms_release(h)
        _ = ms_retain(h)
        #expect(h.pointee.refCount < 0)
      }
      #expect(ms_string_from_bool(true).pointee.header.refCount < 0)
    }
  }

  @Test func manyObjectsEachDestroyedOnce() {
    let log = DestroyLog()
    withMetadata { md in
      var objects: [UnsafeMutablePointer<MSHeapObject>] = []
      for i in 0..<1000 { objects.append(alloc(md, log, tag: i)) }
      for o in objects { _ = ms_retain(o) }
      for o in objects.reversed() { ms_release(o) }
      #expect(log.destroyed.isEmpty)
      for o in objects { ms_release(o) }
      #expect(log.destroyed == Array(0..<1000))
    }
  }

  @Test func smallSizesGetAtLeastAHeader() {
    withMetadata(destroy: false) { md in
      let o = ms_alloc_object(md, 0)!
      #expect(o.pointee.refCount == 1)
      ms_release(o)
    }
  }
}
