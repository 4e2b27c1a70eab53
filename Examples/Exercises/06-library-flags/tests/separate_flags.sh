# The book's flow: a library and its module file in their own folder, then a program
# that imports it (-I), links it (-L, -l) and records where to load it from at run
# time (-Xlinker -rpath).
set -e
mkdir Frameworks
cd Frameworks
"$MINISWIFTC" "$TESTS/files/Greeter.swift" -emit-library -emit-module -parse-as-library -module-name Greeter
cd ..
ls Frameworks | grep -E '^(libGreeter\.so|Greeter\.swiftmodule)$'
"$MINISWIFTC" "$TESTS/files/app.swift" -I Frameworks -L Frameworks -l Greeter \
  -Xlinker -rpath -Xlinker '$ORIGIN/Frameworks' -o app
./app
