# Shared by check, start, expect, prove and refresh (sourced, not run).
# EXERCISES: this folder; ROOT: the checkout it belongs to.
EXERCISES=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
ROOT=$(cd "$EXERCISES/../.." && pwd)

# The exercise folder for "NN", "N" or a folder name ("03-break-continue"); dies if none.
exercise_dir() {
  local want=$1 d name
  if [[ $want =~ ^[0-9]+$ ]]; then want=$(printf '%02d' "$((10#$want))"); fi
  for d in "$EXERCISES"/[0-9][0-9]-*/; do
    name=$(basename "$d")
    if [ "$name" = "$want" ] || [ "${name%%-*}" = "$want" ]; then
      echo "${d%/}"
      return 0
    fi
  done
  echo "no exercise '$1' in $EXERCISES (see $EXERCISES/README.md)" >&2
  return 1
}

# Every exercise folder, in order.
all_exercises() {
  local d
  for d in "$EXERCISES"/[0-9][0-9]-*/; do echo "${d%/}"; done
}

# The checkout's working files (run in $ROOT), NUL-separated: tracked and untracked,
# not ignored, and every exercise's patches, which a copy made by `start` keeps
# untracked and ignored.
working_files() {
  git ls-files -z -co --exclude-standard
  local p
  for p in Examples/Exercises/[0-9][0-9]-*/start.patch Examples/Exercises/[0-9][0-9]-*/solution.patch; do
    [ -f "$p" ] && printf '%s\0' "$p"
  done
  return 0
}

# Applies a patch to the checkout in the current folder; an empty patch is a no-op.
# When the patch's context has drifted (main moved since it was made), a three-way
# merge with the blobs it was made from is tried, and a note says so on stderr
# (Examples/Exercises/refresh NN then remakes the patch).
apply_patch() {
  local patch=$1 err
  [ -s "$patch" ] || return 0
  err=$(git apply --whitespace=nowarn "$patch" 2>&1) && return 0
  if git apply --3way --whitespace=nowarn "$patch" >/dev/null 2>&1; then
    echo "note: $(basename "$(dirname "$patch")")/$(basename "$patch") applied only with a three-way merge: run Examples/Exercises/refresh" >&2
    return 0
  fi
  echo "$err" >&2
  return 1
}

# Runs a command with a time limit when `timeout` exists.
with_timeout() {
  local seconds=$1
  shift
  if command -v timeout >/dev/null 2>&1; then timeout -k 5 "$seconds" "$@"; else "$@"; fi
}
