/**
 * One row of a code table: the code and its Chinese meaning. The meaning is a fallback text; the
 * member normally sees the server's own message (SPEC-NOTES 16). Its own file so that the tables
 * (`codes.ts`, `responsible-codes.ts`) share it without importing each other both ways.
 */
export interface CodeEntry {
  readonly code: number;
  readonly meaning: string;
}
