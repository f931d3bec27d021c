import path from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';

// Every library's stories and docs, one Storybook. Telemetry and update checks off: nothing here
// may need the internet.
//
// Prop tables: react-docgen-typescript, measured against react-docgen on this 2-core machine
// (`storybook build`, 30 story files): react-docgen 10–13 s, react-docgen-typescript 22–29 s. The
// slower one is chosen because react-docgen reads only a component's own interface body: for
// AmountInput (`extends Omit<InputProps, …>`) it listed `symbol` and `presets` and missed `label`,
// `value`, `onValueChange`, `hint`, `error` — the props a developer comes to the table for.
// Its program is the two component libraries only (tsconfig.docgen.json).
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  // libs: the components; apps/web: its pages in their states (apps/web/src/stories/page-story.tsx).
  stories: ['./docs/*.mdx', '../libs/*/src/**/*.mdx', '../libs/*/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  // msw's worker (`npx msw init .storybook/public --no-save`): the page stories' platform.
  staticDirs: ['./public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, enableCrashReports: false },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: path.join(import.meta.dirname, 'tsconfig.docgen.json'),
      include: ['**/libs/ui/src/**/*.tsx', '**/libs/dialogs/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
      // Props a component inherits from the DOM (onClick, aria-*) would bury its own.
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules'),
    },
  },
};

export default config;
