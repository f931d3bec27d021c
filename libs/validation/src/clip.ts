/**
 * The platform's length limits (zod .max) count UTF-16 code units. Cutting there could split an
 * emoji in two, so whole code points are kept while they fit.
 */
export function clipToCodeUnits(text: string, max: number): string {
  let out = '';
  for (const char of text) {
    if (out.length + char.length > max) break;
    out += char;
  }
  return out;
}
