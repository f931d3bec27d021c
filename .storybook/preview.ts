import type { Preview } from '@storybook/react-vite';
import '@site/ui/styles.css';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    viewport: { defaultViewport: 'mobile1' },
  },
  tags: [],
};

export default preview;
