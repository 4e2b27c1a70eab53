// Set's primitive members, as Swift's Set.swift declares them over its storage: each
// body is one builtin on the runtime's hash table, shared with Dictionary (a set is a
// table of keys without values). Set itself stays the compiler's type (`Set<Element>`,
// `SwiftType.set`), with its literals and `Set(array)`.

extension Set {
  /// An empty set (`Set<Int>()`): the empty literal the compiler builds.
  public init() { self = [] }

  /// The number of members.
  public var count: Int { Builtin.dictionaryCount(self) }

  /// Its count, as a Collection's (Swift's Set and Dictionary are collections).
  public var underestimatedCount: Int { count }

  /// Whether the set has no members.
  public var isEmpty: Bool { Builtin.dictionaryIsEmpty(self) }

  /// Inserts `newMember` unless an equal member is there: whether it was inserted, and
  /// the member the set holds after the call.
  @discardableResult
  public mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element) {
    Builtin.setInsert(&self, newMember)
  }

  /// Removes `member`, returning the member the set held, or nil when it held none.
  @discardableResult
  public mutating func remove(_ member: Element) -> Element? { Builtin.setRemove(&self, member) }

  /// Removes every member (`keepingCapacity` tunes the storage only).
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    Builtin.dictionaryRemoveAll(&self, keepCapacity)
  }

  /// Whether the set holds a member equal to `member`.
  public func contains(_ member: Element) -> Bool { Builtin.setContains(self, member) }
}
