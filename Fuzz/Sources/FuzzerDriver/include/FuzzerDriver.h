// FuzzerDriver.h — libFuzzer's entry point, for targets whose `main` SwiftPM names itself.
#include <stddef.h>
#include <stdint.h>
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
