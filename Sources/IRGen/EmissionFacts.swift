import AST
import Basic
import CLLVM

/// What IRGen decided while it emitted, for `-emit-sil` to print: each dynamic dispatch
/// (which vtable slot or witness table entry, for which declaration), each call through a
/// function value, and each retain and release with the source statement it belongs to.
/// Kept only while `IRGen.silListing` runs (`IRGenModule.facts` is nil otherwise).
///
/// A fact is tied to the instruction it describes by a `!ms.fact` metadata tag holding
/// its number, which LLVM keeps on the instruction through its passes (and copies when it
/// inlines the function) and drops with it; `SILPrinter` reads the tags and removes them
/// before printing. A dispatch is recorded on the load of the function it calls, and
/// `tagDispatchCalls` tags the calls of that function too (LLVM rewrites loads without
/// their tags at `-O`, but keeps a call's).
struct EmissionFacts {
  enum Fact {
    /// A call that retains (SIL's `strong_retain`), made for the statement at `loc`.
    case retain(SourceLoc)
    /// A call that releases (`strong_release`), made for the statement at `loc`.
    case release(SourceLoc)
    /// The method `f` loaded from vtable slot `slot` of an object's metadata.
    case classMethod(AbstractFunctionDecl, slot: Int)
    /// The witness of `entry` loaded from entry `index` of an existential's witness table.
    case witnessMethod(ProtocolDecl, WitnessTableLayout.Entry, index: Int)
    /// The function of a function value (`{ function, context }`).
    case functionValue
  }

  private(set) var facts: [Fact] = []
  /// The loads of dispatched functions (and function values' functions), with their facts.
  fileprivate var calleeLoads: [(instruction: LLVMValueRef, id: Int)] = []

  mutating func add(_ fact: Fact) -> Int {
    facts.append(fact)
    return facts.count - 1
  }

  subscript(_ id: Int) -> Fact? { id >= 0 && id < facts.count ? facts[id] : nil }
}

extension IRGenModule {
  /// The metadata kind of the `!ms.fact` tags.
  var factKind: UInt32 { LLVMGetMDKindIDInContext(ir.context, "ms.fact", 7) }

  /// The fact tagged on `instruction`, with the tag removed (so the instruction prints as
  /// IRGen emitted it).
  func takeFact(_ instruction: LLVMValueRef) -> EmissionFacts.Fact? {
    guard let facts, LLVMHasMetadata(instruction) != 0, let node = LLVMGetMetadata(instruction, factKind) else {
      return nil
    }
    LLVMSetMetadata(instruction, factKind, nil)
    guard LLVMGetMDNodeNumOperands(node) == 1 else { return nil }
    var operand: LLVMValueRef? = nil
    LLVMGetMDNodeOperands(node, &operand)
    guard let id = operand, LLVMIsAConstantInt(id) != nil else { return nil }
    return facts[Int(LLVMConstIntGetZExtValue(id))]
  }

  /// Tags each call of a recorded callee load (through casts) with the load's fact. Runs
  /// once emission is over, before LLVM's passes.
  func tagDispatchCalls() {
    guard let facts else { return }
    for (load, id) in facts.calleeLoads {
      var pending = [load]
      while let value = pending.popLast() {
        var use = LLVMGetFirstUse(value)
        while let u = use, let user = LLVMGetUser(u) {
          if LLVMIsABitCastInst(user) != nil {
            pending.append(user)
          } else if LLVMIsACallInst(user) != nil, LLVMGetCalledValue(user) == value {
            tag(user, id)
          }
          use = LLVMGetNextUse(u)
        }
      }
    }
  }

  fileprivate func tag(_ instruction: LLVMValueRef, _ id: Int) {
    var operand: LLVMValueRef? = ir.int(Int64(id)).ref
    LLVMSetMetadata(instruction, factKind, LLVMMDNodeInContext(ir.context, &operand, 1))
  }
}

extension IRGenFunction {
  /// Records `fact` about `instruction` (when `-emit-sil` keeps facts).
  func record(_ fact: EmissionFacts.Fact, on instruction: IRValue) {
    guard igm.facts != nil, LLVMIsAInstruction(instruction.ref) != nil else { return }
    let id = igm.facts!.add(fact)
    igm.tag(instruction.ref, id)
    switch fact {
    case .classMethod, .witnessMethod, .functionValue: igm.facts!.calleeLoads.append((instruction.ref, id))
    case .retain, .release: break
    }
  }
}
