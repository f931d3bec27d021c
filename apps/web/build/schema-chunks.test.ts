// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCHEMA_PART_FILES, schemaPartGroups } from './schema-chunks';

const contract = path.resolve(import.meta.dirname, '../../../libs/api-contract/src');
const schemaFiles = fs
  .readdirSync(path.join(contract, 'schemas'))
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
  .map((f) => f.replace(/\.ts$/, ''))
  .sort();

describe('schema chunks (issue #24)', () => {
  it('puts every schema file of the contract in exactly one part', () => {
    expect(Object.values(SCHEMA_PART_FILES).flat().sort()).toEqual(schemaFiles);
  });

  it('is what schema-parts.ts loads: one part each, through the part’s first file', () => {
    const source = fs.readFileSync(path.join(contract, 'schema-parts.ts'), 'utf8');
    const loaded = [...source.matchAll(/import\('\.\/schemas\/([\w-]+)'\)/g)].map((m) => m[1]);
    expect(loaded).toEqual(Object.values(SCHEMA_PART_FILES).map((files) => files[0]));
  });

  it('names a chunk per part and matches its files only', () => {
    const groups = schemaPartGroups(2);
    const member = groups.find((g) => g.name === 'schemas-member');
    expect(member?.test.test('/w/libs/api-contract/src/schemas/venue.ts')).toBe(true);
    expect(member?.test.test('C:\\w\\libs\\api-contract\\src\\schemas\\member.ts')).toBe(true);
    expect(member?.test.test('/w/libs/api-contract/src/schemas/site.ts')).toBe(false);
    expect(member?.test.test('/w/libs/api-contract/src/registry.ts')).toBe(false);
    expect(groups.map((g) => g.priority)).toEqual([2, 2, 2, 2]);
  });
});
