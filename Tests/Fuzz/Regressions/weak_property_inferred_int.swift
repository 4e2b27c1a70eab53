// Found by miniswiftc-fuzz (seed 7, variant 15394 of
// tspl/AutomaticReferenceCounting_weak_reference_doesnt_trigger_didset.swift): a `weak`
// property without a type annotation was not checked once its initializer gave it a type,
// so `weak var y = 0` reached IRGen, which retained an Int (the IR did not verify).
// swiftc: 'weak' may only be applied to class and class-bound protocol types, not 'Int'.
class C {
    weak var y = 0
}
