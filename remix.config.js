// @ts-check
/** Remix options, imported by vite.config.ts and passed to the Remix Vite plugin. */

/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  ignoredRouteFiles: ['**/*.server.*', '**/*.test.*', '**/__*.*', '**/*.client.*'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    v3_lazyRouteDiscovery: true,
  },
};
