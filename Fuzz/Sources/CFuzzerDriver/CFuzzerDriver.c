// Declarations only: LLVMFuzzerRunDriver is defined in libFuzzer (linked by -sanitize=fuzzer).
#include "CFuzzerDriver.h"
