import AST

/// A function returning an aggregate (an Optional `{ i64, i1 }`, a struct, a tuple)
/// returns through one block: each `return` stores its value in a slot and branches
/// there, where the slot is loaded and returned.
///
/// With a `ret` at each `return`, LLVM's SimplifyCFG merges them into one block whose
/// value is a phi (then a `select`) of whole aggregates, and neither InstCombine nor
/// jump threading looks through an `extractvalue` of one: inlined into a loop, an
/// iterator's `next() -> Element?` then carries its Optional around the loop and the
/// caller's `nil` test never folds (a `for i in stride(from: 0, to: n, by: 1)` ran 20
/// times slower than its `while` loop at `-O`). A slot is split by SROA into one scalar
/// per field, which become ordinary phis that LLVM threads, folds and vectorizes.
extension IRGenFunction {
  /// `return value` of an aggregate: store it in the return slot and branch to the
  /// function's single return block (both made at the first `return`).
  func emitAggregateReturn(_ value: IRValue) {
    let slot: IRValue, block: IRBlock
    if let existing = aggregateReturn {
      (slot, block) = existing
    } else {
      slot = makeAlloca(value.type, "return.value")
      block = newBlock("return")
      let current = b.insertBlock
      let location = b.debugLocation
      b.position(at: block)
      b.ret(b.load(value.type, slot))
      if let current { b.position(at: current) }
      b.debugLocation = location
      aggregateReturn = (slot, block)
    }
    b.store(value, slot)
    b.br(block)
  }
}
