/// Quoting text for the outputs that show strings: the dumps (`-dump-tokens`,
/// `-dump-parse`, `-dump-ast`), the module interface's string literals, the explorer
/// page's JSON. Each format escapes a different set of characters, so each passes its
/// own rule; the walk over the text is this one.
extension String {
  /// The text with every scalar for which `replacement` gives a string replaced by it.
  public func escaped(_ replacement: (Unicode.Scalar) -> String?) -> String {
    var out = ""
    out.reserveCapacity(utf8.count)
    for u in unicodeScalars {
      if let r = replacement(u) { out += r } else { out.unicodeScalars.append(u) }
    }
    return out
  }
}

/// Escapes the formats share.
public enum Escape {
  /// `\\`, `\"`, `\n`, `\t`, `\r`, as Swift and JSON write them.
  public static func common(_ u: Unicode.Scalar) -> String? {
    switch u {
    case "\\": "\\\\"
    case "\"": "\\\""
    case "\n": "\\n"
    case "\t": "\\t"
    case "\r": "\\r"
    default: nil
    }
  }
}
