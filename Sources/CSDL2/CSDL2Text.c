// Text beyond what SDL_ttf does alone: fontconfig's font fallback and fribidi's bidirectional levels.
#include "CSDL2.h"
#include <fontconfig/fontconfig.h>
#include <fribidi/fribidi.h>
#include <stdlib.h>
#include <string.h>

int csdl_fallback_font(uint32_t codepoint, int openTypeWeight, char *path, int pathSize, int *faceIndex) {
    if (path == NULL || pathSize <= 0 || faceIndex == NULL || !FcInit()) return 0;
    FcPattern *pattern = FcPatternCreate();
    FcCharSet *wanted = FcCharSetCreate();
    if (pattern == NULL || wanted == NULL) {
        if (pattern) FcPatternDestroy(pattern);
        if (wanted) FcCharSetDestroy(wanted);
        return 0;
    }
    FcCharSetAddChar(wanted, codepoint);
    FcPatternAddString(pattern, FC_FAMILY, (const FcChar8 *)"sans-serif");
    FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(openTypeWeight));
    FcPatternAddCharSet(pattern, FC_CHARSET, wanted);
    FcPatternAddBool(pattern, FC_SCALABLE, FcTrue);
    FcConfigSubstitute(NULL, pattern, FcMatchPattern);
    FcDefaultSubstitute(pattern);
    FcResult result;
    FcFontSet *sorted = FcFontSort(NULL, pattern, FcFalse, NULL, &result);
    int found = 0;
    for (int i = 0; sorted != NULL && i < sorted->nfont && !found; i++) {
        FcPattern *font = sorted->fonts[i];
        FcCharSet *chars = NULL;
        FcChar8 *file = NULL;
        FcBool color = FcFalse;
        int index = 0;
        if (FcPatternGetCharSet(font, FC_CHARSET, 0, &chars) != FcResultMatch || !FcCharSetHasChar(chars, codepoint)) continue;
        // Color fonts (emoji) hold bitmaps at one size: the emoji path draws those.
        if (FcPatternGetBool(font, FC_COLOR, 0, &color) == FcResultMatch && color) continue;
        if (FcPatternGetString(font, FC_FILE, 0, &file) != FcResultMatch) continue;
        if ((int)strlen((const char *)file) >= pathSize) continue;
        FcPatternGetInteger(font, FC_INDEX, 0, &index);
        strcpy(path, (const char *)file);
        *faceIndex = index;
        found = 1;
    }
    if (sorted) FcFontSetDestroy(sorted);
    FcCharSetDestroy(wanted);
    FcPatternDestroy(pattern);
    return found;
}

int csdl_bidi_levels(const uint32_t *text, int length, int8_t *levels) {
    if (length <= 0) return 0;
    FriBidiCharType *types = malloc(sizeof(FriBidiCharType) * (size_t)length);
    FriBidiBracketType *brackets = malloc(sizeof(FriBidiBracketType) * (size_t)length);
    FriBidiLevel *resolved = malloc(sizeof(FriBidiLevel) * (size_t)length);
    int base = 0;
    if (types && brackets && resolved) {
        FriBidiParType direction = FRIBIDI_PAR_ON;
        fribidi_get_bidi_types(text, length, types);
        fribidi_get_bracket_types(text, length, types, brackets);
        if (fribidi_get_par_embedding_levels_ex(types, brackets, length, &direction, resolved) != 0) {
            for (int i = 0; i < length; i++) levels[i] = (int8_t)resolved[i];
            base = FRIBIDI_IS_RTL(direction) ? 2 : 1;
        }
    }
    free(types);
    free(brackets);
    free(resolved);
    return base;
}
