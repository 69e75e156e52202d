// Line break opportunities by the Unicode line breaking algorithm (UAX #14), through the system's
// ICU (libicu-dev), with its dictionaries for Thai and the other scripts written without spaces.
//
// ICU's own headers stay inside line_breaking.c. Swift's Foundation carries a private copy of ICU
// (module _FoundationICU, symbols prefixed swift_) whose headers define the same C types (UErrorCode)
// with other members: a Swift module that showed both would not build. Only plain C types cross this
// header, and the system's symbols (versioned, ubrk_open_72) never meet Foundation's.
#ifndef TESSERA_LINE_BREAKING_H
#define TESSERA_LINE_BREAKING_H

#include <stdint.h>

/// An ICU line break iterator over UTF-16 text the caller keeps alive while it is open.
typedef struct TesseraLineBreaks TesseraLineBreaks;

/// An iterator over `length` UTF-16 units of `text` (the root locale's rules), or NULL when ICU fails.
TesseraLineBreaks *tessera_line_breaks_open(const uint16_t *text, int32_t length);

/// The UTF-16 offset of the next break opportunity, ascending, or -1 after the last (the text's end).
int32_t tessera_line_breaks_next(TesseraLineBreaks *breaks);

void tessera_line_breaks_close(TesseraLineBreaks *breaks);

#endif
