import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Proves the boundary rules of eslint.config.mjs bite. Each case lints a small piece of source as
// if it were a file inside a project (the file need not exist) and expects the named rule to fire.
// With npm workspaces the Nx rule can silently enforce nothing; the allowed case below is the
// control that the rule resolves workspace imports at all.

const root = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  // The Nx rule reads the cached project graph and silently skips itself when there is none:
  // compute it first, as `nx lint` does, so this test sees what a real lint run sees.
  execFileSync(path.join(root, 'node_modules/.bin/nx'), ['show', 'projects'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false' },
    stdio: 'ignore',
  });
  eslint = new ESLint({ cwd: root });
});

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => `${m.ruleId ?? 'parse'}: ${m.message}`);
}

const boundary = '@nx/enforce-module-boundaries';

describe('module boundaries', () => {
  it('keeps React out of a util library', async () => {
    const ids = await ruleIds('libs/validation/src/fixture.ts', "import { useState } from 'react';\nexport const x = useState;\n");
    expect(ids.some((m) => m.startsWith(boundary))).toBe(true);
  });

  it('keeps jotai and TanStack out of a domain library', async () => {
    const jotai = await ruleIds('libs/session/src/fixture.ts', "import { atom } from 'jotai';\nexport const a = atom(1);\n");
    const router = await ruleIds('libs/venues/src/fixture.ts', "import { redirect } from '@tanstack/react-router';\nexport const r = redirect;\n");
    expect(jotai.some((m) => m.startsWith(boundary))).toBe(true);
    expect(router.some((m) => m.startsWith(boundary))).toBe(true);
  });

  it('stops a util library from depending on a domain library', async () => {
    const ids = await ruleIds('libs/validation/src/fixture.ts', "import * as s from '@site/session';\nexport const x = s;\n");
    expect(ids.some((m) => m.startsWith(boundary))).toBe(true);
  });

  it('stops a domain library from depending on a UI library', async () => {
    const ids = await ruleIds('libs/session/src/fixture.ts', "import * as ui from '@site/ui';\nexport const x = ui;\n");
    expect(ids.some((m) => m.startsWith(boundary))).toBe(true);
  });

  it('stops the contract from depending on anything of ours', async () => {
    const ids = await ruleIds('libs/api-contract/src/fixture.ts', "import * as v from '@site/validation';\nexport const x = v;\n");
    expect(ids.some((m) => m.startsWith(boundary))).toBe(true);
  });

  it('forbids deep imports into another library', async () => {
    const ids = await ruleIds('apps/web/src/fixture.ts', "import * as s from '@site/session/src/index';\nexport const x = s;\n");
    expect(ids.some((m) => m.startsWith('no-restricted-imports') || m.startsWith(boundary))).toBe(true);
  });

  it('forbids importing crypto-js whole', async () => {
    const ids = await ruleIds('libs/api-client/src/fixture.ts', "import CryptoJS from 'crypto-js';\nexport const x = CryptoJS;\n");
    expect(ids.some((m) => m.startsWith('no-restricted-imports'))).toBe(true);
  });

  it('allows the arrows ARCHITECTURE.md draws (control: the rule sees workspace imports)', async () => {
    const domain = await ruleIds('libs/session/src/fixture.ts', "import * as c from '@site/api-contract';\nimport * as v from '@site/validation';\nexport const x = [c, v];\n");
    const app = await ruleIds('apps/web/src/fixture.ts', "import * as s from '@site/session';\nimport * as d from '@site/dialogs/react';\nexport const x = [s, d];\n");
    expect(domain).toEqual([]);
    expect(app).toEqual([]);
  });
});
