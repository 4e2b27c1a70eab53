import AST

extension IRGenFunction {
  /// `for x in s` over a user `Sequence`, as Sema lowered it (`ForEachStmt.iterator`):
  /// the sequence evaluated once, `var $x$generator = s.makeIterator()` (released when
  /// the loop ends), then `$x$generator.next()` before each iteration, the loop ending at
  /// the first `nil`.
  func emitForEachIterator(_ s: ForEachStmt, _ iterator: ForEachIterator) {
    let outerDepth = cleanupDepth
    let sequence = emitRValue(s.sequence)
    locals[ObjectIdentifier(iterator.sequenceValue)] = .value(sequence.value, sequence.type)
    let start = emitOwned(emitRValue(iterator.makeIterator))
    locals[ObjectIdentifier(iterator.sequenceValue)] = nil
    emitEndUse(sequence)
    b.store(start, emitLocalVariable(iterator.variable))

    let header = newBlock("for.next")
    let body = newBlock("for.body")
    let end = newBlock("for.end")
    b.br(header)
    b.position(at: header)
    let next = emitRValue(iterator.next)
    guard case .optional(let element) = next.type else {
      b.br(end)
      b.position(at: end)
      popScope(to: outerDepth)
      return
    }
    let value = emitOwned(next)
    b.condBr(emitOptionalIsSome(value, wrapped: element), body, end)
    b.position(at: body)
    let depth = cleanupDepth
    let payload = emitOptionalPayload(value, wrapped: element)
    emitForEachIteration(s, ManagedValue(value: payload, type: element, isOwned: !igm.isTrivial(element)),
                         next: header, end: end, depth: depth)
    b.position(at: end)
    popScope(to: outerDepth)
  }
}
