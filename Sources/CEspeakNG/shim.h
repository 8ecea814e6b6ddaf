// The espeak-ng C API, as Debian's libespeak-ng-dev installs it. Imported only by VosimSpeech.
#include <espeak-ng/speak_lib.h>
#include <espeak-ng/espeak_ng.h>
