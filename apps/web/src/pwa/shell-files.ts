/**
 * The files the service worker stores when it installs (its "shell"), from the build's output:
 * the entry script with every script it imports statically (what the first paint of any page
 * runs), and the public files the offline page and the install prompt need. Route chunks are
 * not in it: they are stored when first used. Pure: the build plugin hands in what it built.
 */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  /** Static imports, as file names of other chunks. */
  imports: readonly string[];
}

/** Public files (apps/web/public) in the shell. The 512 px icons are left to the browser's installer. */
export const PUBLIC_SHELL = ['/offline.html', '/manifest.webmanifest', '/favicon.png', '/icons/icon.svg', '/icons/icon-192.png'] as const;

export function shellFiles(chunks: readonly BuiltChunk[]): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const stack = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  while (stack.length > 0) {
    const name = stack.pop() ?? '';
    if (seen.has(name)) continue;
    seen.add(name);
    stack.push(...(byName.get(name)?.imports ?? []));
  }
  return [...[...seen].sort().map((name) => `/${name}`), ...PUBLIC_SHELL];
}
