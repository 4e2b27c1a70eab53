import AST

extension IRGenFunction {
  /// A loop over an Int64 counter held in the stack slot `NAME.COUNTER` (the shape of
  /// every loop over indices, slots and offsets): the counter starts at `start`; while
  /// `condition` of its value holds, `body` is emitted with the value in the block
  /// `NAME.body` and ends its block by branching to `next` (the counter becomes `advance`
  /// of the value and the loop goes on) or `end` (out of the loop, where emission
  /// continues).
  func emitCounterLoop(_ name: String, counter: String, start: IRValue, while condition: (_ i: IRValue) -> IRValue,
                       advance: (_ i: IRValue) -> IRValue,
                       body: (_ i: IRValue, _ next: IRBlock, _ end: IRBlock) -> Void) {
    let slot = makeAlloca(ir.i64, "\(name).\(counter)")
    b.store(start, slot)
    let header = newBlock("\(name).cond")
    let bodyBlock = newBlock("\(name).body")
    let next = newBlock("\(name).next")
    let end = newBlock("\(name).end")
    b.br(header)
    b.position(at: header)
    let i = b.load(ir.i64, slot)
    b.condBr(condition(i), bodyBlock, end)
    b.position(at: bodyBlock)
    body(i, next, end)
    b.position(at: next)
    b.store(advance(i), slot)
    b.br(header)
    b.position(at: end)
  }
}
