#include "line_breaking.h"
#include <unicode/ubrk.h>

// ICU renames every C function by its version (ubrk_open becomes ubrk_open_72): called here by their
// plain names, the headers map them to the installed release.

TesseraLineBreaks *tessera_line_breaks_open(const uint16_t *text, int32_t length) {
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(UBRK_LINE, "", (const UChar *)text, length, &status);
    if (U_FAILURE(status)) {
        if (iterator) ubrk_close(iterator);
        return NULL;
    }
    return (TesseraLineBreaks *)iterator;
}

int32_t tessera_line_breaks_next(TesseraLineBreaks *breaks) {
    return ubrk_next((UBreakIterator *)breaks);
}

void tessera_line_breaks_close(TesseraLineBreaks *breaks) {
    ubrk_close((UBreakIterator *)breaks);
}
