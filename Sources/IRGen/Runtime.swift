/// The C runtime's entry points (Sources/Runtime/include/MiniSwiftRuntime.h and
/// MiniSwiftCollections.h), declared in the LLVM module on first use, each written once
/// as `name(parameters) -> result` with `p` = i8* (every pointer), `i` = i64 (`intptr_t`),
/// `d` = double, `b` = i1 (C's `bool`), `v` = void, and `!` for a function that never
/// returns (void, marked `noreturn` so LLVM knows the path ends).
enum RuntimeFunction: String, CaseIterable {
  case allocObject = "ms_alloc_object(pi) -> p"
  case retain = "ms_retain(p) -> p"
  case release = "ms_release(p) -> v"
  case refCount = "ms_ref_count(p) -> i"
  case initFailedDestroy = "ms_init_failed_destroy(p) -> v"
  case initFailedDestroyed = "ms_init_failed_destroyed(p) -> b"
  case deallocFailed = "ms_dealloc_failed(p) -> v"
  case stringEmpty = "ms_string_empty() -> p"
  case stringConcat = "ms_string_concat(pp) -> p"
  case stringAppend = "ms_string_append(pp) -> v"
  case stringAppendUTF8 = "ms_string_append_utf8(ppi) -> v"
  case stringAppendInt = "ms_string_append_int(pi) -> v"
  case stringAppendDouble = "ms_string_append_double(pd) -> v"
  case stringAppendBool = "ms_string_append_bool(pb) -> v"
  case stringEqual = "ms_string_equal(pp) -> b"
  case stringCompare = "ms_string_compare(pp) -> i"
  case stringCount = "ms_string_count(p) -> i"
  case stringIsEmpty = "ms_string_is_empty(p) -> b"
  case stringUppercased = "ms_string_uppercased(p) -> p"
  case stringLowercased = "ms_string_lowercased(p) -> p"
  case stringFromInt = "ms_string_from_int(i) -> p"
  case stringFromBool = "ms_string_from_bool(b) -> p"
  case stringFromDouble = "ms_string_from_double(d) -> p"
  case stringFromDoubleDescription = "ms_string_from_double_description(d) -> p"
  case stringFromUTF8 = "ms_string_from_utf8(pi) -> p"
  case stringDebugDescription = "ms_string_debug_description(p) -> p"
  case stringToInt = "ms_string_to_int(pp) -> b"
  case stringToDouble = "ms_string_to_double(pp) -> b"
  case printString = "ms_print_string(p) -> v"
  case printUTF8 = "ms_print_utf8(pi) -> v"
  case fatalError = "ms_fatal_error(ppi) -> !"
  case programFatalError = "ms_program_fatal_error(ppi) -> !"
  case assertionFailure = "ms_assertion_failure(pppi) -> !"
  case trap = "ms_trap() -> !"
  case useOptimizedChecks = "ms_use_optimized_checks() -> v"
  case doubleToInt = "ms_double_to_int(dpi) -> i"
  case intDivide = "ms_int_divide(iipi) -> i"
  case intRemainder = "ms_int_remainder(iipi) -> i"
  case unwrapNil = "ms_unwrap_nil(pi) -> !"
  case implicitUnwrapNil = "ms_implicit_unwrap_nil(pi) -> v"
  case arrayAlloc = "ms_array_alloc(iipp) -> p"
  case arrayAppend = "ms_array_append(pp) -> v"
  case arrayMakeUnique = "ms_array_make_unique(p) -> v"
  case arrayGet = "ms_array_get(pippi) -> v"
  case arraySet = "ms_array_set(pippi) -> v"
  case arrayCheckIndex = "ms_array_check_index(pipi) -> v"
  case arrayCheckIndexSet = "ms_array_check_index_set(pipi) -> v"
  case arrayRemoveLast = "ms_array_remove_last(pp) -> v"
  case arrayElement = "ms_array_element(pi) -> p"
  case retainElementObject = "ms_retain_element_object(p) -> v"
  case releaseElementObject = "ms_release_element_object(p) -> v"
  case releaseBoxedObject = "ms_box_release_object(p) -> v"
  case anyDescribeInt = "ms_any_describe_int(pb) -> p"
  case anyDescribeDouble = "ms_any_describe_double(pb) -> p"
  case anyDescribeBool = "ms_any_describe_bool(pb) -> p"
  case anyDescribeString = "ms_any_describe_string(pb) -> p"
  case stringNextCharacter = "ms_string_next_character(pi) -> i"
  case stringUTF8Count = "ms_string_utf8_count(p) -> i"
  case stringUTF8Byte = "ms_string_utf8_byte(pi) -> i"
  case unicodeProperties = "ms_unicode_properties(i) -> i"
  case unicodeWholeNumber = "ms_unicode_whole_number(i) -> i"
  case stringFromScalar = "ms_string_from_scalar(i) -> p"
  case stringChangesWhenCaseMapped = "ms_string_changes_when_case_mapped(pb) -> b"
  case stringSubstring = "ms_string_substring(pii) -> p"
  case stringRepeating = "ms_string_repeating(pi) -> p"
  case stringIndexAfter = "ms_string_index_after(pi) -> i"
  case stringIndexBefore = "ms_string_index_before(pi) -> i"
  case stringIndexOffsetBy = "ms_string_index_offset_by(pii) -> i"
  case stringCharacterAt = "ms_string_character_at(pi) -> p"
  case characterFromString = "ms_character_from_string(p) -> p"
  case stringInsert = "ms_string_insert(ppi) -> v"
  case stringRemoveAt = "ms_string_remove_at(pi) -> p"
  case stringRemoveSubrange = "ms_string_remove_subrange(pii) -> v"
  case stringSlice = "ms_string_slice(pii) -> p"
  case stringFirstIndexOf = "ms_string_first_index_of(ppp) -> b"
  case stringHasPrefix = "ms_string_has_prefix(pp) -> b"
  case stringHasSuffix = "ms_string_has_suffix(pp) -> b"
  case stringFromCharacters = "ms_string_from_characters(p) -> p"
  case arrayRepeating = "ms_array_repeating(piipp) -> p"
  case arrayConcat = "ms_array_concat(pp) -> p"
  case arrayAppendContents = "ms_array_append_contents(pp) -> v"
  case arrayInsert = "ms_array_insert(ppipi) -> v"
  case arrayRemoveAt = "ms_array_remove_at(pippi) -> v"
  case arrayRemoveFirst = "ms_array_remove_first(pp) -> v"
  case arrayRemoveAll = "ms_array_remove_all(p) -> v"
  case arrayReplaceSubrange = "ms_array_replace_subrange(piipiipi) -> v"
  case arrayReserve = "ms_array_reserve(pi) -> v"
  case errorInMain = "ms_error_in_main(p) -> !"
  case unexpectedError = "ms_unexpected_error(ppi) -> !"
  case stringFromUInt = "ms_string_from_uint(i) -> p"
  case doubleToIntegerFailed = "ms_double_to_integer_failed(dpi) -> !"
  case integerConversionFailed = "ms_integer_conversion_failed(i) -> !"
  case metadataIsSubclass = "ms_metadata_is_subclass(pp) -> b"
  case weakRetain = "ms_weak_retain(p) -> v"
  case weakRelease = "ms_weak_release(p) -> v"
  case weakLoadStrong = "ms_weak_load_strong(p) -> p"
  case unownedLoadStrong = "ms_unowned_load_strong(p) -> p"
  case castFailed = "ms_cast_failed(pp) -> !"
  case metadataTypeName = "ms_metadata_type_name(p) -> p"
  // The collections' (MiniSwiftCollections.h).
  case dictionaryAlloc = "ms_dictionary_alloc(pi) -> p"
  case dictionaryGet = "ms_dictionary_get(ppp) -> b"
  case dictionaryContains = "ms_dictionary_contains(pp) -> b"
  case dictionarySet = "ms_dictionary_set(pppp) -> b"
  case dictionaryValueAddress = "ms_dictionary_value_address(pp) -> p"
  case dictionaryInsertAddress = "ms_dictionary_insert_address(ppp) -> p"
  case dictionaryLiteralInsert = "ms_dictionary_literal_insert(ppp) -> v"
  case dictionaryRemove = "ms_dictionary_remove(ppp) -> b"
  case setInsert = "ms_set_insert(ppp) -> b"
  case dictionaryRemoveAll = "ms_dictionary_remove_all(p) -> v"
  case dictionaryNext = "ms_dictionary_next(pi) -> i"
  case dictionaryKeyAt = "ms_dictionary_key_at(pi) -> p"
  case dictionaryValueAt = "ms_dictionary_value_at(pi) -> p"
  case dictionaryKeys = "ms_dictionary_keys(p) -> p"
  case dictionaryValues = "ms_dictionary_values(p) -> p"
  case hashInt = "ms_hash_int(i) -> i"
  case hashDouble = "ms_hash_double(d) -> i"
  case hashString = "ms_hash_string(p) -> i"
  case setFromArray = "ms_set_from_array(pp) -> p"

  /// The C symbol.
  var name: Substring { rawValue.prefix { $0 != "(" } }

  /// (parameters, result) in the letters above (`v` for a function that never returns).
  var signature: (params: Substring, result: Character) {
    let params = rawValue.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
    let result = rawValue.last ?? "v"
    return (params, result == "!" ? "v" : result)
  }

  var isNoReturn: Bool { rawValue.last == "!" }
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
    runtime(named: String(f.name), signature: f.signature, isNoReturn: f.isNoReturn)
  }

  /// The declaration of the runtime function `name` with a signature in
  /// `RuntimeFunction.signature`'s letters.
  func runtime(named name: String, signature sig: (params: Substring, result: Character), isNoReturn: Bool = false)
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
