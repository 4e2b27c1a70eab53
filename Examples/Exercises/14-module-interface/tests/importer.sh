# A library built with -emit-module, and a program that imports it, reads and writes
# its types' public stored properties and calls their members.
set -e
mkdir lib
(cd lib && "$MINISWIFTC" "$TESTS/files/Scores.swift" -emit-library -emit-module -parse-as-library -module-name Scores)
"$MINISWIFTC" "$TESTS/files/scores_main.swift" -I lib -L lib -lScores -o app
LD_LIBRARY_PATH=lib ./app
