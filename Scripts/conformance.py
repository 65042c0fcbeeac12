#!/usr/bin/env python3
"""conformance.py - compile every iOS conformance case with nibc and score it with the judge.

Usage: conformance.py --nibc PATH/TO/nibc [--corpus ../shared/corpus] [--platform ios|macos] [--kind xib|storyboard] [--show N]

For each case folder under CORPUS/conformance/<platform> (ios by default) with a source of the chosen kind, runs
`nibc compile SOURCE -o OUT`, then `nibcmp.py expected OUT --json` (for a nib directory the judge
picks the member UIKit loads), and prints one line per case (recall, precision, exact), the means,
and the means per library (the case name up to its first '-'). A case's line ends with how many of its
nibs list their objects in ibtool's classes' order.
A case that fails to compile scores 0. With --show N, the N heaviest mismatches of each inexact case.
The judge does not score the order of the nib's object list (UINibObjectsKey); the last line counts
the nibs whose list has ibtool's classes in ibtool's order, read with the reference decoder.
"""
import argparse
import json
import os
import plistlib
import re
import subprocess
import sys
import tempfile


def product_module(output_path):
    """The module name of the framework or app an output path lies in (`X.framework/...` -> X), as
    Xcode derives PRODUCT_MODULE_NAME: characters that cannot start or continue an identifier become _."""
    for part in output_path.split("/"):
        for suffix in (".framework", ".app", ".appex"):
            if part.endswith(suffix):
                name = re.sub(r"[^A-Za-z0-9_]", "_", part[: -len(suffix)])
                return "_" + name if name[:1].isdigit() else name
    return None


def judge_module(judge):
    """The judge as a module, for its rule of which nib of a nib directory UIKit loads."""
    sys.path.insert(0, os.path.dirname(judge))
    import nibcmp
    return nibcmp


def reference_sdk(nibc, judge, expected):
    """The iOS SDK of the ibtool that built a reference, from the fingerprints a nib carries.

    ibtool's output depends on its SDK (system font names, default colors, precision) and Xcode
    passes it with --sdk; the corpus does not record it. Coder version 10 means Xcode 13 or later
    (nibc's default; 15 when its font descriptors have no options). In coder 9: `UIRed-Double`-style keys mean SDK 14; `.SFUIText`/`.SFUIDisplay`
    system font names mean SDK 12 or older; `.SFUI-<Weight>` means 13; views without
    `UIViewLargeContentStoredProperties` mean 12 or older; no fingerprint, 14 (the last
    coder-9 SDK); keys a view or font always has under newer SDKs and lacks here mean an older SDK
    (see the `sdk:` ranges of the class model and Sources/NibCompiler/UIKit/SDKVersion.swift). Only these fingerprints are read, never the content being scored."""
    if expected.endswith(".storyboardc"):
        # A storyboard's fingerprints are in its nibs; the largest (a view nib) has the most.
        nibs = [os.path.join(expected, n) for n in os.listdir(expected) if n.endswith(".nib")]
        nib = max(nibs, key=lambda n: os.path.getsize(judge_module(judge).resolve_nib(n)))
    else:
        nib = expected
    dump = subprocess.run([nibc, "dump", judge_module(judge).resolve_nib(nib)], capture_output=True, text=True).stdout
    if re.search(r"coder 10", dump.splitlines()[0] if dump else ""):
        # Coder 10 is SDK 15 or later; font descriptors without options are from before 17.
        if "UIFontDescriptorAttributes" in dump and "UIFontDescriptorOptions" not in dump:
            return "15.0"
        return None
    if "-Double = " in dump:
        return "14.0"
    # Keys that older SDKs did not archive yet: the root's trait storage lists (8: size classes), the
    # semantic content attribute (9), UIDeepDrawRect (10), font scaling sizes (11).
    if "UINibObjectsKey" in dump and "UINibTraitStorageListsKey" not in dump:
        return "7.0"
    if "UIBounds = " in dump and "UIViewSemanticContentAttribute = " not in dump:
        return "8.0"
    if "UIBounds = " in dump and "UIDeepDrawRect = " not in dump:
        return "9.0"
    if "UIFontName = " in dump and "UIFontPointSizeForScaling = " not in dump:
        return "10.0"
    if re.search(r'UIFontName = @\d+ NSString "\.SFUI(Text|Display)', dump):
        return "12.0"
    if re.search(r'UIFontName = @\d+ NSString "\.SFUI-', dump):
        return "13.0"
    # Views archive UIViewLargeContentStoredProperties from SDK 13 on.
    if "UIBounds = " in dump and "UIViewLargeContentStoredProperties" not in dump:
        return "12.0"
    return "14.0"


def reference_decoder():
    """The reference decoder (../shared/tools/nibdump.py) as a module: run in this process, not one
    Python start-up per nib (most of a case's time on the CI machine)."""
    sys.path.insert(0, os.path.dirname(REFERENCE_DECODER))
    import nibdump
    return nibdump


def reference_macos_sdk(nibc, judge, expected):
    """The macOS SDK of the ibtool that built an AppKit reference, from its fingerprints: menu items
    without `NSHiddenInRepresentation` or text fields without `NSAllowsWritingTools` (keys every
    other macOS reference has) mean an SDK before macOS 15 (see the `sdk:15+` keys of the class
    model); nil for the current one. Only these keys are read, never the content being scored."""
    nibs = [expected]
    if os.path.isdir(expected) and not expected.endswith(".nib"):
        nibs = [os.path.join(expected, n) for n in sorted(os.listdir(expected)) if n.endswith(".nib")]
    decoder = reference_decoder()
    for path in nibs:
        try:
            nib = decoder.load(judge_module(judge).resolve_nib(path))
        except Exception:
            continue
        for class_index, start, count in nib.objects:
            keys = {nib.keys[v.key] for v in nib.values[start:start + count]}
            name = nib.classes[class_index][0]
            if (name == "NSMenuItem" and "NSHiddenInRepresentation" not in keys) or (name == "NSTextField" and "NSAllowsWritingTools" not in keys):
                return "14.0"
    return None


def object_classes(path):
    """The classes of a nib's UINibObjectsKey list, in order, as the reference decoder reads them."""
    try:
        nib = reference_decoder().load(path)
    except Exception:
        return None

    def values(index):
        _, start, count = nib.objects[index]
        return nib.values[start:start + count]

    def reference(index, key):
        return next((v.value for v in values(index) if nib.keys[v.key] == key and v.type == 10), None)

    objects = reference(0, "UINibObjectsKey") if nib.objects else None
    if objects is None:
        return None
    return [nib.classes[nib.objects[v.value][0]][0] for v in values(objects) if nib.keys[v.key] == "UINibEncoderEmptyKey" and v.type == 10]


def same_object_order(expected, out, judge):
    """(nibs whose object list has ibtool's order, nibs compared) for a case's output."""
    resolve = judge_module(judge).resolve_nib
    if expected.endswith(".storyboardc"):
        pairs = [(os.path.join(expected, n), os.path.join(out, n)) for n in sorted(os.listdir(expected)) if n.endswith(".nib")]
    else:
        pairs = [(expected, out)]
    same = 0
    for reference, candidate in pairs:
        if os.path.exists(candidate):
            theirs = object_classes(resolve(reference))
            same += theirs is not None and theirs == object_classes(resolve(candidate))
    return same, len(pairs)


def score(judge, expected, out, show):
    """The judge's result for one case, as `nibcmp.py EXPECTED OUT --json --show N` prints it, computed
    in this process (the same library call as its command line, without a Python start-up per case)."""
    nibcmp = judge_module(judge)
    try:
        result = nibcmp.compare_paths(expected, out, frozenset(nibcmp.DEFAULT_IGNORE_KEYS), show)
    except (nibcmp.NibArchiveError, OSError) as error:
        return {"error": "reference: %s" % error, "recall": 0.0, "precision": 0.0, "exact": False}
    return json.loads(json.dumps(result, ensure_ascii=False))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--nibc", required=True)
    parser.add_argument("--corpus", default=os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "..", "shared", "corpus"))
    parser.add_argument("--kind", default="xib")
    parser.add_argument("--platform", default="ios", choices=["ios", "macos"])
    parser.add_argument("--show", type=int, default=0)
    parser.add_argument("--default-sdk", action="store_true", help="compile every case with nibc's default SDK")
    args = parser.parse_args()
    judge = os.path.join(args.corpus, "..", "tools", "nibcmp", "nibcmp.py")
    global REFERENCE_DECODER
    REFERENCE_DECODER = os.path.join(args.corpus, "..", "tools", "nibdump.py")
    ordered = [0, 0]
    base = os.path.join(args.corpus, "conformance", args.platform)
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        for case in sorted(os.listdir(base)):
            folder = os.path.join(base, case)
            sources = [f for f in os.listdir(folder) if f.endswith("." + args.kind)]
            if not sources:
                continue
            expected = [os.path.join(folder, "expected", e) for e in os.listdir(os.path.join(folder, "expected"))][0]
            out = os.path.join(scratch, case + (".storyboardc" if args.kind == "storyboard" else ".nib"))
            # The corpus flattens paths; a document built from a Base.lproj folder is base-localized.
            with open(os.path.join(folder, "case.json")) as f:
                json_case = json.load(f)
            source_path = json_case.get("source_path", "")
            extra = ["--localizable"] if "/Base.lproj/" in "/" + source_path else []
            # Xcode passes the target's module to ibtool; the product the nib was found in names it.
            module = product_module(json_case.get("output_path", ""))
            if module:
                extra += ["--module", module]
            sdk = None if args.default_sdk else (reference_macos_sdk if args.platform == "macos" else reference_sdk)(args.nibc, judge, expected)
            if sdk:
                extra += ["--sdk", sdk]
            run = subprocess.run([args.nibc, "compile", os.path.join(folder, sources[0]), "-o", out] + extra, capture_output=True, text=True)
            if run.returncode != 0 or not os.path.exists(out):
                rows.append((case, 0.0, 0.0, False, "compile failed: " + run.stderr.strip().splitlines()[-1] if run.stderr.strip() else "compile failed", (0, 0)))
                continue
            same, compared = same_object_order(expected, out, judge) if args.platform == "ios" else (0, 0)
            ordered[0] += same
            ordered[1] += compared
            result = score(judge, expected, out, max(args.show, 1))
            mismatches = result.get("mismatches", [])
            note = "; ".join(m.get("path", "") + ": " + m.get("message", m.get("kind", "")) for m in mismatches[: args.show]) if args.show else ""
            if args.kind == "storyboard":
                # The folder must hold the same nibs (and Info.plist) as ibtool's.
                names, expected_names = sorted(os.listdir(out)), sorted(os.listdir(expected))
                if names != expected_names:
                    missing = sorted(set(expected_names) - set(names))
                    extra_names = sorted(set(names) - set(expected_names))
                    note = "; ".join(filter(None, [note, "nib names differ: missing %s, extra %s" % (missing, extra_names)]))
                    result["exact"] = False
                # ... and an Info.plist with the same contents.
                with open(os.path.join(expected, "Info.plist"), "rb") as f:
                    expected_plist = plistlib.load(f)
                try:
                    with open(os.path.join(out, "Info.plist"), "rb") as f:
                        plist = plistlib.load(f)
                except (OSError, plistlib.InvalidFileException) as error:
                    plist = str(error)
                # (A macOS storyboard's controller UUIDs are random in ibtool's output: their keys
                # are compared, not their values, as the judge does.)
                def comparable(value):
                    if isinstance(value, dict) and isinstance(value.get("NSViewControllerIdentifiersToUUIDs"), dict):
                        value = dict(value, NSViewControllerIdentifiersToUUIDs=sorted(value["NSViewControllerIdentifiersToUUIDs"]))
                    return value
                if comparable(plist) != comparable(expected_plist):
                    note = "; ".join(filter(None, [note, "Info.plist differs: expected %r, got %r" % (expected_plist, plist)]))
                    result["exact"] = False
            rows.append((case, result["recall"], result["precision"], result["exact"], ("sdk " + sdk if sdk else "") + ("; " + note if note else ""), (same, compared)))
    print("%-58s %7s %9s %-5s %s" % ("case", "recall", "precision", "exact", "order"))
    for case, recall, precision, exact, note, order in rows:
        print("%-58s %7.3f %9.3f %-5s %d/%d" % (case, recall, precision, "yes" if exact else "no", order[0], order[1]))
        if note:
            print("      " + note)
    n = len(rows)
    print("%d cases: mean recall %.3f, mean precision %.3f, %d exact, min recall %.3f, min precision %.3f" % (
        n, sum(r[1] for r in rows) / n, sum(r[2] for r in rows) / n, sum(1 for r in rows if r[3]),
        min(r[1] for r in rows), min(r[2] for r in rows)))
    # Per library (the case name up to its first '-'): the corpus grows a library at a time.
    libraries = {}
    for row in rows:
        libraries.setdefault(row[0].split("-")[0], []).append(row)
    for library, group in sorted(libraries.items()):
        print("library %-24s %3d cases: mean recall %.3f, mean precision %.3f, %d exact, min recall %.3f, min precision %.3f" % (
            library + ":", len(group), sum(r[1] for r in group) / len(group), sum(r[2] for r in group) / len(group),
            sum(1 for r in group if r[3]), min(r[1] for r in group), min(r[2] for r in group)))
    print("object order: %d of %d nibs list their objects in ibtool's order" % tuple(ordered))
    return 0


if __name__ == "__main__":
    sys.exit(main())
