// Traits.swift — the conditions of tests that read ../shared/corpus or run Python: a test with
// `.needsCorpus` is reported skipped, with the reason, when the corpus is absent (never green by
// returning early).

import Testing

extension Trait where Self == ConditionTrait {
    /// The test reads `../shared/corpus` (or `$NIBC_CORPUS`).
    public static var needsCorpus: Self { .enabled(if: Corpus.root != nil, "needs ../shared/corpus, which is absent") }

    /// The test runs a Python tool of ../shared (the judge, nibdump.py) or of Scripts/.
    public static var needsPython: Self { .enabled(if: Python.executable != nil, "needs python3, which is not on PATH") }
}
