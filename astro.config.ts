// Astro builds the pages in middleware mode; src/server/main.ts serves them beside /api and
// /socket.io on one port. In `astro dev` the integration below mounts the same API and sockets.
import node from '@astrojs/node';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { liveScoreDevServer } from './src/server/dev-integration';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [react(), liveScoreDevServer()],
  server: { port: Number(process.env.PORT) || 4321, host: process.env.HOST ?? '0.0.0.0' },
  devToolbar: { enabled: false },
  // Language and theme come from the request (query, cookie), so every page renders on demand.
  prefetch: false,
  vite: {
    build: { assetsInlineLimit: 2048 },
    plugins: [
      {
        name: 'client-chunks',
        configEnvironment(name) {
          if (name !== 'client') return;
          return { build: { rolldownOptions: { preserveEntrySignatures: 'allow-extension' } } };
        },
      },
    ],
  },
});
