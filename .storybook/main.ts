import type { StorybookConfig } from '@storybook/react-vite';

// Every library's stories, one Storybook. Telemetry and update checks off: nothing here may need
// the internet.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../libs/*/src/**/*.stories.@(ts|tsx)'],
  addons: [],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true, enableCrashReports: false },
  typescript: { reactDocgen: false },
};

export default config;
