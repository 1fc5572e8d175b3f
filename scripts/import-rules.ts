import path from 'node:path';
import ts from 'typescript';

/**
 * The import rules of the layers (docs/architecture.md "Layout", decision 039). Every source file
 * belongs to one layer; each layer names the layers it may import. Tests, benchmarks, scripts and the
 * seed generator may import anything.
 */
export type Layer =
  | 'routes'
  | 'page-server'
  | 'server'
  | 'domain'
  | 'components'
  | 'styles'
  | 'queries'
  | 'schema'
  | 'db-core'
  | 'worker'
  | 'pdf'
  | 'build'
  | 'exempt';

/** The layer of a repository-relative path (forward slashes), or null for a file outside every layer. */
export function layerOf(file: string): Layer | null {
  if (/\.test\.tsx?$/.test(file) || /^(test|bench|scripts|db\/seed)\//.test(file)) return 'exempt';
  // A page's server code beside its route (decision 113): Remix ignores `*.server.*` in app/routes.
  if (/^app\/(routes|host-routes)\/.+\.server(\.tsx?)?$/.test(file)) return 'page-server';
  if (
    /^app\/(routes|host-routes)\//.test(file) ||
    /^app\/(root|entry\.server|entry\.client)(\.tsx)?$/.test(file)
  )
    return 'routes';
  if (file.startsWith('app/server/')) return 'server';
  if (file.startsWith('app/domain/')) return 'domain';
  if (file.startsWith('app/components/')) return 'components';
  if (file.startsWith('app/styles/')) return 'styles';
  if (file.startsWith('db/queries/')) return 'queries';
  if (file.startsWith('db/schema/')) return 'schema';
  if (/^db\/[^/]+$/.test(file)) return 'db-core';
  if (file.startsWith('workers/pdf/')) return 'pdf';
  if (file.startsWith('workers/')) return 'worker';
  if (file.startsWith('build/')) return 'build';
  return null;
}

/** Which layers each layer may import (its own always included). */
export const ALLOWED: Record<Exclude<Layer, 'exempt'>, ReadonlyArray<Layer>> = {
  // The route modules and the document around them (root, entries).
  routes: ['routes', 'page-server', 'server', 'domain', 'queries', 'components', 'styles'],
  // A route's (or a family of routes') loaders and actions: what app/server may import, and each other.
  'page-server': ['page-server', 'server', 'domain', 'queries', 'db-core'],
  server: ['server', 'domain', 'queries', 'db-core'],
  domain: ['domain'],
  components: ['components', 'domain', 'styles'],
  styles: ['styles'],
  queries: ['queries', 'schema', 'domain', 'db-core'],
  schema: ['schema', 'domain'],
  'db-core': ['db-core', 'schema'],
  worker: ['worker', 'server', 'domain', 'queries', 'db-core', 'build'],
  pdf: ['pdf', 'domain'],
  build: ['build'],
};

/** Layers a layer may import types from only: a component names the root loader's data type. */
export const TYPES_ONLY_LAYERS: Partial<Record<Layer, ReadonlyArray<Layer>>> = {
  components: ['routes'],
};

/** Packages a layer may only import types from (the query builders belong to db/queries). */
const TYPES_ONLY_PACKAGES: Partial<Record<Layer, ReadonlyArray<string>>> = {
  server: ['drizzle-orm'],
  'page-server': ['drizzle-orm'],
  routes: ['drizzle-orm'],
  components: ['drizzle-orm'],
  worker: ['drizzle-orm'],
};

export type ImportRef = { specifier: string; typeOnly: boolean; line: number };

/** The static imports, re-exports and `import()` calls of a source text. */
export function importsOf(fileName: string, text: string): Array<ImportRef> {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const refs: Array<ImportRef> = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const allNamedTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      refs.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: clause?.isTypeOnly === true || allNamedTypes,
        line: lineOf(node),
      });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      refs.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly, line: lineOf(node) });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      refs.push({ specifier: node.arguments[0].text, typeOnly: false, line: lineOf(node) });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const literal = node.argument.literal;
      if (ts.isStringLiteral(literal))
        refs.push({ specifier: literal.text, typeOnly: true, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return refs;
}

/** A specifier as a repository-relative path (aliases `~/` and `~db/` resolved), or the package name. */
export function resolveSpecifier(
  file: string,
  specifier: string,
): { kind: 'file'; path: string } | { kind: 'package'; name: string } {
  const bare = specifier.replace(/\?.*$/, '');
  if (bare.startsWith('~/')) return { kind: 'file', path: `app/${bare.slice(2)}` };
  if (bare.startsWith('~db/')) return { kind: 'file', path: `db/${bare.slice(4)}` };
  if (bare.startsWith('.')) return { kind: 'file', path: path.posix.join(path.posix.dirname(file), bare) };
  const parts = bare.split('/');
  const name = bare.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? bare);
  return { kind: 'package', name };
}

export type Violation = { file: string; line: number; specifier: string; reason: string };

/** The rule violations of one file's imports. */
export function checkFile(file: string, imports: ReadonlyArray<ImportRef>): Array<Violation> {
  const from = layerOf(file);
  if (from === null || from === 'exempt') return [];
  const violations: Array<Violation> = [];
  for (const ref of imports) {
    const target = resolveSpecifier(file, ref.specifier);
    const at = { file, line: ref.line, specifier: ref.specifier };
    if (target.kind === 'package') {
      const typesOnly = TYPES_ONLY_PACKAGES[from]?.includes(target.name) ?? false;
      if (typesOnly && !ref.typeOnly) {
        violations.push({
          ...at,
          reason: `${from} may import only types from ${target.name}: queries belong in db/queries`,
        });
      }
      continue;
    }
    const to = layerOf(target.path);
    if (from === 'components' && /\.server(\.|$)/.test(path.posix.basename(target.path))) {
      violations.push({ ...at, reason: 'components never import *.server modules' });
      continue;
    }
    if (to === null || to === 'exempt') {
      violations.push({ ...at, reason: `${from} may not import ${target.path} (outside the layers)` });
      continue;
    }
    if (ref.typeOnly && TYPES_ONLY_LAYERS[from]?.includes(to)) continue;
    if (!ALLOWED[from].includes(to)) {
      violations.push({
        ...at,
        reason: `${from} may not import ${to} (${from} may import: ${ALLOWED[from].join(', ')})`,
      });
    }
  }
  return violations;
}

/** Module names that no package provides: Node's built-ins and the runtimes' own modules. */
const PROVIDED = /^(node:|cloudflare:|virtual:)/;

/**
 * The imports of one file (any folder) naming a package that package.json does not declare: such a
 * package is present only because another one depends on it, and may go or change with that one.
 * A type-only import is kept by the package's own types or by its `@types/` package.
 */
export function undeclaredPackages(
  file: string,
  imports: ReadonlyArray<ImportRef>,
  declared: ReadonlySet<string>,
): Array<Violation> {
  const violations: Array<Violation> = [];
  for (const ref of imports) {
    if (PROVIDED.test(ref.specifier)) continue;
    const target = resolveSpecifier(file, ref.specifier);
    if (target.kind !== 'package') continue;
    const typesPackage = `@types/${target.name.replace(/^@([^/]+)\//, '$1__')}`;
    if (declared.has(target.name) || (ref.typeOnly && declared.has(typesPackage))) continue;
    violations.push({
      file,
      line: ref.line,
      specifier: ref.specifier,
      reason: `${target.name} is not declared in package.json`,
    });
  }
  return violations;
}

/** The one module that opens a round shard's database (decision 119). */
const SHARD_ROUTER = 'db/shards.ts';
const SHARD_BINDING = /\bSHARD_\d+\b/;

/**
 * Issue 32 §1: no query reaches a round shard but through db/shards.ts. A source file of the layers
 * that names a shard's binding (SHARD_1…) would be opening one itself; the shards are known by the
 * configuration's list (ROUND_SHARDS), which only the router turns into databases. Comments count:
 * an example binding in prose is written as the configuration writes it, in wrangler.toml.
 */
export function shardBindingViolations(file: string, text: string): Array<Violation> {
  if (file === SHARD_ROUTER || /\.test\.tsx?$/.test(file)) return [];
  const lines = text.split('\n');
  const violations: Array<Violation> = [];
  lines.forEach((line, index) => {
    const named = line.match(SHARD_BINDING);
    if (!named) return;
    violations.push({
      file,
      line: index + 1,
      specifier: named[0],
      reason: `names a round shard's binding: a shard is reached only through ${SHARD_ROUTER} (decision 119)`,
    });
  });
  return violations;
}
