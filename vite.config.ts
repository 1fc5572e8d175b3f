import { fileURLToPath } from 'node:url';
import { vitePlugin as remix, cloudflareDevProxyVitePlugin as remixCloudflareDevProxy } from '@remix-run/dev';
import { defineConfig } from 'vite';
import remixConfig from './remix.config.js';
import { getLoadContext } from './workers/load-context';

declare module '@remix-run/cloudflare' {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [remixCloudflareDevProxy({ getLoadContext }), remix(remixConfig)],
  ssr: {
    resolve: {
      conditions: ['workerd', 'worker', 'browser'],
      externalConditions: ['workerd', 'worker'],
    },
  },
  resolve: {
    mainFields: ['browser', 'module', 'main'],
    alias: {
      '~': fileURLToPath(new URL('./app', import.meta.url)),
      '~db': fileURLToPath(new URL('./db', import.meta.url)),
    },
  },
  build: {
    minify: true,
    rollupOptions: {
      output: {
        // Shared chunks under 4 KB join a chunk that always loads with them: the summary hydrates from
        // 13 scripts instead of 25 with no more bytes; lazy chunks (maps, the drawer) stay lazy
        // (decision 043).
        experimentalMinChunkSize: 4_000,
        // The areas' stylesheet links (a few bytes each) share one chunk of their own: merged into a
        // shared chunk, a route that links a stylesheet loaded that chunk's code too (the dashboard
        // loaded 8 KiB of the shot map's date code for one link).
        manualChunks: (id) =>
          /\/app\/components\/[^/]+\/stylesheet\.ts$/.test(id) ? 'stylesheets' : undefined,
      },
    },
  },
});
