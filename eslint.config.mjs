// Lint for the whole workspace. The interesting part is `@nx/enforce-module-boundaries`: it keeps
// the arrows of ARCHITECTURE.md pointing down (tags) and keeps React, jotai and TanStack out of the
// domain, contract and util libraries. tools/boundaries/boundaries.test.ts proves it bites.
import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const frameworks = ['react', 'react-dom', 'react-dom/*', 'react/*', 'jotai', 'jotai/*', '@tanstack/*'];

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  ...nx.configs['flat/javascript'],
  {
    ignores: [
      '**/dist',
      '**/out-tsc',
      '**/node_modules',
      '**/routeTree.gen.ts',
      '**/test-results',
      '**/playwright-report',
      '**/storybook-static',
      '**/vite.config.*.timestamp*',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs', '**/*.mts'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          // No deep imports of another library: its src/index.ts (or a declared export) is its face.
          banTransitiveDependencies: false,
          checkDynamicDependenciesExceptions: [],
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:ui', 'type:domain', 'type:contract', 'type:util'],
            },
            {
              sourceTag: 'type:server',
              onlyDependOnLibsWithTags: ['type:contract', 'type:util'],
              bannedExternalImports: frameworks,
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contract'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util', 'type:contract'] },
            {
              sourceTag: 'type:domain',
              onlyDependOnLibsWithTags: ['type:domain', 'type:contract', 'type:util'],
              bannedExternalImports: frameworks,
            },
            {
              sourceTag: 'type:contract',
              onlyDependOnLibsWithTags: [],
              bannedExternalImports: [...frameworks],
            },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: [], bannedExternalImports: frameworks },
            { sourceTag: 'type:tooling', onlyDependOnLibsWithTags: ['type:contract', 'type:util'] },
            // Storybook: the app's pages and every library's parts, the simulator's seed as fixtures.
            {
              sourceTag: 'type:workshop',
              onlyDependOnLibsWithTags: ['type:app', 'type:server', 'type:tooling', 'type:ui', 'type:domain', 'type:contract', 'type:util'],
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@site/*/src', '@site/*/src/*', '@site/*/src/**'],
              message: 'Import a library through its public entry (@site/name or a declared export), never its src/.',
            },
          ],
          paths: [
            {
              name: 'crypto-js',
              message: 'Import crypto-js by module (crypto-js/aes, crypto-js/enc-utf8…), never whole: it costs the bundle.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['**/*.tsx', '**/*.jsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // One way to write a relative import in TypeScript: without the file's extension (Vite, vitest
    // and tsx, every runner here, resolve it). Plain .mjs scripts keep theirs: Node needs it.
    files: ['**/*.ts', '**/*.tsx', '**/*.mts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression'].map((node) => ({
          selector: `${node}[source.value=/^\\.{1,2}\\/.*\\.[cm]?tsx?$/]`,
          message: 'Write a relative import without its .ts/.tsx extension (one style for the repo).',
        })),
      ],
    },
  },
  {
    // Build and test configuration is tooling around a project, not part of its module graph: it
    // may import the workspace's shared vitest settings by path.
    files: ['**/vitest.config.ts', '**/vite.config.ts', '**/playwright.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Node entry points and scripts talk to the terminal.
    files: ['tools/**', 'apps/platform-sim/**', 'apps/web/server/**', 'apps/web-e2e/**'],
    rules: { 'no-console': 'off' },
  },
];
