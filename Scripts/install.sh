#!/usr/bin/env bash
# install.sh — builds nibc as one static binary and installs it with an `ibtool` link beside it, so
# build systems that run ibtool find nibc.
#
#   Scripts/install.sh [--prefix DIR] [--build-path DIR] [--static-stdlib]
#
# DIR/bin/nibc and DIR/bin/ibtool -> nibc (default prefix: /usr/local). The binary is fully static
# (the C library, the Swift runtime, Foundation, libxml2 and its ICU, zlib and liblzma linked in),
# so it needs no shared library and no Swift toolchain at run time; it starts in a third of the time
# of a build that loads libxml2 and ICU as shared libraries. That needs the static archives of
# libxml2 and its dependencies (Debian: libxml2-dev libicu-dev zlib1g-dev liblzma-dev); without
# them, or with --static-stdlib, only the Swift runtime and Foundation are linked in and the binary
# needs libc, libstdc++ and libxml2 (with libxml2's own ICU, zlib and liblzma) where it runs.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=/usr/local
build_path=.build-static
linkage=static
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --build-path) build_path="$2"; shift 2 ;;
        --static-stdlib) linkage=static-stdlib; shift ;;
        -h|--help) sed -n '2,14p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 64 ;;
    esac
done

# The archives a fully static link needs (libxml2's, and what libxml2 and Foundation link).
archives="libxml2.a libicuuc.a libicudata.a libz.a liblzma.a libstdc++.a"
if [ "$linkage" = static ]; then
    for archive in $archives; do
        if [ "$(cc -print-file-name="$archive" 2>/dev/null)" = "$archive" ]; then
            echo "install.sh: $archive not found: building with only the Swift runtime linked in (see --help)" >&2
            linkage=static-stdlib
            break
        fi
    done
fi
# Concrete generic types (an array of nibc's structs, a set of its enums) get their metadata from
# accessor functions, not by demangling their names at first use and searching the binary's
# conformance records for the requirements: a quarter of a small document's compile went there.
metadata="-Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors"
# With lld (the Swift toolchain ships it), the functions a short process runs are laid out together,
# in the order of Scripts/startup-order.txt (Scripts/startup_order.sh makes it): a compile of a
# median document faulted in 130 pieces of the binary's text, 64 so laid out (0.93× the time).
layout=()
if command -v ld.lld > /dev/null 2>&1 || [ -x "$(dirname "$(command -v swift)")/ld.lld" ]; then
    layout=(-Xswiftc -Xfrontend -Xswiftc -function-sections -Xswiftc -use-ld=lld
        -Xlinker "--symbol-ordering-file=$PWD/Scripts/startup-order.txt" -Xlinker --no-warn-symbol-ordering)
fi
if [ "$linkage" = static ]; then
    # shellcheck disable=SC2086
    swift build -c release --product nibc --build-path "$build_path" $metadata ${layout[@]+"${layout[@]}"} -Xswiftc -static-executable \
        -Xlinker -lz -Xlinker -llzma -Xlinker -licuuc -Xlinker -licudata -Xlinker -lstdc++ -Xlinker -lm
else
    # shellcheck disable=SC2086
    swift build -c release --product nibc --static-swift-stdlib --build-path "$build_path" $metadata ${layout[@]+"${layout[@]}"}
fi
binary="$build_path/release/nibc"
mkdir -p "$prefix/bin"
# Copied, then stripped in place and renamed: the installed file is never half written.
cp "$binary" "$prefix/bin/.nibc.installing"
strip "$prefix/bin/.nibc.installing"
mv -f "$prefix/bin/.nibc.installing" "$prefix/bin/nibc"
ln -sf nibc "$prefix/bin/ibtool"

size=$(wc -c < "$prefix/bin/nibc")
echo "installed $prefix/bin/nibc ($((size / 1000000)) MB, $linkage) and $prefix/bin/ibtool -> nibc"
"$prefix/bin/nibc" --version
