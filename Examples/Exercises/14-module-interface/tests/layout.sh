# The smallest case: a program reads the public stored property that follows an
# internal one, in a struct and in a class of a library it imports.
set -e
mkdir lib
(cd lib && "$MINISWIFTC" "$TESTS/files/Sensors.swift" -emit-library -emit-module -parse-as-library -module-name Sensors)
"$MINISWIFTC" "$TESTS/files/sensors_main.swift" -I lib -L lib -lSensors -o app
LD_LIBRARY_PATH=lib ./app
