#!/usr/bin/env bash
# fuzz.sh TARGET [SECONDS] [JOBS] — builds the libFuzzer targets of Fuzz/ (release, address sanitizer)
# and runs TARGET for SECONDS (default 600), seeded from ../shared/corpus. New inputs go to
# Fuzz/.build/corpus/TARGET, crashes to Fuzz/.build/findings/TARGET; neither is committed: each
# finding becomes a case in Tests/NibcCLITests/HostileInputTests.swift or a named test of its own.
#
#   Scripts/fuzz.sh FuzzDocument 1800     the front end, 30 minutes
#   Scripts/fuzz.sh all 600               each target for 10 minutes, one after another
#
# Leaks are not looked for: FoundationXML's XMLParser leaks the error it makes for every malformed
# document (72 bytes, in _CFErrorCreateFromXMLInterface), which is outside nibc.
#
# Targets: FuzzDocument (parse + resolve), FuzzCompile (the compiler end to end), FuzzNibReader
# (reader, dumps, loader), FuzzDiff (nibc diff), FuzzAssemble (the JSON form).
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
target=${1:?usage: fuzz.sh TARGET|all [SECONDS]}
seconds=${2:-600}
corpus=$(cd ../.. && pwd)/shared/corpus
swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld >&2
bin=$(swift build -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -use-ld=lld --show-bin-path)
run() {
    local name=$1 seeds=()
    case $name in
        FuzzDocument|FuzzCompile) seeds=("$corpus/xibs" "$corpus/conformance") ;;
        FuzzNibReader|FuzzDiff) seeds=("$corpus/nibs" "$corpus/conformance") ;;
        FuzzAssemble) seeds=() ;;
        *) echo "fuzz.sh: unknown target $name" >&2; exit 64 ;;
    esac
    mkdir -p ".build/corpus/$name" ".build/findings/$name"
    [ -d "$corpus" ] || seeds=()
    ASAN_OPTIONS=detect_leaks=0 "$bin/$name" ".build/corpus/$name" "${seeds[@]}" -max_total_time="$seconds" -max_len=131072 -timeout=10 \
        -rss_limit_mb=2048 -detect_leaks=0 -artifact_prefix=".build/findings/$name/" -print_final_stats=1
}
if [ "$target" = all ]; then
    for name in FuzzDocument FuzzCompile FuzzNibReader FuzzDiff FuzzAssemble; do run "$name"; done
else
    run "$target"
fi
