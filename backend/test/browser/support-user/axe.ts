import AxeBuilder from '@axe-core/playwright';
import { Page } from 'playwright-core';
import { settleAnimations } from '../settle-animations';

export interface AxeProblem {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** WCAG 2.1 A/AA rules; returns the serious and critical violations only. */
export async function seriousViolations(page: Page): Promise<AxeProblem[]> {
  await settleAnimations(page);
  // @axe-core/playwright types its page against the full playwright package; playwright-core's is the same object.
  const results = await new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // A sandboxed frame (the email preview) cannot be entered; its content is the email, tested in templates.
    .exclude('iframe[sandbox]')
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
