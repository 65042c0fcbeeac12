#!/usr/bin/env python3
"""conformance.py - compile every iOS conformance case with nibc and score it with the judge.

Usage: conformance.py --nibc PATH/TO/nibc [--corpus ../shared/corpus] [--kind xib|storyboard] [--show N]

For each case folder under CORPUS/conformance/ios with a source of the chosen kind, runs
`nibc compile SOURCE -o OUT`, then `nibcmp.py expected OUT --json` (for a nib directory the judge
picks the member UIKit loads), and prints one line per case (recall, precision, exact) and the means.
A case that fails to compile scores 0. With --show N, the N heaviest mismatches of each inexact case.
"""
import argparse
import json
import os
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


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--nibc", required=True)
    parser.add_argument("--corpus", default=os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "..", "shared", "corpus"))
    parser.add_argument("--kind", default="xib")
    parser.add_argument("--show", type=int, default=0)
    args = parser.parse_args()
    judge = os.path.join(args.corpus, "..", "tools", "nibcmp", "nibcmp.py")
    base = os.path.join(args.corpus, "conformance", "ios")
    rows = []
    with tempfile.TemporaryDirectory() as scratch:
        for case in sorted(os.listdir(base)):
            folder = os.path.join(base, case)
            sources = [f for f in os.listdir(folder) if f.endswith("." + args.kind)]
            if not sources:
                continue
            expected = [os.path.join(folder, "expected", e) for e in os.listdir(os.path.join(folder, "expected"))][0]
            out = os.path.join(scratch, case + ".nib")
            # The corpus flattens paths; a document built from a Base.lproj folder is base-localized.
            with open(os.path.join(folder, "case.json")) as f:
                json_case = json.load(f)
            source_path = json_case.get("source_path", "")
            extra = ["--localizable"] if "/Base.lproj/" in "/" + source_path else []
            # Xcode passes the target's module to ibtool; the product the nib was found in names it.
            module = product_module(json_case.get("output_path", ""))
            if module:
                extra += ["--module", module]
            run = subprocess.run([args.nibc, "compile", os.path.join(folder, sources[0]), "-o", out] + extra, capture_output=True, text=True)
            if run.returncode != 0 or not os.path.exists(out):
                rows.append((case, 0.0, 0.0, False, "compile failed: " + run.stderr.strip().splitlines()[-1] if run.stderr.strip() else "compile failed"))
                continue
            score = subprocess.run([sys.executable, judge, expected, out, "--json", "--show", str(max(args.show, 1))], capture_output=True, text=True)
            result = json.loads(score.stdout)
            mismatches = result.get("mismatches", [])
            note = "; ".join(m.get("path", "") + ": " + m.get("message", m.get("kind", "")) for m in mismatches[: args.show]) if args.show else ""
            rows.append((case, result["recall"], result["precision"], result["exact"], note))
    print("%-58s %7s %9s %s" % ("case", "recall", "precision", "exact"))
    for case, recall, precision, exact, note in rows:
        print("%-58s %7.3f %9.3f %s" % (case, recall, precision, "yes" if exact else "no"))
        if note:
            print("      " + note)
    n = len(rows)
    print("%d cases: mean recall %.3f, mean precision %.3f, %d exact, min recall %.3f, min precision %.3f" % (
        n, sum(r[1] for r in rows) / n, sum(r[2] for r in rows) / n, sum(1 for r in rows if r[3]),
        min(r[1] for r in rows), min(r[2] for r in rows)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
