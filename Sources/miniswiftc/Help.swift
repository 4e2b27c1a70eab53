/// `-help` and `-version`.
enum Help {
  static let version = "miniswiftc version 0.1 (a teaching compiler for a subset of Swift 6)\nTarget: x86_64-unknown-linux-gnu\n"

  static let text = """
    OVERVIEW: miniswiftc, a Swift compiler you can read in an afternoon

    USAGE: miniswiftc [options] <inputs>

    MODES:
      -dump-tokens            Lex the input and print one token per line
      -parse                  Parse the input and report syntax errors only
      -dump-parse             Parse the input and print the syntax tree
      -typecheck              Parse and type-check; report diagnostics only
      -dump-ast               Type-check and print the typed syntax tree
      -emit-sil               Print the lowered program: layouts, vtables, witness tables
      -emit-explorer          Write one HTML page of every stage, linked to the source
      -emit-ir                Print LLVM IR (to stdout, or -o)
      -emit-assembly, -S      Print assembly (to stdout, or -o)
      -emit-object, -c        Write an object file (<name>.o)
      -emit-executable        Link an executable (the default; named after the module)
      -emit-library           Link a shared library lib<module>.so (-static: lib<module>.a)
      -emit-module            Also write <module>.swiftmodule (the public interface)

    OPTIONS:
      -o <file>               Write the output to <file>
      -module-name <name>     Name of the module being built
      -emit-module-path <p>   Where to write the .swiftmodule
      -parse-as-library       Treat the input as a library: no top-level code
      -I <dir>                Search <dir> for imported modules
      -L <dir>                Search <dir> for libraries to link
      -l<name>, -l <name>     Link lib<name>
      -Xlinker <arg>          Pass <arg> to the linker
      -static                 With -emit-library: build a static archive
      -O, -Onone              Optimize / do not optimize (the default)
      -g                      Emit DWARF debug information (for gdb and lldb)
      -v                      Show the commands that are run
      -verify                 Check diagnostics against expected-error/-warning/-note annotations
      -debug-trace-parse      Print the parse functions as they are entered
      -debug-time-compilation Print the time each stage takes
      -help, -version

    ENVIRONMENT:
      CC                      The linker driver (default: cc)
      MINISWIFTC_RUNTIME      The runtime archive (default: next to miniswiftc)

    """
}
