// docs/architecture.md's "Layout and what may import what" table says the same as the import rules
// that `npm run check:imports` enforces (scripts/import-rules.ts): a change to either shows here.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ALLOWED, type Layer, layerOf, TYPES_ONLY_LAYERS } from './import-rules';

// How the table names a layer in its "may import" column.
const NAMES: Record<string, Layer> = {
  'app/server': 'server',
  'page server modules': 'page-server',
  'app/domain': 'domain',
  'db/queries': 'queries',
  'app/components': 'components',
  'app/styles': 'styles',
  styles: 'styles',
  'db/schema': 'schema',
  'db core': 'db-core',
  build: 'build',
  'route modules for types only': 'routes',
};

// A folder cell's first path, as a file of that folder (`db/*.ts` → `db/client.ts`).
function sampleFile(folder: string): string {
  const first = (folder.match(/`([^`]+)`/)?.[1] ?? '').replace('*', 'client');
  return first.endsWith('/') ? `${first}x.ts` : first;
}

function tableRows(): Array<{ folder: string; imports: string }> {
  const doc = readFileSync('docs/architecture.md', 'utf8');
  const section = doc.split('## Layout and what may import what')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split('|').map((cell) => cell.trim());
      return { folder: cells[1] ?? '', imports: cells[3] ?? '' };
    });
}

function namedLayers(imports: string): { all: Set<Layer>; typesOnly: Set<Layer> } {
  const all = new Set<Layer>();
  const typesOnly = new Set<Layer>();
  const plain = imports.replace(/\([^)]*\)/g, '');
  for (const part of plain.split(/[,;]| and /).map((name) => name.trim())) {
    const layer = NAMES[part];
    if (layer === undefined) continue;
    (part.endsWith('for types only') ? typesOnly : all).add(layer);
  }
  return { all, typesOnly };
}

test('the layer table of docs/architecture.md and the import rules agree', () => {
  const rows = tableRows();
  expect(rows.length).toBeGreaterThan(10);
  const routesRow = rows.find((row) => row.folder.startsWith('`app/routes/`'));
  for (const row of rows) {
    const file = sampleFile(row.folder);
    const layer = layerOf(file);
    if (layer === null || layer === 'exempt') {
      expect(row.imports, row.folder).toMatch(/^(—|anything)$/);
      continue;
    }
    const stated = row.imports === 'as routes' ? (routesRow?.imports ?? '') : row.imports;
    const { all, typesOnly } = namedLayers(stated);
    const allowed = new Set(ALLOWED[layer].filter((other) => other !== layer));
    all.delete(layer);
    expect([...all].sort(), row.folder).toEqual([...allowed].sort());
    expect([...typesOnly].sort(), row.folder).toEqual([...(TYPES_ONLY_LAYERS[layer] ?? [])].sort());
  }
});
