import AST

/// What `print` shows for a protocol value (`let s: Shape = Circle(r: 1)`, an element of
/// `[any Shape]`, a thrown `Error`): the boxed value's own description, as Swift prints
/// the dynamic value. Every witness table ends with the function an `Any` holding the
/// same value describes it with (`ms.any.describe.T`, `(i8* object, i1 debug) ->
/// String`, GenAny.swift): the object of an existential and of an `Any` is the same
/// class instance or box. Error's tables hold only that entry.
extension IRGenModule {
  /// The number of entries of the witness tables of `p`: the requirements', then the
  /// describe function.
  func witnessTableSize(_ p: ProtocolDecl) -> Int {
    witnessTableLayout(p).entries.count + 1
  }

  /// The last entry of a witness table for values of `n`: their describe function.
  func describeWitness(of n: NominalTypeDecl) -> IRValue {
    ir.constPointerCast(anyDescribeFunction(.nominal(n)))
  }
}

extension IRGenFunction {
  /// The description of the value in existential `ex` of protocol `p` (`debug`: its
  /// debug description, as inside a collection), owned.
  func emitExistentialDescription(_ ex: IRValue, _ p: ProtocolDecl, debug: Bool) -> IRValue {
    emitExistentialDescription(ex, describeEntry: igm.witnessTableLayout(p).entries.count, debug: debug)
  }

  /// Calls the describe function at `describeEntry` of `ex`'s witness table.
  func emitExistentialDescription(_ ex: IRValue, describeEntry: Int, debug: Bool) -> IRValue {
    let fn = emitDescribeWitness(ex, describeEntry: describeEntry)
    return b.call(ir.function([ir.ptr, ir.i1], ir.ptr), fn, [b.extract(ex, 0), ir.bool(debug)])
  }

  /// The describe function at `describeEntry` of `ex`'s witness table (the last entry of
  /// a table of `p`: `igm.witnessTableLayout(p).entries.count`).
  func emitDescribeWitness(_ ex: IRValue, describeEntry: Int) -> IRValue {
    b.load(ir.ptr, b.elementAddress(ir.ptr, b.extract(ex, 1), ir.int(Int64(describeEntry))))
  }
}
