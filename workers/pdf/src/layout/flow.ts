import type { PDFPage } from 'pdf-lib';
import { CONTENT_WIDTH, FLOW_BOTTOM, FLOW_TOP, MARGIN } from './tokens';

/*
 * The flow that fills pages (decision 055). A document is a list of sections; each section is a
 * heading, an optional header repeated wherever the section continues (a table's column titles), and
 * items that never split. Sections fill the columns of a page top to bottom, then the next page, so
 * no column is left empty while another spills over. Layout is measured first and drawn after: a
 * list that would leave a continuation page less than half used is shortened (its `cap`), with a
 * closing line saying how many items were left out.
 */

/** Something of a known height, drawn with its top-left corner at (x, top). */
export type Block = {
  height: number;
  draw: (page: PDFPage, x: number, top: number, width: number) => void;
};

export type Section = {
  heading?: Block;
  /** Drawn under the heading and again at the top of every column the section continues in. */
  header?: Block;
  items: ReadonlyArray<Block>;
  /**
   * A list that may be shortened so that no continuation page is near-empty: the highest priority
   * gives way first, never below `min` items; `more` says how many were left out.
   */
  cap?: { priority: number; min: number; more: (hidden: number) => Block };
  /** Space below the section. */
  gapAfter?: number;
  /** The section starts a new page (a chapter of its own). */
  breakBefore?: boolean;
};

export type FlowGeometry = {
  left: number;
  width: number;
  columns: number;
  gap: number;
  /** The content's top on the flow's first page and on the pages after it. */
  firstTop: number;
  top: number;
  bottom: number;
};

/** One column the width of the content, between the running head and the page foot. */
export const ONE_COLUMN_FLOW: FlowGeometry = {
  left: MARGIN,
  width: CONTENT_WIDTH,
  columns: 1,
  gap: 0,
  firstTop: FLOW_TOP,
  top: FLOW_TOP,
  bottom: FLOW_BOTTOM,
};

export type Placement = { column: number; top: number; block: Block };

export type FlowPage = {
  placements: Array<Placement>;
  /** Share of the page's column room used (0–1). */
  fill: number;
  /** The page opens with the rest of a section begun on an earlier page. */
  continues: boolean;
};

export type FlowLayout = { pages: Array<FlowPage>; geometry: FlowGeometry; hidden: number };

/** The least a continuation page holds; below it, capped lists give way. */
export const MIN_CONTINUATION_FILL = 0.5;

export function columnWidth(geometry: FlowGeometry): number {
  return (geometry.width - geometry.gap * (geometry.columns - 1)) / geometry.columns;
}

/** Places the sections (no drawing): where each block goes, page by page. */
export function layoutFlow(sections: ReadonlyArray<Section>, geometry: FlowGeometry): FlowLayout {
  const pages: Array<FlowPage> = [];
  const lowest: Array<Array<number>> = [];
  let page = 0;
  let column = 0;
  let y = geometry.firstTop;
  const topOf = (index: number) => (index === 0 ? geometry.firstTop : geometry.top);
  const open = (index: number) => {
    pages[index] ??= { placements: [], fill: 0, continues: false };
    lowest[index] ??= Array.from({ length: geometry.columns }, () => topOf(index));
  };
  open(0);
  const columnIsEmpty = () => y === topOf(page);
  const nextPage = () => {
    page++;
    column = 0;
    y = topOf(page);
    open(page);
  };
  const advance = () => {
    if (column + 1 < geometry.columns) {
      column++;
      y = topOf(page);
    } else nextPage();
  };
  const fits = (height: number) => y - height >= geometry.bottom;
  const place = (block: Block, continuing = false) => {
    const current = pages[page];
    if (!current) return;
    if (current.placements.length === 0 && continuing) current.continues = true;
    current.placements.push({ column, top: y, block });
    y -= block.height;
    const columns = lowest[page];
    if (columns) columns[column] = Math.min(columns[column] ?? y, y);
  };

  for (const section of sections) {
    if (section.breakBefore && (pages[page]?.placements.length ?? 0) > 0) nextPage();
    // A heading keeps its header and first item with it.
    const lead =
      (section.heading?.height ?? 0) + (section.header?.height ?? 0) + (section.items[0]?.height ?? 0);
    if (!fits(lead) && !columnIsEmpty()) advance();
    if (section.heading) place(section.heading);
    if (section.header) place(section.header, !section.heading);
    section.items.forEach((item, index) => {
      if (!fits(item.height) && !columnIsEmpty()) {
        advance();
        if (section.header) place(section.header, true);
      }
      place(item, index > 0 || !section.heading);
    });
    y -= section.gapAfter ?? 0;
  }

  const room = geometry.columns;
  pages.forEach((p, index) => {
    const used = (lowest[index] ?? []).reduce((sum, low) => sum + (topOf(index) - low), 0);
    p.fill = used / ((topOf(index) - geometry.bottom) * room);
  });
  return { pages, geometry, hidden: 0 };
}

/** The flow spilled onto a last page it uses less than half of. */
function nearEmptyTail(layout: FlowLayout): boolean {
  const last = layout.pages[layout.pages.length - 1];
  return layout.pages.length > 1 && last !== undefined && last.fill < MIN_CONTINUATION_FILL;
}

/**
 * The layout, with capped lists shortened (one item at a time, highest priority first) while the
 * flow's last page after its first would be less than half used. Uncapped sections (data tables) are never cut.
 */
export function planFlow(sections: ReadonlyArray<Section>, geometry: FlowGeometry): FlowLayout {
  let layout = layoutFlow(sections, geometry);
  if (!nearEmptyTail(layout)) return layout;
  const shown = sections.map((s) => s.items.length);
  const capped = sections
    .map((section, index) => ({ section, index }))
    .filter(({ section }) => section.cap !== undefined)
    .sort((a, b) => (b.section.cap?.priority ?? 0) - (a.section.cap?.priority ?? 0));
  const trimmed = () =>
    sections.map((section, index) => {
      const count = shown[index] ?? section.items.length;
      const hidden = section.items.length - count;
      if (!section.cap || hidden === 0) return section;
      return { ...section, items: [...section.items.slice(0, count), section.cap.more(hidden)] };
    });
  const pagesBefore = layout.pages.length;
  const settled = () =>
    layout.pages.length < pagesBefore || !nearEmptyTail(layout) ? layout.pages.length : null;
  let pages: number | null = null;
  for (const { section, index } of capped) {
    while (pages === null && (shown[index] ?? 0) > (section.cap?.min ?? 0)) {
      shown[index] = (shown[index] ?? 0) - 1;
      layout = layoutFlow(trimmed(), geometry);
      pages = settled();
    }
  }
  // Nothing capped could give way: keep every item.
  if (pages === null) return layoutFlow(sections, geometry);
  // Give back what still fits, the most important list first, so no list is cut more than it must be.
  for (const { index } of [...capped].reverse()) {
    const total = sections[index]?.items.length ?? 0;
    while ((shown[index] ?? 0) < total) {
      shown[index] = (shown[index] ?? 0) + 1;
      const grown = layoutFlow(trimmed(), geometry);
      if (grown.pages.length > pages || nearEmptyTail(grown)) {
        shown[index] = (shown[index] ?? 0) - 1;
        break;
      }
      layout = grown;
    }
  }
  layout = layoutFlow(trimmed(), geometry);
  layout.hidden = sections.reduce((sum, section, i) => sum + section.items.length - (shown[i] ?? 0), 0);
  return layout;
}

/** Row densities a document may be set at, loosest first (decision 055). */
export const DENSITIES = [1, 0.9, 0.82] as const;

/**
 * The planned flow of sections built at a density: the normal one, unless it leaves a last page
 * less than half used and a tighter setting of the same sections saves that page.
 */
export function planDenseFlow(
  build: (density: number) => ReadonlyArray<Section>,
  geometry: FlowGeometry,
): FlowLayout {
  const normal = planFlow(build(DENSITIES[0]), geometry);
  if (!nearEmptyTail(normal)) return normal;
  for (const density of DENSITIES.slice(1)) {
    const tighter = planFlow(build(density), geometry);
    if (tighter.pages.length < normal.pages.length) return tighter;
  }
  return normal;
}

/** Draws a planned flow; `pageAt(i)` gives (or makes) the flow's i-th page. */
export function drawFlow(layout: FlowLayout, pageAt: (index: number) => PDFPage) {
  const width = columnWidth(layout.geometry);
  layout.pages.forEach((flowPage, index) => {
    const page = pageAt(index);
    for (const { column, top, block } of flowPage.placements) {
      block.draw(page, layout.geometry.left + column * (width + layout.geometry.gap), top, width);
    }
  });
}
