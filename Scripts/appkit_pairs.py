#!/usr/bin/env python3
"""appkit_pairs.py - the macOS conformance pairs as (xib element, Apple's nib object) pairs: the
evidence behind AppKit's declarations (docs/FORMAT.md).

Usage:
  appkit_pairs.py [--corpus ../shared/corpus] ELEMENT KEY [ATTRIBUTE...]
      for every <ELEMENT> of the macOS xib cases, the value of KEY on its object in Apple's nib
      beside the element's attributes (all, or the ATTRIBUTEs named; `child:KEY` prints a keyed
      child's attributes), one line per distinct combination with its count.
  appkit_pairs.py [--corpus …] --keys ELEMENT
      the key sequences the objects of <ELEMENT> have, with counts.

An element is paired with an object through `NSObjectsKeys`, which lists every element with an id
in document order, each element's <constraints> after its other children (FIELD-GUIDE-APPKIT §2.1):
the pairing holds where the two lists have the same length (107 of the 109 xibs). A cell, a keyed
child object… is found from its element's object by following the key given as `ELEMENT/KEY`
(`button/NSCell`: the button's cell, paired with the button element).
"""
import argparse
import collections
import os
import sys
import xml.etree.ElementTree as ET

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "tools"))


def nibdump_module(corpus):
    sys.path.insert(0, os.path.join(corpus, "..", "tools"))
    import nibdump
    return nibdump


def resolve(expected):
    """The NIBArchive of an expected output (a nib directory's highest variant)."""
    if os.path.isdir(expected):
        names = sorted(n for n in os.listdir(expected) if n.startswith("keyedobjects-") and n.endswith(".nib"))
        return os.path.join(expected, names[-1]) if names else None
    return expected


class Nib:
    def __init__(self, nibdump, path):
        self.nib = nibdump.load(path)
        self.nib.parse() if not hasattr(self.nib, "objects") else None

    def cls(self, index):
        return self.nib.class_name(index)

    def values(self, index):
        return [(self.nib.keys[v.key], v) for v in self.nib.obj_values(index)]

    def get(self, index, key):
        for k, v in self.values(index):
            if k == key:
                return v
        return None

    def items(self, index):
        return [v.value for k, v in self.values(index) if k == "UINibEncoderEmptyKey"]

    def text(self, v):
        """A value as text: strings and numbers by their content."""
        if v is None:
            return "-"
        if v.type == 10:
            summary = self.nib.inline_summary(v.value)
            return summary if summary else "@" + self.cls(v.value)
        return self.nib.fmt_value(v)


def object_elements(root):
    """The elements with an id, in NSObjectsKeys order (constraints after the other children)."""
    result = []

    def walk(element):
        if element.get("id") and element.tag not in ("outlet", "action", "binding", "segue", "viewLayoutGuide") \
                and element.get("id") not in ("-1", "-2"):
            result.append(element)
        children = list(element)
        for child in [c for c in children if c.tag != "constraints"] + [c for c in children if c.tag == "constraints"]:
            walk(child)

    walk(root.find("objects"))
    return result


def pairs(corpus):
    """(case, element, nib, object index) for every paired element of the macOS xib cases."""
    nibdump = nibdump_module(corpus)
    base = os.path.join(corpus, "conformance", "macos")
    for case in sorted(os.listdir(base)):
        folder = os.path.join(base, case)
        sources = [f for f in os.listdir(folder) if f.endswith(".xib")]
        if not sources:
            continue
        expected = [os.path.join(folder, "expected", e) for e in os.listdir(os.path.join(folder, "expected"))][0]
        path = resolve(expected)
        if not path:
            continue
        nib = Nib(nibdump, path)
        data = nib.get(0, "IB.objectdata").value
        keys = nib.items(nib.get(data, "NSObjectsKeys").value)
        root = ET.parse(os.path.join(folder, sources[0])).getroot()
        elements = object_elements(root)
        if len(elements) != len(keys):
            continue
        for element, index in zip(elements, keys):
            yield case, element, nib, index


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "shared", "corpus"))
    parser.add_argument("--keys", action="store_true")
    parser.add_argument("element")
    parser.add_argument("key", nargs="?")
    parser.add_argument("attributes", nargs="*")
    args = parser.parse_args()
    path = args.element.split("/")
    counts = collections.Counter()
    examples = {}
    for case, element, nib, index in pairs(args.corpus):
        if element.tag != path[0]:
            continue
        for step in path[1:]:
            value = nib.get(index, step)
            index = value.value if value is not None and value.type == 10 else None
            if index is None:
                break
        if index is None:
            continue
        if args.keys:
            line = nib.cls(index) + ": " + " ".join(k for k, _ in nib.values(index))
        else:
            shown = []
            for name in args.attributes or sorted(element.attrib):
                if name.startswith("child:"):
                    child = next((c for c in element if c.get("key") == name[6:]), None)
                    shown.append("%s=%s" % (name[6:], "-" if child is None else " ".join("%s:%s" % kv for kv in sorted(child.attrib.items()) if kv[0] != "key")))
                elif name != "id":
                    shown.append("%s=%s" % (name, element.get(name, "-")))
            value = nib.get(index, args.key)
            text = nib.text(value)
            if value is not None and value.type in (0, 1, 2, 3):
                text = "%s (0x%x)" % (text, value.value & 0xFFFFFFFFFFFFFFFF)
            line = "%s  <=  %s" % (text, " ".join(shown))
        counts[line] += 1
        examples.setdefault(line, case)
    for line, count in counts.most_common():
        print("%4d  %s   [%s]" % (count, line, examples[line]))


if __name__ == "__main__":
    main()
