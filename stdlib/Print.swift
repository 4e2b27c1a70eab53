// `print` and `debugPrint`, as Swift's standard library declares them (Print.swift):
// each item shown as `String(describing:)` shows it (for `debugPrint`, as
// `String(reflecting:)` does), the separator between two items and the terminator after
// the last, written to standard output. The items come as one `[Any]`: a call boxes
// each argument into an `Any`, whose second word is the boxed type's describe
// function (IRGen's GenAny.swift). Swift writes through `_Stdout`, a
// `TextOutputStream` over the C library's `fwrite`; here `Builtin.writeStandardOutput`
// hands the text to the runtime's buffered standard output.
//
// Swift's loop is a `for`-`in`. These walk the array with Array's own builtins (what its
// `count` and subscript are over, stdlib/Array.swift), which is what a `for`-`in` over
// an array compiles to: a module that prints then carries `print` and no Sequence
// conformance (IndexingIterator), `count` or subscript of `[Any]` to check and emit for
// it. A library is compiled into every module that calls it (docs/standard-library.md),
// and the book's library build, whose `printEmployeeInfo` prints, must stay under 0.2x
// of swiftc's time.

/// Writes the textual representations of `items`, separated by `separator` and
/// followed by `terminator`, to standard output.
public func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  var i = 0
  while i < Builtin.arrayCount(items) {
    if i > 0 { Builtin.writeStandardOutput(separator) }
    Builtin.writeStandardOutput(Builtin.description(Builtin.arrayElement(items, i)))
    i &+= 1
  }
  Builtin.writeStandardOutput(terminator)
}

// (debugPrint repeats print's loop, as Swift's `_debugPrint` repeats `_print`: one
// function for both would be one more function in every module that prints.)

/// Writes the textual representations of `items` most suitable for debugging (strings
/// quoted, types qualified by their module), separated by `separator` and followed by
/// `terminator`, to standard output.
public func debugPrint(_ items: Any..., separator: String = " ", terminator: String = "\n") {
  var i = 0
  while i < Builtin.arrayCount(items) {
    if i > 0 { Builtin.writeStandardOutput(separator) }
    Builtin.writeStandardOutput(Builtin.debugDescription(Builtin.arrayElement(items, i)))
    i &+= 1
  }
  Builtin.writeStandardOutput(terminator)
}
