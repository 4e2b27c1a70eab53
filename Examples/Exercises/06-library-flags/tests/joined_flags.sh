# The same flags written joined to their values: -Idir -Ldir -lname.
set -e
mkdir lib
(cd lib && "$MINISWIFTC" "$TESTS/files/Greeter.swift" -emit-library -emit-module -parse-as-library -module-name Greeter)
"$MINISWIFTC" "$TESTS/files/app.swift" -Ilib -Llib -lGreeter -o app
# No rpath this time: the loader is told where to look.
LD_LIBRARY_PATH=lib ./app
