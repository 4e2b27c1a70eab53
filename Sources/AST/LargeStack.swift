#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs `body` on a new thread with a `bytes`-large stack and waits for it to finish.
///
/// The parser, the dumper (and any pass that recurses over the tree) run inside this:
/// the nesting limit (256 structures, as in swiftc) bounds the recursion, but a debug
/// build needs about 30 KB of stack per nested closure, more than a default 8 MB
/// thread has at the limit, and test threads may have less. The stack is only reserved
/// address space: pages are used as the recursion reaches them. If no thread can be
/// made, `body` runs on the current thread.
public func withLargeStack<T>(bytes: Int = 128 << 20, _ body: () -> T) -> T {
  withoutActuallyEscaping(body) { body -> T in
    var result: T?
    let job = StackJob { result = body() }
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

/// The work `withLargeStack` hands to its thread.
private final class StackJob {
  let run: () -> Void

  init(_ run: @escaping () -> Void) { self.run = run }
}
