#!/usr/bin/env python3
"""decompile_roundtrip.py - issue 34's measures of `nibc decompile` over the corpus.

Usage: decompile_roundtrip.py --nibc PATH/TO/nibc [--corpus ../shared/corpus] [--rows FILE] [--agreement] [--cases]

Round trip: every NIBArchive of the corpus outside a `.storyboardc` is decompiled into a xib, every
`.storyboardc` into one storyboard; each document is compiled again at the SDK its nib's
fingerprints imply (conformance.py's reading; `--localizable` when the nib holds localizable
strings) and scored by the judge against Apple's nib (a storyboard's nibs by name). Prints the means
for iOS and macOS apart and together, the exact count, and the keys that most often differ.

--agreement: for each paired conformance case with one xib and one expected nib, how many of the
source's attribute occurrences the decompiled document repeats (same element path, attribute and
value; ids mapped through the aligned elements; constraints matched within their list; design-time
elements and ids left out). --cases prints one line per case.
"""
import argparse
import collections
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import conformance  # noqa: E402

MAGIC = b"NIBArchive"


def member(path):
    """The member of a nib directory the loader reads (newest objects/keyedobjects, else runtime.nib)."""
    if not os.path.isdir(path):
        return path
    names = os.listdir(path)
    chosen = sorted(n for n in names if n.startswith(("objects", "keyedobjects"))) or ["runtime.nib"]
    return os.path.join(path, chosen[-1])


def platform_of(path):
    data = open(member(path), "rb").read()
    return "macos" if b"IB.objectdata" in data else "ios"


def compile_flags(nibc, judge, reference):
    data = open(reference, "rb").read()
    reader = conformance.reference_macos_sdk if b"IB.objectdata" in data else conformance.reference_sdk
    sdk = reader(nibc, judge, reference)
    return (["--sdk", sdk] if sdk else []) + (["--localizable"] if b"NSLocalizableString" in data else [])


def judge_score(judge, reference, candidate, mismatches):
    out = subprocess.run(["python3", judge, reference, candidate, "--show", "40"], capture_output=True, text=True).stdout
    found = re.search(r"recall ([\d.]+)\s+precision ([\d.]+)\s+exact (\w+)", out)
    if not found:
        return None
    keys = []
    for line in out.splitlines():
        key = re.match(r"\s+(\S+): expected", line)
        if key:
            keys.append(re.sub(r"\[\d+\]|\{[^}]*\}", "", key.group(1)).split(".")[-1])
    mismatches.update(keys)
    return float(found.group(1)), float(found.group(2)), found.group(3) == "yes", sorted(set(keys))


def round_trip(nibc, judge, corpus, work):
    nibs, storyboards = [], []
    for folder, dirs, files in os.walk(corpus):
        if ".storyboardc" in folder or folder.endswith(".nib"):
            continue
        for name in sorted(dirs):
            path = os.path.join(folder, name)
            if name.endswith(".storyboardc"):
                storyboards.append(path)
            elif name.endswith(".nib") and os.path.exists(member(path)) and open(member(path), "rb").read(10) == MAGIC:
                nibs.append(path)
        for name in sorted(files):
            path = os.path.join(folder, name)
            with open(path, "rb") as handle:
                if handle.read(10) == MAGIC:
                    nibs.append(path)
    results, mismatches = [], collections.Counter()
    for index, nib in enumerate(sorted(nibs)):
        document, output = os.path.join(work, "%d.xib" % index), os.path.join(work, "%d.nib" % index)
        platform = platform_of(nib)
        if subprocess.run([nibc, "decompile", nib, "-o", document], capture_output=True).returncode != 0:
            results.append((platform, nib, 0.0, 0.0, False, [], "xib"))
            continue
        reference = member(nib)
        subprocess.run([nibc, "compile", document, "-o", output] + compile_flags(nibc, judge, reference), capture_output=True)
        score = judge_score(judge, reference, output, mismatches) if os.path.exists(output) else None
        results.append((platform, nib) + (score or (0.0, 0.0, False, [])) + ("xib",))
    for index, folder in enumerate(sorted(storyboards)):
        document, output = os.path.join(work, "sb%d.storyboard" % index), os.path.join(work, "sb%d.storyboardc" % index)
        names = sorted(n for n in os.listdir(folder) if n.endswith(".nib"))
        platform = platform_of(os.path.join(folder, names[0]))
        decompiled = subprocess.run([nibc, "decompile", folder, "-o", document], capture_output=True).returncode == 0
        if decompiled:
            subprocess.run([nibc, "compile", document, "-o", output] + compile_flags(nibc, judge, member(os.path.join(folder, names[0]))), capture_output=True)
        for name in names:
            reference, candidate = member(os.path.join(folder, name)), os.path.join(output, name)
            if os.path.isdir(candidate):
                candidate = os.path.join(candidate, os.path.basename(reference)) if os.path.exists(os.path.join(candidate, os.path.basename(reference))) else member(candidate)
            score = judge_score(judge, reference, candidate, mismatches) if decompiled and os.path.exists(candidate) else None
            results.append((platform, os.path.join(folder, name)) + (score or (0.0, 0.0, False, [])) + ("storyboard",))
    return results, mismatches


def summary(label, rows):
    """Means of (platform, path, recall, precision, exact, differing keys, kind) rows."""
    if not rows:
        return
    print("%-28s %4d nibs  mean recall %.4f  precision %.4f  exact %d" % (
        label, len(rows), sum(r[2] for r in rows) / len(rows), sum(r[3] for r in rows) / len(rows), sum(r[4] for r in rows)))


# --- agreement with the paired sources ---

SKIP_ELEMENTS = {"dependencies", "resources", "simulatedMetricsContainer", "inferredMetricsTieBreakers", "point", "designable",
                 "capability", "plugIn", "deployment", "device", "accessibilityOverrides"}
SKIP_ATTRIBUTES = {"id", "userLabel", "misplaced", "ambiguous", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "sceneMemberID", "sceneID", "key"}
ID_ATTRIBUTES = {"destination", "firstItem", "secondItem", "target", "headerView", "initialViewController", "outlineTableColumn", "tableViewCell", "collectionViewCell"}


def paths(root):
    """Each element by its path (tag, key, property, selector, index among such siblings); ids → paths."""
    elements, ids = {}, {}

    def walk(element, path):
        counts = collections.Counter()
        for child in element:
            if child.tag in SKIP_ELEMENTS or child.tag.startswith("simulated"):
                continue
            kind = (child.tag, child.get("key", ""), child.get("property", ""), child.get("selector", ""))
            place = path + (kind + (counts[kind],),)
            counts[kind] += 1
            elements[place] = child
            if child.get("id"):
                ids[child.get("id")] = place
            walk(child, place)
    walk(root, ())
    return elements, ids


def is_number(text):
    """Whether an attribute value is a number (an old document's ids are numbers too: a frame's `x="14"`
    is not the object with id 14)."""
    try:
        float(text)
        return True
    except ValueError:
        return False


def agreement(source, decompiled):
    ours, our_ids = paths(source)
    theirs, _ = paths(decompiled)
    id_map = {i: theirs[p].get("id") for i, p in our_ids.items() if p in theirs and theirs[p].get("id")}

    def same(attribute, value, other):
        if other is None:
            return False
        if attribute in ID_ATTRIBUTES or (value in our_ids and not is_number(value)):
            return id_map.get(value) == other
        if other == value:
            return True
        try:
            return abs(float(other) - float(value)) < 1e-3
        except ValueError:
            return False
    total = agreed = 0
    in_lists = set()
    for path, element in ours.items():
        if element.tag != "constraints":
            continue
        candidates, used = list(theirs.get(path, [])), set()
        for constraint in element:
            in_lists.add(id(constraint))
            names = [a for a in constraint.attrib if a not in SKIP_ATTRIBUTES]
            total += len(names)
            best, best_score = None, -1
            for index, other in enumerate(candidates):
                if index in used:
                    continue
                score = sum(same(a, constraint.get(a), other.get(a)) for a in names)
                if score > best_score:
                    best, best_score = index, score
            if best is not None:
                used.add(best)
                agreed += best_score
    for path, element in ours.items():
        if id(element) in in_lists:
            continue
        other = theirs.get(path)
        for attribute, value in element.attrib.items():
            if attribute in SKIP_ATTRIBUTES:
                continue
            total += 1
            agreed += same(attribute, value, other.get(attribute) if other is not None else None)
    return agreed, total


def agreements(nibc, corpus, show_cases):
    for platform in ("ios", "macos"):
        base = os.path.join(corpus, "conformance", platform)
        rows = []
        for case in sorted(os.listdir(base)):
            folder = os.path.join(base, case)
            sources = [n for n in os.listdir(folder) if n.endswith(".xib")]
            expected = os.path.join(folder, "expected")
            if len(sources) != 1 or not os.path.isdir(expected) or len(os.listdir(expected)) != 1:
                continue
            run = subprocess.run([nibc, "decompile", os.path.join(expected, os.listdir(expected)[0])], capture_output=True)
            if run.returncode != 0:
                rows.append((case, 0, 1))
                continue
            try:
                source = ET.parse(os.path.join(folder, sources[0])).getroot()
            except ET.ParseError:
                continue
            rows.append((case,) + agreement(source, ET.fromstring(run.stdout)))
        total = sum(r[2] for r in rows)
        shares = [r[1] / r[2] for r in rows if r[2]]
        print("agreement %-6s %3d cases: %.1f %% of %d attribute occurrences; mean per case %.1f %%; %d cases at least 90 %%" % (
            platform, len(rows), 100 * sum(r[1] for r in rows) / max(total, 1), total, 100 * sum(shares) / max(len(shares), 1),
            sum(1 for s in shares if s >= 0.9)))
        if show_cases:
            for case, agreed, count in rows:
                print("  %-56s %5.1f %%  (%d of %d)" % (case, 100 * agreed / max(count, 1), agreed, count))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--nibc", required=True)
    parser.add_argument("--corpus", default=os.path.join(os.path.dirname(__file__), "..", "..", "shared", "corpus"))
    parser.add_argument("--agreement", action="store_true")
    parser.add_argument("--cases", action="store_true")
    parser.add_argument("--rows", metavar="FILE", help="write every nib's (platform, path, recall, precision, exact, differing keys, kind) as JSON")
    arguments = parser.parse_args()
    conformance.REFERENCE_DECODER = os.path.join(arguments.corpus, "..", "tools", "nibdump.py")
    judge = os.path.join(arguments.corpus, "..", "tools", "nibcmp", "nibcmp.py")
    if arguments.agreement:
        agreements(arguments.nibc, arguments.corpus, arguments.cases)
        return
    work = tempfile.mkdtemp(prefix="nibc-roundtrip-")
    try:
        results, mismatches = round_trip(arguments.nibc, judge, arguments.corpus, work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    if arguments.rows:
        with open(arguments.rows, "w") as handle:
            json.dump(results, handle, indent=0)
    for platform in ("ios", "macos"):
        summary(platform, [r for r in results if r[0] == platform])
        summary(platform + " storyboards' nibs", [r for r in results if r[0] == platform and r[6] == "storyboard"])
    summary("all", results)
    print("keys that most often differ:", ", ".join("%s %d" % item for item in mismatches.most_common(15)))


if __name__ == "__main__":
    main()
