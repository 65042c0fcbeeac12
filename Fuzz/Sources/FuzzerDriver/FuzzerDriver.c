// FuzzerDriver.c — nothing to compile: the declaration is in the header; libFuzzer (linked by
// -sanitize=fuzzer) defines LLVMFuzzerRunDriver.
