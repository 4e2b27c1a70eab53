#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` where its recursion has room.
///
/// The parser, the dumper (and any pass that recurses over the tree) run inside this.
/// The nesting limit (256 structures, as in swiftc) bounds their recursion, but a debug
/// build needs about 30 KB of stack per nested closure: at the limit, the whole 8 MB of a
/// main thread, more than a test thread may have. So a debug build runs `body` on a new
/// thread with a `bytes`-large stack (only reserved address space: pages are used as
/// the recursion reaches them) and waits for it. A release build needs under 1 MB at the
/// limit, which every thread has by default (8 MB on Linux), so it runs `body` in
/// place — a second thread would also make `malloc` use a slower arena (+15% parse
/// time). If no thread can be made, `body` runs in place.
///
/// The driver runs every stage inside `withStageStack`, so the calls the parser and
/// the dumper make within it find the room already there and run in place
/// (`currentThreadStackBytes`).
public func withLargeStack<T>(bytes: Int = 128 << 20, _ body: () -> T) -> T {
  #if !DEBUG
    return body()
  #else
    return onThreadWithStack(bytes: bytes, body)
  #endif
}

/// Runs a whole compile's stages on a thread with `stageStackBytes` of stack, in every
/// build. Beyond the nesting limits, a tree can be as deep as an operator chain is long
/// (100,000 terms make a 100,000-deep tree): Sema stops at its depth limit, but other
/// walks over the tree, and releasing it, recurse through the whole of it, past the 8 MB
/// of a main thread even in a release build. `malloc` is told to keep one arena, so the
/// second thread allocates as fast as the main one.
public func withStageStack<T>(_ body: () -> T) -> T {
  #if canImport(Glibc)
    _ = glibcMallopt(-8 /* M_ARENA_MAX */, 1)
  #endif
  return onThreadWithStack(bytes: stageStackBytes, body)
}

#if canImport(Glibc)
  /// glibc's `mallopt` (`<malloc.h>` is not part of the Glibc module).
  @_silgen_name("mallopt")
  private func glibcMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif

/// Runs `body` on a new thread with a `bytes`-large stack and waits for it, unless the
/// calling thread is already such a thread (then in place); in place too if no thread
/// can be made.
private func onThreadWithStack<T>(bytes: Int, _ body: () -> T) -> T {
  if currentThreadStackBytes() >= bytes { return body() }
  return withoutActuallyEscaping(body) { body -> T in
    var result: T?
    let job = StackJob(stackBytes: bytes) { result = body() }
    let context = Unmanaged.passRetained(job).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, bytes)
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let created = pthread_create(
      &thread, &attributes,
      { context in
        guard let context else { return nil }
        Unmanaged<StackJob>.fromOpaque(context).takeRetainedValue().run()
        return nil
      }, context)
    if created != 0 {
      Unmanaged<StackJob>.fromOpaque(context).release()
      return body()
    }
    #if canImport(Darwin)
      if let thread { pthread_join(thread, nil) }
    #else
      pthread_join(thread, nil)
    #endif
    if let result { return result }
    return body()
  }
}

/// The stack every stage of a compile runs on (`withStageStack`): Sema's expression
/// depth limit (1,000) and the tree walkers that follow it need about 200 KB of debug
/// stack per level at the deepest; an operator chain's tree may be 100,000 deep.
/// Reserved address space only.
public let stageStackBytes = 1 << 30

/// The size of the stack `withLargeStack` gave the calling thread (0 for any other
/// thread), kept in a thread-specific slot.
func currentThreadStackBytes() -> Int {
  Int(bitPattern: pthread_getspecific(largeStackKey))
}

private let largeStackKey: pthread_key_t = {
  var key = pthread_key_t()
  pthread_key_create(&key, nil)
  return key
}()

/// The work `withLargeStack` hands to its thread.
private final class StackJob {
  let stackBytes: Int
  let body: () -> Void

  init(stackBytes: Int, _ body: @escaping () -> Void) {
    self.stackBytes = stackBytes
    self.body = body
  }

  /// Runs on the new thread: records its stack size for nested calls, then the work.
  func run() {
    pthread_setspecific(largeStackKey, UnsafeRawPointer(bitPattern: stackBytes))
    body()
  }
}
