#!/usr/bin/env bash
# install.sh — builds nibc as one static binary (the Swift runtime and Foundation linked in) and
# installs it with an `ibtool` link beside it, so build systems that run ibtool find nibc.
#
#   Scripts/install.sh [--prefix DIR] [--build-path DIR]
#
# DIR/bin/nibc and DIR/bin/ibtool -> nibc (default prefix: /usr/local). The binary needs only the C
# library, libstdc++ and libxml2 (with what libxml2 itself links: ICU, zlib, liblzma), all of which a
# Linux system with libxml2 has; no Swift toolchain at run time.
set -euo pipefail
cd "$(dirname "$0")/.."

prefix=/usr/local
build_path=.build-static
while [ $# -gt 0 ]; do
    case "$1" in
        --prefix) prefix="$2"; shift 2 ;;
        --build-path) build_path="$2"; shift 2 ;;
        -h|--help) sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 64 ;;
    esac
done

swift build -c release --product nibc --static-swift-stdlib --build-path "$build_path"
binary="$build_path/release/nibc"
mkdir -p "$prefix/bin"
# Copied, then stripped in place and renamed: the installed file is never half written.
cp "$binary" "$prefix/bin/.nibc.installing"
strip "$prefix/bin/.nibc.installing"
mv -f "$prefix/bin/.nibc.installing" "$prefix/bin/nibc"
ln -sf nibc "$prefix/bin/ibtool"

size=$(wc -c < "$prefix/bin/nibc")
echo "installed $prefix/bin/nibc ($((size / 1000000)) MB, static Swift runtime) and $prefix/bin/ibtool -> nibc"
"$prefix/bin/nibc" --version
