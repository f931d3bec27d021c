// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadStaticFiles } from './static-files';

describe('loadStaticFiles', () => {
  it('serves the built site but not dot folders such as the Vite manifest', () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-dist-dot-'));
    fs.mkdirSync(path.join(dist, '.vite'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{}');
    fs.writeFileSync(path.join(dist, '.DS_Store'), 'x');
    fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>');
    fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'export {};');
    expect([...loadStaticFiles(dist).keys()].sort()).toEqual(['/assets/app-abc123.js', '/index.html']);
  });
});
