// libFuzzer's driver, called from each target's own `main`: SwiftPM renames an executable's entry point to
// `<Module>_main` and points `main` at it, so libFuzzer's `main` is never linked and the target starts
// the fuzzer itself.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));
