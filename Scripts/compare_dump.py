#!/usr/bin/env python3
"""compare_dump.py - check that `nibc dump` agrees with the independent decoder nibdump.py.

Usage: compare_dump.py --nibc PATH/TO/nibc --nibdump PATH/TO/nibdump.py FILE.nib...

For each file, both tools print the object tree from the root. Each line is reduced to a canonical
fact - depth, key, object index and class (with fallbacks), or the typed value (integer width and
number, float32/float64 bits, the data's length and first 48 bytes, geometry rebuilt as bytes,
string contents) - and the two lists must be equal. nibdump's own shortcuts are mirrored: it shows
NSLocalizableString inline with its text and truncates long data. Exit status 0 when every file
agrees, 1 otherwise (the first differing line of each file is printed).
"""
import argparse
import ast
import importlib.util
import io
import json
import math
import re
import struct
import subprocess
import sys

OBJECT = re.compile(r"^@(\d+) (.*)$")
INT_NIBDUMP = re.compile(r"^(-?\d+) (int8|int16|int32|int64)$")
INT_NIBC = re.compile(r"^(int8|int16|int32|int64) (-?\d+)$")


def canonical_float(text, width):
    value = float(text)
    if math.isnan(value):
        return ("nan", width)
    return (width, struct.pack("<f" if width == "f32" else "<d", value))


def canonical_bytes(length, data):
    return ("data", length, bytes(data[:48]))


def value_nibdump(text):
    if text in ("true", "false", "nil"):
        return (text,)
    m = INT_NIBDUMP.match(text)
    if m:
        return (m.group(2), int(m.group(1)))
    if text.endswith(" f32"):
        return canonical_float(text[:-4], "f32")
    if text.endswith(" f64"):
        return canonical_float(text[:-4], "f64")
    m = re.match(r"^<embedded NIBArchive (\d+) bytes>$", text)
    if m:
        return ("embedded", int(m.group(1)))
    m = re.match(r"^struct([fd]) \((.*)\)$", text)
    if m:
        parts = [float(x) for x in m.group(2).split(",") if x.strip()]
        fmt = "<B%d%s" % (len(parts), m.group(1))
        raw = struct.pack(fmt, 6 if m.group(1) == "f" else 7, *parts)
        return canonical_bytes(len(raw), raw)
    m = re.match(r"^data\((\d+)\) (.*)$", text, re.S)
    if m:
        length, rest = int(m.group(1)), m.group(2)
        if rest.startswith(("'", '"')):
            truncated = rest.endswith("...") and not rest.endswith(("'", '"'))
            literal = rest[:-3] if truncated else rest
            return canonical_bytes(length, ast.literal_eval(literal).encode("utf-8"))
        return canonical_bytes(length, bytes.fromhex(rest.rstrip(".")))
    return ("?", text)


def value_nibc(text):
    if text in ("true", "false", "nil"):
        return (text,)
    m = INT_NIBC.match(text)
    if m:
        return (m.group(1), int(m.group(2)))
    if text.startswith("float "):
        return canonical_float(text[6:], "f32")
    if text.startswith("double "):
        return canonical_float(text[7:], "f64")
    m = re.match(r"^data\((\d+)\) (.*)$", text, re.S)
    if m:
        length, rest = int(m.group(1)), m.group(2)
        if rest == "NIBArchive":
            return ("embedded", length)
        if rest.startswith("{"):
            parts = [float(x) for x in rest[1:-1].split(",")]
            # The length tells the form: 0x07 and float64s, or (before SDK 8) 0x06 and float32s.
            single = length == 1 + 4 * len(parts)
            raw = struct.pack("<B%d%s" % (len(parts), "f" if single else "d"), 6 if single else 7, *parts)
            return canonical_bytes(length, raw)
        if rest.startswith('"'):
            return canonical_bytes(length, json.loads(rest).encode("utf-8"))
        return canonical_bytes(length, bytes.fromhex(rest[1:-1]))
    return ("?", text)


def object_fact(index, rest, quote):
    """The fact for '@N rest'; quote is the string syntax of the tool."""
    if rest.endswith(" (see above)"):
        return ("ref", index, rest[: -len(" (see above)")])
    m = re.match(r"^(NSString|NSMutableString|NSLocalizableString) (['\"].*)$", rest, re.S)
    if m:
        text = ast.literal_eval(m.group(2)) if quote == "python" else json.loads(m.group(2))
        return ("string", index, m.group(1), text)
    m = re.match(r"^NSNumber (.*)$", rest)
    if m:
        inner = value_nibdump(m.group(1)) if quote == "python" else value_nibc(m.group(1))
        return ("number", index, inner)
    return ("object", index, rest)


def facts(text, quote):
    lines = [l for l in text.split("\n") if l.strip() and not l.lstrip().startswith("#")]
    result = []
    skip_deeper_than = None
    for position, line in enumerate(lines):
        stripped = line.lstrip(" ")
        depth = (len(line) - len(stripped)) // 2
        if skip_deeper_than is not None:
            if depth > skip_deeper_than:
                continue
            skip_deeper_than = None
        m = re.match(r"^--- embedded nib \(coder v?(\d+)\) ---$", stripped)
        if m:
            result.append((depth, "embedded-nib", int(m.group(1))))
            continue
        key = None
        body = stripped
        m = re.match(r"^([^ ]+) = (.*)$", stripped, re.S)
        if m and not stripped.startswith("@"):
            key, body = m.group(1), m.group(2)
        m = OBJECT.match(body)
        if m:
            index, rest = int(m.group(1)), m.group(2)
            if quote == "json" and rest == "NSLocalizableString":
                # nibdump shows it inline: take the text of its NS.bytes and skip its values.
                text = None
                for child in lines[position + 1:]:
                    child_stripped = child.lstrip(" ")
                    if (len(child) - len(child_stripped)) // 2 <= depth:
                        break
                    cm = re.match(r'^NS\.bytes = data\(\d+\) (".*")$', child_stripped)
                    if cm:
                        text = json.loads(cm.group(1))
                result.append((depth, key, ("string", index, "NSLocalizableString", text)))
                skip_deeper_than = depth
                continue
            result.append((depth, key, object_fact(index, rest, quote)))
        else:
            result.append((depth, key, value_nibdump(body) if quote == "python" else value_nibc(body)))
    return result


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--nibc", required=True)
    parser.add_argument("--nibdump", required=True)
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    spec = importlib.util.spec_from_file_location("nibdump", args.nibdump)
    nibdump = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(nibdump)
    sys.setrecursionlimit(100000)

    failures = 0
    compared = 0
    for path in args.files:
        out = io.StringIO()
        nibdump.load(path).dump_tree(out)
        expected = facts(out.getvalue(), "python")
        run = subprocess.run([args.nibc, "dump", path], capture_output=True, text=True)
        if run.returncode != 0:
            print("FAIL %s: nibc dump exited %d: %s" % (path, run.returncode, run.stderr.strip()))
            failures += 1
            continue
        actual = facts(run.stdout, "json")
        compared += len(expected)
        if expected != actual:
            failures += 1
            for i, (e, a) in enumerate(zip(expected, actual)):
                if e != a:
                    print("FAIL %s: fact %d differs:\n  nibdump: %r\n  nibc:    %r" % (path, i, e, a))
                    break
            else:
                print("FAIL %s: %d facts from nibdump, %d from nibc" % (path, len(expected), len(actual)))
    print("%d files, %d facts compared, %d files differ" % (len(args.files), compared, failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
