// Helpers shared by the runtime tests.
import MiniSwiftRuntime

typealias MSStringRef = UnsafeMutablePointer<MSString>
typealias MSArrayRef = UnsafeMutablePointer<MSArray>

/// The UTF-8 bytes of an MSString (they follow the fixed-size part of the struct).
func bytes(_ s: MSStringRef) -> [UInt8] {
  let count = Int(s.pointee.count)
  let base = UnsafeRawPointer(s) + MemoryLayout<MSString>.size
  return Array(UnsafeRawBufferPointer(start: base, count: count))
}

/// The Swift String an MSString holds.
func text(_ s: MSStringRef) -> String {
  String(decoding: bytes(s), as: UTF8.self)
}

/// Whether bytes[count] is the NUL terminator.
func isNulTerminated(_ s: MSStringRef) -> Bool {
  let base = UnsafeRawPointer(s) + MemoryLayout<MSString>.size
  return base.load(fromByteOffset: Int(s.pointee.count), as: UInt8.self) == 0
}

/// A new (+1) MSString holding `string`.
func ms(_ string: String) -> MSStringRef {
  var string = string
  return string.withUTF8 { buf in
    buf.withMemoryRebound(to: CChar.self) { ms_string_from_utf8($0.baseAddress, $0.count) }
  }
}

func release(_ s: MSStringRef) {
  s.withMemoryRebound(to: MSHeapObject.self, capacity: 1) { ms_release($0) }
}

func refCount(_ s: MSStringRef) -> Int {
  s.withMemoryRebound(to: MSHeapObject.self, capacity: 1) { ms_ref_count($0) }
}

func retain(_ s: MSStringRef) {
  s.withMemoryRebound(to: MSHeapObject.self, capacity: 1) { _ = ms_retain($0) }
}

/// Text written by ms_format_double.
func formatDouble(_ d: Double) -> String {
  withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(MS_DOUBLE_BUFFER_SIZE)) { buf in
    let n = ms_format_double(d, buf.baseAddress)
    return String(decoding: UnsafeRawBufferPointer(start: buf.baseAddress, count: n), as: UTF8.self)
  }
}

