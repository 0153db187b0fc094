import AxeBuilder from '@axe-core/playwright';
import { Page } from 'playwright-core';
import { settleAnimations } from '../settle-animations';

/** WCAG 2.1 A/AA serious and critical violations on the page, as "rule: targets" lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  // @axe-core/playwright types its page against the full playwright package; playwright-core's is the same object.
  const results = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // A hover tooltip caught mid-fade has a transient contrast; its colours are MUI's own.
    .exclude('.MuiTooltip-popper')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
