// Found by miniswiftc-fuzz (seed 7, variant 61985 of
// tspl/Concurrency_async_via_nested_completion_handlers.swift: bytes inserted in the
// label `named:`): a call with a wrong label and a closure argument whose parameter types
// come from the call type-checked without an error (the closure, not typed yet, counted
// as an error already reported), and IRGen met the unresolved call and stopped.
// swiftc: incorrect argument label in call (have 'namedSelf:_:', expected 'named:_:').
func downloadPhoto(named name: String, completionHandler: (String) -> Void) {
    completionHandler(name)
}
downloadPhoto(namedSelf: "IMG001") { photo in
    print(photo)
}
