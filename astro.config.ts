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
      // Fewer, larger browser chunks (issue 13 item 3): every file costs its own gzip window,
      // imports and exports. Entry chunks may take on the shared modules only they use (Astro
      // reads an island's default export only), and the modules every page loads together are
      // put together: React; the document's stores and bridge; the shell's socket connection,
      // with Vite's preload helper (every page with the shell loads both; 0.9 KB on its own).
      {
        name: 'client-chunks',
        configEnvironment(name) {
          if (name !== 'client') return;
          return {
            build: {
              rolldownOptions: {
                preserveEntrySignatures: 'allow-extension',
                output: {
                  codeSplitting: {
                    groups: [
                      { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                      {
                        name: 'document',
                        test: /[\\/](stores[\\/](storage|user)|embed[\\/]bridge|domain[\\/]languages)\.ts$/,
                      },
                      {
                        name: 'connection',
                        test: /[\\/](socket[\\/]connection|domain[\\/](constants|socket-contract))\.ts$|^\0vite[\\/]preload-helper/,
                      },
                    ],
                  },
                },
              },
            },
          };
        },
      },
    ],
  },
});
