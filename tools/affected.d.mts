/** Types of affected.mjs for its test. */
export function defaultBase(run?: (...args: string[]) => string | undefined): string | undefined;
