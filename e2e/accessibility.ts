import type { Frame, Page } from '@playwright/test';
import axe from 'axe-core';

/** WCAG 2.2 A and AA, which the casino is held to; axe's best-practice rules are advice, not the bar. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type Violation = { id: string; impact?: string | null; nodes: { html: string; failureSummary?: string }[] };

/**
 * Axe's findings in one document of the page. Axe is put in it once and stays while
 * the app moves between routes in the same document, so each further check costs only
 * the checking (handing axe's 600 KB of source to the page on every check was most of
 * the walk's time). Run through `evaluate`, which the page's content security policy
 * does not govern.
 */
async function inFrame(frame: Frame, include?: string): Promise<Violation[]> {
  if (!(await frame.evaluate(() => 'axe' in window))) await frame.evaluate(axe.source);
  return frame.evaluate(
    async ({ include, tags }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const results = await run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.map(({ id, impact, nodes }) => ({
        id,
        impact,
        nodes: nodes.map(({ html, failureSummary }) => ({ html, failureSummary })),
      }));
    },
    { include, tags: WCAG_TAGS },
  );
}

/**
 * The serious and critical WCAG violations axe finds on the page (or within `include`),
 * one readable line per rule with the first few elements it names; [] when there are none.
 * A page holding a frame (a studio's game) is checked with the frame's document too.
 */
export async function accessibilityFaults(page: Page, where: string, include?: string): Promise<string[]> {
  // The page's own document, then each frame's (a studio's game) whole.
  const violations = await inFrame(page.mainFrame(), include);
  for (const frame of page.frames()) {
    if (frame !== page.mainFrame() && frame.url().startsWith('http'))
      violations.push(...(await inFrame(frame)));
  }
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => {
      const nodes = violation.nodes
        .slice(0, 4)
        .map(
          (node) =>
            `${node.html.slice(0, 140)} (${node.failureSummary?.split('\n').slice(1, 2).join(' ').trim()})`,
        );
      return `${where}: ${violation.id} [${violation.impact}] x${violation.nodes.length}: ${nodes.join('; ')}`;
    });
}
