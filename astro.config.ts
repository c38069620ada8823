// Astro builds the pages in middleware mode; src/server/main.ts serves them beside /api and
// /socket.io on one port. In `astro dev` the integration below mounts the same API and sockets.
import node from '@astrojs/node';
import react from '@astrojs/react';
import { readFileSync } from 'node:fs';
import { defineConfig } from 'astro/config';
import { isPanelChunkKey } from './src/lib/i18n/messages.server';
import { liveScoreDevServer } from './src/server/dev-integration';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  integrations: [
    // Islands render to a string, not a stream: React's streaming renderer writes inline scripts
    // of its own (the reveal of a Suspense boundary, with that page's boundary ids) that no
    // policy known before the request can allow, and it writes them even for a boundary that did
    // not wait, once a page is long (the odds list). A string render writes no script at all; the
    // pages load what their islands need before rendering (src/server/http/script-policy.ts).
    react({ experimentalDisableStreaming: true }),
    liveScoreDevServer(),
  ],
  server: { port: Number(process.env.PORT) || 4321, host: process.env.HOST ?? '0.0.0.0' },
  devToolbar: { enabled: false },
  // Language and theme come from the request (query, cookie), so every page renders on demand.
  prefetch: false,
  vite: {
    build: { assetsInlineLimit: 2048 },
    plugins: [
      // The match panels' wording in each language, as a module the panel chunks load (issue 15;
      // src/islands/panels/panel-messages.ts): every `panel.*` key but those the in-play page
      // ships itself (PAGE_PANEL_PREFIXES), so the page's HTML does not carry it.
      {
        name: 'panel-messages',
        resolveId(id) {
          return id.startsWith('virtual:panel-messages/') ? `\0${id}` : undefined;
        },
        load(id) {
          const match = /^\0virtual:panel-messages\/panel-messages-(kr|en|jp)$/.exec(id);
          if (!match) return undefined;
          const file = new URL(`./src/lib/i18n/locales/${match[1]}.json`, import.meta.url);
          this.addWatchFile(file.pathname);
          const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
          const own = Object.fromEntries(
            Object.entries(all).filter(([key]) => isPanelChunkKey(key)),
          );
          return `export default ${JSON.stringify(own)};`;
        },
      },
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
