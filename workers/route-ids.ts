import { type AgnosticRouteObject, matchRoutes } from '@remix-run/router';

/** A route of the server build's manifest (`build.routes`), as far as matching needs it. */
export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
};

// One tree per manifest, built once per isolate (the router still flattens and ranks it per match).
const trees = new WeakMap<object, Array<AgnosticRouteObject>>();

function treeOf(manifest: Readonly<Record<string, ManifestRoute | undefined>>): Array<AgnosticRouteObject> {
  let tree = trees.get(manifest);
  if (tree) return tree;
  const byParent = new Map<string | undefined, Array<ManifestRoute>>();
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const childrenOf = (parentId: string | undefined): Array<AgnosticRouteObject> =>
    (byParent.get(parentId) ?? []).map(({ id, path, index, caseSensitive }) =>
      index
        ? { id, path, caseSensitive, index: true }
        : { id, path, caseSensitive, children: childrenOf(id) },
    );
  tree = childrenOf(undefined);
  trees.set(manifest, tree);
  return tree;
}

/** The ids of the routes a path matches, root first, as Remix's server matches them. */
export function matchedRouteIds(
  manifest: Readonly<Record<string, ManifestRoute | undefined>>,
  pathname: string,
): ReadonlySet<string> {
  const matches = matchRoutes(treeOf(manifest), pathname) ?? [];
  return new Set(matches.flatMap((match) => (match.route.id === undefined ? [] : [match.route.id])));
}
