#!/usr/bin/env bash
# startup_order.sh — writes Scripts/startup-order.txt: the functions a short `nibc` process runs, in
# the order it first runs them, so that the static link (Scripts/install.sh, with lld) lays them out
# together. A compile of a median document touched code spread over the 20 MB of the binary's
# text, a page fault for every 64 KB it touched (130 of them); laid out together they are a few.
#
#   Scripts/startup_order.sh NIBC [DOCUMENT ...]
#
# NIBC is a static build of nibc with its symbols (.build-lld/release/nibc, before install.sh
# strips it); the documents default to Samples/'s, and `nibc --version` and `nibc --help` run too.
# Give it typical documents first (the list in use was made from a dozen corpus xibs of about the
# median size, then Samples/'s: `Scripts/startup_order.sh NIBC $(Scripts/startup_order.sh --typical) Samples/*`).
# Needs valgrind. Run it again when the start of a process changes much; a stale list only lays
# out less well (functions it names that no longer exist are skipped by the linker).
set -euo pipefail
cd "$(dirname "$0")/.."
# `--typical [CORPUS]`: prints the 12 iOS xibs of the corpus's Xcode-saved documents nearest its
# median size (what a build compiles most), one a line.
if [ "${1:-}" = "--typical" ]; then
    corpus=${2:-../shared/corpus}
    find "$corpus/xibs" -name '*.xib' -type f -print0 | xargs -0 grep -l 'targetRuntime="iOS.CocoaTouch"' |
        while IFS= read -r file; do echo "$(wc -c < "$file") $file"; done | LC_ALL=C sort -n |
        awk '{ size[NR] = $1; line[NR] = $0 } END { m = int((NR + 1) / 2); for (i = m - 6; i < m + 6; i++) if (i >= 1 && i <= NR) print substr(line[i], index(line[i], " ") + 1) }'
    exit 0
fi
nibc="$1"
shift
documents=("$@")
if [ ${#documents[@]} -eq 0 ]; then documents=(Samples/*.xib Samples/*.storyboard); fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# `--version` (what every run does first), the documents in turn, then `--help`, which a build
# does not run: the functions of the documents' compiles come right after the start's.
profile() {
    valgrind --tool=callgrind --demangle=no --dump-line=no --callgrind-out-file="$work/profile.$1" "${@:2}" > /dev/null 2>&1 || true
    rm -rf "$work/out"
}
profile 0 "$nibc" --version
index=1
for document in "${documents[@]}"; do
    profile "$index" "$nibc" compile "$document" -o "$work/out"
    index=$((index + 1))
done
profile "$index" "$nibc" --help
# Each profile's functions in the order the profile first names them (callgrind names a function
# with its number the first time, then by number alone), the profiles in the order they ran, each
# name once.
for run in $(seq 0 "$index"); do
    sed -n 's/^c\{0,1\}fn=([0-9]*) \(.*\)$/\1/p' "$work/profile.$run"
done | awk 'length($0) > 0 && $0 !~ /^0x/ && !seen[$0]++' > "$work/order"
# glibc picks a string function's variant for the CPU it runs on (valgrind's is not the build
# machine's, nor the user's): each variant named is followed by its siblings (`__memmove_avx2…`,
# `…_evex…`, `…_avx512…`, `…_sse2…`), so whichever runs is laid out with the rest.
nm "$nibc" | awk '{ print $NF }' | grep -E '^__[a-z0-9]+_(sse2|ssse3|avx|avx2|evex|avx512)' | LC_ALL=C sort -u > "$work/variants"
awk 'NR == FNR { base = $0; sub(/_(sse2|ssse3|avx|avx2|evex|avx512).*/, "", base); variants[base] = variants[base] " " $0; next }
    !seen[$0]++ { print }
    /^__[a-z0-9]+_(sse2|ssse3|avx|avx2|evex|avx512)/ {
        base = $0; sub(/_(sse2|ssse3|avx|avx2|evex|avx512).*/, "", base)
        n = split(variants[base], list, " "); for (i = 1; i <= n; i++) if (!seen[list[i]]++) print list[i]
    }' "$work/variants" "$work/order" > Scripts/startup-order.txt
echo "Scripts/startup-order.txt: $(wc -l < Scripts/startup-order.txt) functions"
