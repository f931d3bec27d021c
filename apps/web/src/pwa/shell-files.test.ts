import { describe, expect, it } from 'vitest';
import { PUBLIC_SHELL, shellFiles } from './shell-files';

describe('service worker shell', () => {
  it('is the entry with its static imports, and the offline page, manifest and icons — not the route chunks', () => {
    const files = shellFiles([
      { fileName: 'assets/index-a1.js', isEntry: true, imports: ['assets/rolldown-runtime-b2.js', 'assets/ui-c3.js'] },
      { fileName: 'assets/rolldown-runtime-b2.js', isEntry: false, imports: [] },
      { fileName: 'assets/ui-c3.js', isEntry: false, imports: ['assets/rolldown-runtime-b2.js'] },
      { fileName: 'assets/deposit-d4.js', isEntry: false, imports: ['assets/ui-c3.js'] },
    ]);
    expect(files).toEqual(['/assets/index-a1.js', '/assets/rolldown-runtime-b2.js', '/assets/ui-c3.js', ...PUBLIC_SHELL]);
    expect(files).toContain('/offline.html');
    expect(files).not.toContain('/assets/deposit-d4.js');
  });
});
