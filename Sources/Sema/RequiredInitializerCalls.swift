import AST
import Basic

// An initializer called through a class's metatype value:
//
//     class Shape { required init() {} }
//     class Circle: Shape {}
//     let kind: Shape.Type = Circle.self
//     let s = kind.init()          // a Circle
//
// The value may be a subclass's metatype, so the initializer is the one of the class
// the value is at run time; Swift lets only a `required` initializer be called so,
// since every subclass has it (its own, or inherited). The call is a `DotSyntaxCallExpr`
// of the initializer on the metatype value, as a `class func`'s is: IRGen calls the
// allocating entry point from the vtable of the metadata the value is (a `required`
// designated initializer has a slot there, ClassLayout.swift).

extension TypeChecker {
  /// Whether `t.init(...)` can be dispatched on a metatype value of class type
  /// `instance`: not for a generic class (its initializers are specializations), nor one
  /// inheriting from one.
  func isDynamicallyConstructible(_ instance: SwiftType) -> Bool {
    var c = instance.nominalDecl as? ClassDecl
    var depth = 0
    while let k = c, depth < 1000 {
      if !k.genericParameters.isEmpty { return false }
      c = k.superclass
      depth += 1
    }
    return true
  }

  /// `t.init(args)` where `t` is a value of type `instance.Type` (a class): the
  /// initializer the arguments choose, which must be `required` (swiftc's error
  /// otherwise, with a note at the one chosen).
  func checkRequiredInitializerCall(_ call: CallExpr, base: Expr, instance: SwiftType, nameRange: SourceRange,
                                    contextual: SwiftType?) -> Expr {
    let inits = lookupMembers("init", in: instance).compactMap { $0 as? ConstructorDecl }
    guard !inits.isEmpty else {
      error(SemaDiagnostics.noAccessibleInitializers(instance), at: nameRange.start)
      return failCall(call)
    }
    guard let accessible = accessibleDecls(inits, name: "init", at: nameRange.start),
      let (chosen, args) = resolveOverloads(call, accessible, kind: "initializer",
                                            name: instance.description, fnLoc: nameRange.start, contextual: contextual,
                                            base: instance),
      let c = chosen as? ConstructorDecl
    else { return failCall(call) }
    if c.protocolExtension != nil, !((instance.nominalDecl as? ClassDecl)?.modifiers.isFinal ?? false) {
      // Valid Swift: its `self.init()` would construct the class the value is at run time
      // (its requirement's witness from that class's vtable), while its specialization
      // is for the static class. (A final class's value is that class: its
      // specialization, called as the class's static members are.)
      notSupported("an initializer of a protocol extension called through a non-final class's metatype value", at: nameRange.start)
      genericCallResult = nil
      return failCall(call)
    }
    guard c.modifiers.isRequired || c.protocolExtension != nil else {
      error(SemaDiagnostics.nonRequiredInitializerThroughMetatype(instance), at: nameRange.start,
            notes: c.loc.isValid ? [.note(SemaDiagnostics.selectedNonRequiredInitializer(c.fullName), at: c.loc)] : [])
      return failCall(call)
    }
    if c.modifiers.isConvenience {
      // (A convenience initializer has no vtable slot: it is emitted per class that has it.)
      notSupported("a required convenience initializer called through a metatype value", at: nameRange.start)
      return failCall(call)
    }
    if !c.genericParameters.isEmpty, !((instance.nominalDecl as? ClassDecl)?.modifiers.isFinal ?? false) {
      // (The class the value is at run time has its own, specialized per call: no
      // vtable slot holds it, GenericRequiredInitializers.swift.)
      notSupported("a generic 'required' initializer called through a metatype value", at: nameRange.start)
      genericCallResult = nil
      return failCall(call)
    }
    return finishMethodCall(call, base: base, decl: c, nameRange: nameRange, args: args)
  }
}
