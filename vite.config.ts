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

const FRAMEWORK =
  /\/node_modules\/(react|react-dom|scheduler|@remix-run|react-router|react-router-dom|turbo-stream)\//;

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
        // The framework (React, Remix, the router) is one chunk every page loads; the rest is split
        // by what each route imports, with no merging of small chunks: merged, a profile page loaded
        // the organization pages' code with the host segment's route (decision 065, after 043).
        // The areas' stylesheet links (a few bytes each) share one chunk of their own: merged into a
        // shared chunk, a route that links a stylesheet loaded that chunk's code too (the dashboard
        // loaded 8 KiB of the shot map's date code for one link).
        manualChunks: (id) => {
          if (/\/app\/components\/[^/]+\/stylesheet\.ts$/.test(id)) return 'stylesheets';
          if (FRAMEWORK.test(id)) return 'framework';
          return undefined;
        },
      },
    },
  },
});
