/**
 * The chunks of the contract's schema files (issue #24): each part is evaluated by the client in a
 * task of its own — zod, then the parts, then the registry (libs/api-client/src/lazy-schemas.ts).
 * `libs/api-contract/src/schema-parts.ts` loads each part through its first file; a schema file
 * in no part would load with the registry, in its task (build/schema-chunks.test.ts keeps the two
 * lists in step).
 */
export const SCHEMA_PART_FILES: Readonly<Record<string, readonly string[]>> = {
  site: ['site'],
  member: ['member', 'venue'],
  finance: ['finance', 'records', 'mine', 'responsible'],
  engagement: ['engagement', 'activities', 'agent-help'],
};

/** The code-splitting groups of the parts, one chunk `schemas-<part>` each. */
export function schemaPartGroups(priority: number): { name: string; test: RegExp; priority: number }[] {
  return Object.entries(SCHEMA_PART_FILES).map(([part, files]) => ({
    name: `schemas-${part}`,
    test: new RegExp(`[\\\\/]libs[\\\\/]api-contract[\\\\/]src[\\\\/]schemas[\\\\/](?:${files.join('|')})\\.ts$`),
    priority,
  }));
}
