// @ts-check
/** Remix options, imported by vite.config.ts and passed to the Remix Vite plugin. */

// spec 1 §2 profile children: path under the profile and route module.
/** @type {Array<[string, string]>} */
const PROFILE_CHILDREN = [
  ['summary', 'routes/player.$username.summary.tsx'],
  ['schedule/:tab', 'routes/player.$username.schedule.$tab.tsx'],
  ['my-rounds', 'routes/player.$username.my-rounds.tsx'],
  ['view-shots', 'routes/player.$username.view-shots.tsx'],
  ['resume', 'routes/player.$username.resume.tsx'],
  ['stats', 'routes/player.$username.stats.tsx'],
  ['data-analysis', 'routes/player.$username.data-analysis.tsx'],
  ['gallery', 'routes/player.$username.gallery.tsx'],
  ['report-viewer', 'routes/player.$username.report-viewer.tsx'],
];

/**
 * Host-style paths (spec 1 §2 "host-style player matcher", custom URLs) as real routes, so the browser
 * router matches the same URL the server rendered. They reuse the profile's route modules under their
 * own ids; the loaders check that the host really maps such paths (app/routes/player.$username.server.ts).
 * @param {Parameters<NonNullable<import('@remix-run/dev').VitePluginConfig['routes']>>[0]} defineRoutes
 */
function hostRoutes(defineRoutes) {
  return defineRoutes((route) => {
    /** @param {string} prefix */
    const children = (prefix) => {
      for (const [path, file] of PROFILE_CHILDREN) route(path, file, { id: `${prefix}/${path}` });
    };
    // The first segment of a player host (/{username}/{child}), a team host (/{short}/{playerGroup})
    // or an organization host (/{playerGroup}); host-routes/segment.tsx tells them apart.
    route(':username', 'host-routes/segment.tsx', { id: 'host/segment' }, () => {
      route(undefined, 'host-routes/segment-index.tsx', { id: 'host/segment/index', index: true });
      children('host/segment');
      route(':playerGroup', 'host-routes/segment-group.tsx', { id: 'host/segment/group' });
      route('*', 'routes/player.$username.$.tsx', { id: 'host/segment/*' });
    });
    // A player's custom URL: /{child} (its root is the home route's concern).
    route(undefined, 'routes/player.$username.tsx', { id: 'host/custom' }, () => children('host/custom'));
  });
}

/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  ignoredRouteFiles: ['**/*.server.*', '**/*.test.*', '**/__*.*', '**/*.client.*'],
  routes: hostRoutes,
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    // The whole route manifest is one cached script: no route matching per document (decision 065).
    v3_lazyRouteDiscovery: false,
  },
};
