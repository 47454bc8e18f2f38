import type { StorybookConfig } from '@storybook/react-vite';
import react from '@vitejs/plugin-react';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  // Docs pages (autodocs, the props table from the components' JSDoc); controls, actions and the rest are in core.
  addons: ['@storybook/addon-docs'],
  // Sample store files, so images with responsive variants (`/files/…?w=640&fmt=webp`) load in stories.
  staticDirs: [{ from: '../src/fixtures/files', to: '/files' }],
  framework: {
    name: '@storybook/react-vite',
    options: {},
  },
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
  },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [react()] }),
};

export default config;
