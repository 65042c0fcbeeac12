#!/usr/bin/env bash
# startup_order.sh — writes Scripts/startup-order.txt: the functions a short `nibc` process runs, in
# the order it first runs them, so that the static link (Scripts/install.sh, with lld) lays them out
# together. A compile of a median document touched code spread over the 20 MB of the binary's
# text, a page fault for every 64 KB it touched (130 of them); laid out together they are a few.
#
#   Scripts/startup_order.sh NIBC [DOCUMENT ...]
#
# NIBC is a static build of nibc with its symbols (.build-static/release/nibc, before install.sh
# strips it); the documents default to Samples/'s, and `nibc --version` and `nibc --help` run too.
# Needs valgrind. Run it again when the start of a process changes much; a stale list only lays
# out less well (functions it names that no longer exist are skipped by the linker).
set -euo pipefail
cd "$(dirname "$0")/.."
nibc="$1"
shift
documents=("$@")
if [ ${#documents[@]} -eq 0 ]; then documents=(Samples/*.xib Samples/*.storyboard); fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

runs=("--version" "--help")
for document in "${documents[@]}"; do runs+=("compile $document -o $work/out"); done
index=0
for run in "${runs[@]}"; do
    # shellcheck disable=SC2086
    valgrind --tool=callgrind --demangle=no --dump-line=no --callgrind-out-file="$work/profile.$index" \
        "$nibc" $run > /dev/null 2>&1 || true
    rm -rf "$work/out"
    index=$((index + 1))
done
# Each profile's functions in the order the profile first names them (callgrind names a function
# with its number the first time, then by number alone), the profiles in turn, each name once.
for profile in "$work"/profile.*; do
    sed -n 's/^c\{0,1\}fn=([0-9]*) \(.*\)$/\1/p' "$profile"
done | awk 'length($0) > 0 && $0 !~ /^0x/ && !seen[$0]++' > Scripts/startup-order.txt
echo "Scripts/startup-order.txt: $(wc -l < Scripts/startup-order.txt) functions"
