#!/usr/bin/env bash
# corpus_outputs.sh — every document of ../shared/corpus compiled by one nibc into a folder: each
# document's output (nib or .storyboardc) and its diagnostics and exit status, under its path in
# the corpus. Two such folders from two builds are compared with `diff -r`: a refactoring that
# changes nothing leaves them equal.
#
#   Scripts/corpus_outputs.sh OUT [NIBC] [CORPUS] [FOLDERS] [NIBC OPTIONS…]
#     NIBC defaults to .build/release/nibc, CORPUS to ../shared/corpus, FOLDERS (of the corpus) to
#     "conformance/ios xibs"; the options go to each compile (`--sdk 10.0`: ibtool of an older SDK).
set -euo pipefail
out=${1:?usage: corpus_outputs.sh OUT [NIBC] [CORPUS]}
nibc=${2:-.build/release/nibc}
corpus=${3:-../shared/corpus}
folders=${4:-conformance/ios xibs}
shift $(($# < 4 ? $# : 4))
nibc=$(cd "$(dirname "$nibc")" && pwd)/$(basename "$nibc")
mkdir -p "$out"
out=$(cd "$out" && pwd)
corpus=$(cd "$corpus" && pwd)
cd "$corpus"
find $folders \( -name '*.xib' -o -name '*.storyboard' \) -type f | LC_ALL=C sort | while IFS= read -r doc; do
    dir="$out/$doc.out"
    mkdir -p "$dir"
    case "$doc" in
    *.xib) target="$dir/out.nib" ;;
    *) target="$dir/out.storyboardc" ;;
    esac
    status=0
    (cd "$dir" && "$nibc" compile "$corpus/$doc" -o "$target" "$@" 2>"$dir/stderr") || status=$?
    # The document's path as the corpus names it, whatever folder this run used.
    sed -i "s|$corpus/||g" "$dir/stderr"
    echo "$status" >"$dir/status"
done
