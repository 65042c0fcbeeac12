#!/usr/bin/env python3
"""diff_agreement.py - check that `nibc diff` and the judge (../shared/tools/nibcmp) give the same scores.

Usage: diff_agreement.py --nibc PATH/TO/nibc [--corpus ../shared/corpus] [--verbose]

Both tools score the same (reference, candidate) pairs with --json; a pair agrees when recall and
precision are equal to 3 decimals (the issue's rule). Entry counts are compared too and reported. Pairs:

  compiled   every iOS xib conformance case compiled by nibc, at its reference's SDK and at the
             default SDK, against expected/ (what Scripts/conformance.py scores);
  ibtool     expected outputs of the same document built by different Xcode versions (the `-2`,
             `-3` cases), xibs and .storyboardc folders, both ways;
  unrelated  each iOS conformance output against the next one (unrelated graphs: the similarity
             matching at work);
  macos      the same over the macOS conformance outputs (also the NSIBObjectData mappings);
  nibs       Apple-compiled corpus nibs of the same name from different repositories.

Prints one line per disagreement and a count per group; exits 1 if any pair disagrees.
"""
import argparse
import collections
import json
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import conformance  # noqa: E402  (the compile step and the SDK fingerprints)


def scores(command):
    run = subprocess.run(command, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        return None, run.stderr.strip()
    try:
        return json.loads(run.stdout), None
    except ValueError as error:
        return None, "bad JSON: %s" % error


def judged(judge, reference, candidate):
    """The judge's --json result for a pair, computed in this process (its command line's library
    call, without a Python start-up per pair); None when it cannot read the reference."""
    nibcmp = conformance.judge_module(judge)
    try:
        result = nibcmp.compare_paths(reference, candidate, frozenset(nibcmp.DEFAULT_IGNORE_KEYS), 0)
    except (nibcmp.NibArchiveError, OSError):
        return None
    return json.loads(json.dumps(result, ensure_ascii=False))


def totals(result):
    source = result.get("aggregate", result)
    return source.get("ref_entries"), source.get("cand_entries"), source.get("matched_ref"), source.get("matched_cand")


def compiled_pairs(nibc, corpus, judge, scratch):
    base = os.path.join(corpus, "conformance", "ios")
    for case in sorted(os.listdir(base)):
        folder = os.path.join(base, case)
        sources = [f for f in os.listdir(folder) if f.endswith(".xib")]
        if not sources:
            continue
        expected = os.path.join(folder, "expected", os.listdir(os.path.join(folder, "expected"))[0])
        with open(os.path.join(folder, "case.json")) as f:
            info = json.load(f)
        extra = ["--localizable"] if "/Base.lproj/" in "/" + info.get("source_path", "") else []
        module = conformance.product_module(info.get("output_path", ""))
        if module:
            extra += ["--module", module]
        for label, sdk in (("reference SDK", conformance.reference_sdk(nibc, judge, expected)), ("default SDK", None)):
            out = os.path.join(scratch, "%s-%s.nib" % (case, "ref" if sdk else "default"))
            run = subprocess.run([nibc, "compile", os.path.join(folder, sources[0]), "-o", out] + extra
                                 + (["--sdk", sdk] if sdk else []), capture_output=True, text=True)
            if run.returncode == 0:
                yield "%s (%s)" % (case, label), expected, out


def ibtool_pairs(corpus):
    base = os.path.join(corpus, "conformance", "ios")
    by_document = collections.OrderedDict()
    for case in sorted(os.listdir(base)):
        expected = os.path.join(base, case, "expected")
        for name in sorted(os.listdir(expected)):
            by_document.setdefault(name, []).append(os.path.join(expected, name))
    for name, outputs in by_document.items():
        for a in outputs:
            for b in outputs:
                if a != b:
                    yield "%s: %s vs %s" % (name, a.split("/")[-3], b.split("/")[-3]), a, b


def neighbour_pairs(corpus, platform):
    base = os.path.join(corpus, "conformance", platform)
    if not os.path.isdir(base):
        return
    outputs = []
    for case in sorted(os.listdir(base)):
        expected = os.path.join(base, case, "expected")
        if os.path.isdir(expected):
            outputs += [os.path.join(expected, n) for n in sorted(os.listdir(expected)) if n.endswith((".nib", ".storyboardc"))]
    for a, b in zip(outputs, outputs[1:]):
        if a.endswith(".storyboardc") == b.endswith(".storyboardc"):
            yield "%s vs %s" % (a.split("/")[-3], b.split("/")[-3]), a, b


def nib_pairs(corpus):
    base = os.path.join(corpus, "nibs")
    by_name = collections.OrderedDict()
    for repository in sorted(os.listdir(base)):
        folder = os.path.join(base, repository)
        if repository.startswith("_") or not os.path.isdir(folder):
            continue
        for name in sorted(os.listdir(folder)):
            if name.endswith(".nib"):
                by_name.setdefault(name.split("__")[-1], []).append(os.path.join(folder, name))
    for name, paths in by_name.items():
        for a, b in zip(paths, paths[1:]):
            yield "%s: %s vs %s" % (name, a.split("/")[-2], b.split("/")[-2]), a, b


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--nibc", required=True)
    parser.add_argument("--corpus", default=os.path.join(os.path.dirname(HERE), "..", "shared", "corpus"))
    parser.add_argument("--verbose", action="store_true", help="print every pair, not only disagreements")
    args = parser.parse_args()
    judge = os.path.join(args.corpus, "..", "tools", "nibcmp", "nibcmp.py")
    disagreements = 0
    with tempfile.TemporaryDirectory() as scratch:
        groups = [
            ("compiled", compiled_pairs(args.nibc, args.corpus, judge, scratch)),
            ("ibtool", ibtool_pairs(args.corpus)),
            ("unrelated", neighbour_pairs(args.corpus, "ios")),
            ("macos", neighbour_pairs(args.corpus, "macos")),
            ("nibs", nib_pairs(args.corpus)),
        ]
        for group, pairs in groups:
            count = agreeing = same_counts = exact = 0
            for label, reference, candidate in pairs:
                expected = judged(judge, reference, candidate)
                if expected is None:
                    continue   # the judge cannot read the reference: nothing to agree on
                got, nibc_error = scores([args.nibc, "diff", "--json", "--show", "0", reference, candidate])
                count += 1
                exact += 1 if expected.get("exact") else 0
                if got is None:
                    print("DISAGREE %s: nibc diff failed: %s" % (label, nibc_error))
                    disagreements += 1
                    continue
                same = all(round(expected[k], 3) == round(got[k], 3) for k in ("recall", "precision"))
                counted = totals(expected) == totals(got)
                agreeing += 1 if same else 0
                same_counts += 1 if counted else 0
                if not same:
                    disagreements += 1
                if not same or not counted or args.verbose:
                    print("%s %s: judge %.4f/%.4f %s, nibc diff %.4f/%.4f %s" % (
                        "AGREE" if same else "DISAGREE", label, expected["recall"], expected["precision"],
                        totals(expected), got["recall"], got["precision"], totals(got)))
            print("%-9s %4d pairs: %4d agree to 3 decimals, %4d with identical entry counts (%d exact)" % (
                group, count, agreeing, same_counts, exact))
    print("disagreements: %d" % disagreements)
    return 1 if disagreements else 0


if __name__ == "__main__":
    sys.exit(main())
