import { AxeBuilder } from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** The WCAG 2.2 AA rule tags of axe every page and dialog is held to (decision 038). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export type AxeScan = {
  /** Only these rules (e.g. the ones that read colours); otherwise every rule of WCAG_TAGS. */
  rules?: ReadonlyArray<string>;
  /** A CSS selector the scan is limited to (a dialog, a menu); otherwise the whole page. */
  include?: string;
};

/**
 * The WCAG violations axe finds on the page as it is now. axe-core is injected once per document and
 * run there (`axe.run`): a page scanned in several themes pays for the injection once, where
 * AxeBuilder injects the whole library into every frame twice per scan (about 150 ms a scan here).
 * A page with frames goes through AxeBuilder, which reaches into them.
 */
export async function axeViolations(page: Page, scan: AxeScan = {}): Promise<Array<axe.Result>> {
  const runOnly = scan.rules
    ? { type: 'rule' as const, values: [...scan.rules] }
    : { type: 'tag' as const, values: WCAG_TAGS };
  if ((await page.locator('iframe').count()) > 0) {
    let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    builder = scan.rules ? builder.withRules([...scan.rules]) : builder.withTags(WCAG_TAGS);
    if (scan.include) builder = builder.include(scan.include);
    return (await builder.analyze()).violations;
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ({ include, options }) => {
      const found = await (window as unknown as { axe: typeof axe }).axe.run(include ?? document, options);
      return found.violations;
    },
    { include: scan.include, options: { resultTypes: ['violations'] as Array<axe.resultGroups>, runOnly } },
  );
}
