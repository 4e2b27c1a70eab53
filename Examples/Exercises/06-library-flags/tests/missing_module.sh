# Without -I the module file is not found: the compiler says so and fails.
mkdir lib
(cd lib && "$MINISWIFTC" "$TESTS/files/Greeter.swift" -emit-library -emit-module -parse-as-library -module-name Greeter)
if "$MINISWIFTC" "$TESTS/files/app.swift" -Llib -lGreeter -o app 2>err.txt; then
  echo "compiled without -I"
else
  echo "failed without -I"
  grep -o "no such module 'Greeter'" err.txt | head -n 1
fi
# With -I but without -l, the linker cannot find the library's symbols.
if "$MINISWIFTC" "$TESTS/files/app.swift" -Ilib -Llib -o app 2>err.txt; then
  echo "linked without -l"
else
  echo "failed without -l"
fi
