// The C API of LLVM that IRGen uses. The include root (-I .../llvm-N/include) is given
// by IRGen's settings in Package.swift.
#include <llvm-c/Core.h>
#include <llvm-c/Analysis.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm-c/Transforms/PassBuilder.h>
#include <llvm-c/DebugInfo.h>
