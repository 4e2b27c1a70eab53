extension String {
  /// This string with every occurrence of `target` replaced by `replacement`, as
  /// Foundation's method of the name: the compiler does not link Foundation (loading it
  /// is milliseconds of every compile's start).
  public func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: Substring(target), omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
