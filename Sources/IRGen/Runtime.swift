/// The C runtime's entry points (Sources/Runtime/include/MiniSwiftRuntime.h), declared
/// in the LLVM module on first use. Pointers are all `i8*`; `intptr_t` is `i64`.
enum RuntimeFunction: String, CaseIterable {
  case allocObject = "ms_alloc_object"
  case retain = "ms_retain"
  case release = "ms_release"
  case refCount = "ms_ref_count"
  case initFailedDestroy = "ms_init_failed_destroy"
  case initFailedDestroyed = "ms_init_failed_destroyed"
  case deallocFailed = "ms_dealloc_failed"
  case stringEmpty = "ms_string_empty"
  case stringConcat = "ms_string_concat"
  case stringAppend = "ms_string_append"
  case stringAppendUTF8 = "ms_string_append_utf8"
  case stringAppendInt = "ms_string_append_int"
  case stringAppendDouble = "ms_string_append_double"
  case stringAppendBool = "ms_string_append_bool"
  case stringEqual = "ms_string_equal"
  case stringCompare = "ms_string_compare"
  case stringCount = "ms_string_count"
  case stringIsEmpty = "ms_string_is_empty"
  case stringUppercased = "ms_string_uppercased"
  case stringLowercased = "ms_string_lowercased"
  case stringFromInt = "ms_string_from_int"
  case stringFromBool = "ms_string_from_bool"
  case stringFromDouble = "ms_string_from_double"
  case stringFromDoubleDescription = "ms_string_from_double_description"
  case stringFromUTF8 = "ms_string_from_utf8"
  case stringDebugDescription = "ms_string_debug_description"
  case stringToInt = "ms_string_to_int"
  case printString = "ms_print_string"
  case printInt = "ms_print_int"
  case printDouble = "ms_print_double"
  case printBool = "ms_print_bool"
  case printUTF8 = "ms_print_utf8"
  case fatalError = "ms_fatal_error"
  case preconditionFailure = "ms_precondition_failure"
  case programFatalError = "ms_program_fatal_error"
  case assertionFailure = "ms_assertion_failure"
  case trap = "ms_trap"
  case useOptimizedChecks = "ms_use_optimized_checks"
  case doubleToInt = "ms_double_to_int"
  case intDivide = "ms_int_divide"
  case intRemainder = "ms_int_remainder"
  case unwrapNil = "ms_unwrap_nil"
  case implicitUnwrapNil = "ms_implicit_unwrap_nil"
  case arrayAlloc = "ms_array_alloc"
  case arrayAppend = "ms_array_append"
  case arrayMakeUnique = "ms_array_make_unique"
  case arrayGet = "ms_array_get"
  case arraySet = "ms_array_set"
  case arrayCheckIndex = "ms_array_check_index"
  case arrayCheckIndexSet = "ms_array_check_index_set"
  case arrayRemoveLast = "ms_array_remove_last"
  case arrayElement = "ms_array_element"
  case retainElementObject = "ms_retain_element_object"
  case releaseElementObject = "ms_release_element_object"
  case stringNextCharacter = "ms_string_next_character"
  case stringUTF8Count = "ms_string_utf8_count"
  case stringSubstring = "ms_string_substring"
  case stringRepeating = "ms_string_repeating"
  case stringIndexAfter = "ms_string_index_after"
  case stringIndexBefore = "ms_string_index_before"
  case stringIndexOffsetBy = "ms_string_index_offset_by"
  case stringCharacterAt = "ms_string_character_at"
  case characterFromString = "ms_character_from_string"
  case stringInsert = "ms_string_insert"
  case stringRemoveAt = "ms_string_remove_at"
  case stringRemoveSubrange = "ms_string_remove_subrange"
  case stringSlice = "ms_string_slice"
  case stringFirstIndexOf = "ms_string_first_index_of"
  case stringHasPrefix = "ms_string_has_prefix"
  case stringHasSuffix = "ms_string_has_suffix"
  case stringFromCharacters = "ms_string_from_characters"
  case arrayRepeating = "ms_array_repeating"
  case arrayConcat = "ms_array_concat"
  case arrayJoined = "ms_array_joined"
  case arrayAppendContents = "ms_array_append_contents"
  case arrayInsert = "ms_array_insert"
  case arrayRemoveAt = "ms_array_remove_at"
  case arrayRemoveFirst = "ms_array_remove_first"
  case arrayRemoveAll = "ms_array_remove_all"
  case arraySort = "ms_array_sort"
  case arrayReplaceSubrange = "ms_array_replace_subrange"
  case errorInMain = "ms_error_in_main"
  case unexpectedError = "ms_unexpected_error"
  case stringFromUInt = "ms_string_from_uint"
  case doubleToIntegerFailed = "ms_double_to_integer_failed"
  case integerConversionFailed = "ms_integer_conversion_failed"
  case metadataIsSubclass = "ms_metadata_is_subclass"
  case weakRetain = "ms_weak_retain"
  case weakRelease = "ms_weak_release"
  case weakLoadStrong = "ms_weak_load_strong"
  case unownedLoadStrong = "ms_unowned_load_strong"
  case castFailed = "ms_cast_failed"

  /// (parameters, result) with `p` = i8*, `i` = i64, `d` = double, `b` = i1, `v` = void.
  var signature: (params: String, result: Character) {
    switch self {
    case .allocObject: ("pi", "p")
    case .retain: ("p", "p")
    case .release: ("p", "v")
    case .refCount: ("p", "i")
    case .initFailedDestroy, .deallocFailed: ("p", "v")
    case .initFailedDestroyed: ("p", "b")
    case .stringEmpty: ("", "p")
    case .stringConcat: ("pp", "p")
    case .stringAppend: ("pp", "v")
    case .stringAppendUTF8: ("ppi", "v")
    case .stringAppendInt: ("pi", "v")
    case .stringAppendDouble: ("pd", "v")
    case .stringAppendBool: ("pb", "v")
    case .stringEqual: ("pp", "b")
    case .stringCompare: ("pp", "i")
    case .stringCount: ("p", "i")
    case .stringIsEmpty: ("p", "b")
    case .stringUppercased, .stringLowercased: ("p", "p")
    case .stringFromInt: ("i", "p")
    case .stringFromBool: ("b", "p")
    case .stringFromDouble, .stringFromDoubleDescription: ("d", "p")
    case .stringFromUTF8: ("pi", "p")
    case .stringDebugDescription: ("p", "p")
    case .stringToInt: ("pp", "b")
    case .printString: ("p", "v")
    case .printInt: ("i", "v")
    case .printDouble: ("d", "v")
    case .printBool: ("b", "v")
    case .printUTF8: ("pi", "v")
    case .fatalError, .programFatalError, .preconditionFailure, .assertionFailure: ("ppi", "v")
    case .trap, .useOptimizedChecks: ("", "v")
    case .doubleToInt: ("dpi", "i")
    case .intDivide, .intRemainder: ("iipi", "i")
    case .unwrapNil, .implicitUnwrapNil: ("pi", "v")
    case .arrayAlloc: ("iipp", "p")
    case .arrayAppend: ("pp", "v")
    case .arrayMakeUnique: ("p", "v")
    case .arrayGet: ("pippi", "v")
    case .arraySet: ("pippi", "v")
    case .arrayCheckIndex, .arrayCheckIndexSet: ("pipi", "v")
    case .arrayRemoveLast: ("pp", "v")
    case .arrayElement: ("pi", "p")
    case .retainElementObject, .releaseElementObject: ("p", "v")
    case .stringNextCharacter: ("pi", "i")
    case .stringUTF8Count: ("p", "i")
    case .stringSubstring: ("pii", "p")
    case .stringRepeating: ("pi", "p")
    case .stringIndexAfter, .stringIndexBefore: ("pi", "i")
    case .stringIndexOffsetBy: ("pii", "i")
    case .stringCharacterAt: ("pi", "p")
    case .characterFromString: ("p", "p")
    case .stringInsert: ("ppi", "v")
    case .stringRemoveAt: ("pi", "p")
    case .stringRemoveSubrange: ("pii", "v")
    case .stringSlice: ("pii", "p")
    case .stringFirstIndexOf: ("ppp", "b")
    case .stringHasPrefix, .stringHasSuffix: ("pp", "b")
    case .stringFromCharacters: ("p", "p")
    case .arrayRepeating: ("piipp", "p")
    case .arrayConcat: ("pp", "p")
    case .arrayJoined: ("pp", "p")
    case .arrayAppendContents: ("pp", "v")
    case .arrayInsert: ("ppipi", "v")
    case .arrayRemoveAt: ("pippi", "v")
    case .arrayRemoveFirst: ("pp", "v")
    case .arrayRemoveAll: ("p", "v")
    case .arraySort: ("ppp", "v")
    case .arrayReplaceSubrange: ("piippi", "v")
    case .errorInMain: ("p", "v")
    case .unexpectedError: ("ppi", "v")
    case .stringFromUInt: ("i", "p")
    case .doubleToIntegerFailed: ("dpi", "v")
    case .integerConversionFailed: ("i", "v")
    case .metadataIsSubclass: ("pp", "b")
    case .weakRetain, .weakRelease: ("p", "v")
    case .weakLoadStrong, .unownedLoadStrong: ("p", "p")
    case .castFailed: ("pp", "v")
    }
  }

  /// Functions that never return (marked `noreturn` so LLVM knows the path ends).
  var isNoReturn: Bool {
    switch self {
    case .fatalError, .programFatalError, .preconditionFailure, .assertionFailure, .trap, .unwrapNil,
      .doubleToIntegerFailed, .integerConversionFailed:
      true
    case .errorInMain, .unexpectedError, .castFailed: true
    default: false
    }
  }
}

extension IRModule {
  func irType(runtimeCode c: Character) -> IRType {
    switch c {
    case "p": ptr
    case "i": i64
    case "d": double
    case "b": i1
    default: void
    }
  }

  /// The declaration of a runtime function.
  func runtime(_ f: RuntimeFunction) -> IRValue {
    runtime(named: f.rawValue, signature: f.signature, isNoReturn: f.isNoReturn)
  }

  /// The declaration of the runtime function `name` with a signature in
  /// `RuntimeFunction.signature`'s letters (the collections' are in GenDictionary.swift).
  func runtime(named name: String, signature sig: (params: String, result: Character), isNoReturn: Bool = false)
    -> IRValue {
    if let existing = function(named: name) { return existing }
    let type = function(sig.params.map { irType(runtimeCode: $0) }, irType(runtimeCode: sig.result))
    let fn = declareFunction(name, type)
    // C's `bool` is passed and returned zero-extended to a byte: without `zeroext` LLVM
    // leaves the upper bits of an i1 undefined and the runtime reads garbage.
    for (i, c) in sig.params.enumerated() where c == "b" { addAttribute(fn, "zeroext", at: i + 1) }
    if sig.result == "b" { addAttribute(fn, "zeroext", at: 0) }
    if isNoReturn {
      addAttribute(fn, "noreturn")
      addAttribute(fn, "nounwind")
    }
    return fn
  }
}
