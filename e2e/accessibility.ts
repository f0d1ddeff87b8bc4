import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.2 A and AA, which the casino is held to; axe's best-practice rules are advice, not the bar. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The serious and critical WCAG violations axe finds on the page (or within `include`),
 * one readable line per rule with the first few elements it names; [] when there are none.
 */
export async function accessibilityFaults(page: Page, where: string, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
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
