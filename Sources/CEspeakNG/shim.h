// The espeak-ng C API, for its types and prototypes only. vosim never links libespeak-ng: it loads
// the library at run time (VosimSpeech/EspeakLibrary.swift), a fresh copy for every rendering, so
// nothing espeak-ng keeps in its globals can carry from one rendering into the next.
#if __has_include(<espeak-ng/speak_lib.h>)
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>
#elif __has_include("/opt/homebrew/include/espeak-ng/speak_lib.h")
#include "/opt/homebrew/include/espeak-ng/speak_lib.h"
#include "/opt/homebrew/include/espeak-ng/espeak_ng.h"
#elif __has_include("/usr/local/include/espeak-ng/speak_lib.h")
#include "/usr/local/include/espeak-ng/speak_lib.h"
#include "/usr/local/include/espeak-ng/espeak_ng.h"
#else
#error "espeak-ng's headers are missing: install libespeak-ng-dev (Debian) or espeak-ng (Homebrew)"
#endif

#ifdef __linux__
#include <sys/syscall.h>
#include <unistd.h>
#endif

// The functions vosim calls, as pointer types for the symbols looked up in each loaded copy.
typedef __typeof__(espeak_ng_InitializePath) *vosim_InitializePath;
typedef __typeof__(espeak_ng_Initialize) *vosim_Initialize;
typedef __typeof__(espeak_ng_InitializeOutput) *vosim_InitializeOutput;
typedef __typeof__(espeak_ng_Terminate) *vosim_Terminate;
typedef __typeof__(espeak_ng_ClearErrorContext) *vosim_ClearErrorContext;
typedef __typeof__(espeak_ng_GetStatusCodeMessage) *vosim_GetStatusCodeMessage;
typedef __typeof__(espeak_SetSynthCallback) *vosim_SetSynthCallback;
typedef __typeof__(espeak_ListVoices) *vosim_ListVoices;
typedef __typeof__(espeak_ng_SetVoiceByName) *vosim_SetVoiceByName;
typedef __typeof__(espeak_ng_SetParameter) *vosim_SetParameter;
typedef __typeof__(espeak_ng_Synthesize) *vosim_Synthesize;

/// An anonymous in-memory file (Linux memfd_create), or -1 where there is none.
static inline int vosim_memfd(const char *name) {
#if defined(__linux__) && defined(SYS_memfd_create)
  return (int)syscall(SYS_memfd_create, name, 1u /* MFD_CLOEXEC */);
#else
  (void)name;
  return -1;
#endif
}

// espeak-ng 1.51 does not free everything it allocates (its audio object, some voice data, a second
// language's translator) when it terminates, and an unloaded copy's allocations cannot be attributed
// or suppressed by name. Under LeakSanitizer, allocations made inside espeak-ng's calls are not
// reported; its synth callback, vosim's code, turns the checks back on while it runs (the calls nest).
// Weak symbols: these do nothing in builds without the sanitizer.
#if defined(__linux__)
void __lsan_disable(void) __attribute__((weak));
void __lsan_enable(void) __attribute__((weak));
#endif

static inline void vosim_leak_checks_off(void) {
#if defined(__linux__)
  if (__lsan_disable) __lsan_disable();
#endif
}

static inline void vosim_leak_checks_on(void) {
#if defined(__linux__)
  if (__lsan_enable) __lsan_enable();
#endif
}
