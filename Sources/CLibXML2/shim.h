// libxml2's SAX2 push parser, for the WebDriverAgent XML reader (VosimImport/XMLPushParser.swift).
// pkg-config gives the include path (/usr/include/libxml2 on Debian, the SDK's or Homebrew's on macOS).
#include <libxml/xmlversion.h>
// Debian's libxml2 is built with ICU, whose headers clash with the copy of ICU inside Foundation. vosim
// never touches the one structure they change (xmlCharEncodingHandler, reached through pointers only).
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>
