// Shaping and bidirectional text: HarfBuzz (glyphs and positions from the font files fontconfig
// picked) and FriBidi (the Unicode bidi algorithm). FriBidi's paragraph directions are macros of
// macros, which Swift does not import: they are restated here as constants. (Line breaking, through
// ICU, is the CLineBreaking target's: see its header for why it is not here.)
#include <hb.h>
#include <hb-ot.h>
#include <fribidi.h>

static const FriBidiParType tessera_fribidi_par_on = FRIBIDI_PAR_ON;
static const FriBidiParType tessera_fribidi_par_ltr = FRIBIDI_PAR_LTR;
static const FriBidiParType tessera_fribidi_par_rtl = FRIBIDI_PAR_RTL;
/// A placeholder to fill arrays FriBidi writes into (its type is an enum or an integer by build).
static const FriBidiCharType tessera_fribidi_unset_type = (FriBidiCharType)0;
