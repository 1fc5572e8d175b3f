import { expect, test } from 'vitest';
import {
  type Block,
  type FlowGeometry,
  layoutFlow,
  MIN_CONTINUATION_FILL,
  planDenseFlow,
  planFlow,
  type Section,
} from './flow';

const geometry: FlowGeometry = {
  left: 40,
  width: 532,
  columns: 1,
  gap: 0,
  firstTop: 700,
  top: 700,
  bottom: 100,
};

/** A block of a height that records nothing: the flow only measures. */
const block = (height: number): Block => ({ height, draw: () => {} });

test('a table split across pages repeats its header at the top of every page it continues on', () => {
  const header = block(18);
  const heading = block(30);
  const table: Section = { heading, header, items: Array.from({ length: 80 }, () => block(18)) };
  const layout = layoutFlow([table], geometry);
  expect(layout.pages.length).toBeGreaterThan(2);
  layout.pages.forEach((page, index) => {
    const first = page.placements[index === 0 ? 1 : 0];
    expect(first?.block, `page ${index + 1}`).toBe(header);
    expect(page.placements.filter((p) => p.block === header)).toHaveLength(1);
    expect(page.continues).toBe(index > 0);
  });
  // Every row is placed once, above the bottom margin.
  const rows = layout.pages.flatMap((page) =>
    page.placements.filter((p) => p.block !== header && p.block !== heading),
  );
  expect(rows).toHaveLength(80);
  for (const row of rows) expect(row.top - row.block.height).toBeGreaterThanOrEqual(geometry.bottom);
});

test('a heading is never left alone at the foot of a column: it moves on with its first item', () => {
  const filler: Section = { items: [block(580)] };
  const heading = block(30);
  const layout = layoutFlow([filler, { heading, items: [block(40), block(40)] }], geometry);
  expect(layout.pages).toHaveLength(2);
  expect(layout.pages[1]?.placements[0]?.block).toBe(heading);
  expect(layout.pages[1]?.continues).toBe(false);
});

test('two columns fill left then right before a new page', () => {
  const items = Array.from({ length: 50 }, () => block(20));
  const layout = layoutFlow([{ items }], { ...geometry, columns: 2, gap: 20 });
  // 600 points of room per column hold 30 items: 60 per page.
  expect(layout.pages).toHaveLength(1);
  expect(layout.pages[0]?.placements.filter((p) => p.column === 0)).toHaveLength(30);
  expect(layout.pages[0]?.placements.filter((p) => p.column === 1)).toHaveLength(20);
});

test('a list that would spill a few items onto a near-empty page is shortened, with a closing line', () => {
  const more = block(14);
  const about: Section = { items: [block(400)] };
  const news: Section = {
    items: Array.from({ length: 12 }, () => block(40)),
    cap: { priority: 1, min: 2, more: () => more },
  };
  const spilled = layoutFlow([about, news], geometry);
  expect(spilled.pages).toHaveLength(2);
  expect(spilled.pages[1]?.fill).toBeLessThan(MIN_CONTINUATION_FILL);

  const planned = planFlow([about, news], geometry);
  expect(planned.pages).toHaveLength(1);
  expect(planned.hidden).toBeGreaterThan(0);
  expect(planned.pages[0]?.placements.at(-1)?.block).toBe(more);
});

test('no page after the first is less than half used while a capped list can give way; tables are kept whole', () => {
  for (let count = 1; count <= 60; count++) {
    const sections: Array<Section> = [
      { items: [block(300)] },
      {
        items: Array.from({ length: count }, () => block(25)),
        cap: { priority: 1, min: 1, more: () => block(14) },
      },
    ];
    const layout = planFlow(sections, geometry);
    layout.pages.slice(1).forEach((page, index) => {
      if (page.continues)
        expect(page.fill, `${count} items, page ${index + 2}`).toBeGreaterThanOrEqual(MIN_CONTINUATION_FILL);
    });
  }
  // Without a cap, every row stays, whatever the last page holds.
  const table = planFlow(
    [{ items: [block(300)] }, { items: Array.from({ length: 26 }, () => block(25)) }],
    geometry,
  );
  expect(table.hidden).toBe(0);
  expect(table.pages.flatMap((p) => p.placements)).toHaveLength(27);
});

test('a table whose last rows would sit alone on a page is set a little tighter to keep them', () => {
  const build = (rows: number) => (density: number) => [
    { items: Array.from({ length: rows }, () => block(18 * density)) },
  ];
  // 600 points per page hold 33 rows of 18: 36 rows leave 3 on a second page.
  const tight = planDenseFlow(build(36), geometry);
  expect(tight.pages).toHaveLength(1);
  expect(tight.pages[0]?.placements).toHaveLength(36);
  // 50 rows fill most of a second page: the normal setting stays.
  const normal = planDenseFlow(build(50), geometry);
  expect(normal.pages).toHaveLength(2);
  expect(normal.pages[0]?.placements[0]?.block.height).toBe(18);
});
