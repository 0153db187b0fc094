import AxeBuilder from '@axe-core/playwright';
import { Page } from 'playwright-core';
import { settleAnimations } from './settle-animations';

export interface AxeProblem {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * WCAG 2.1 A/AA rules on settled colours; returns the serious and critical violations only.
 * `exclude`: selectors axe cannot or should not judge (a sandboxed email frame, MUI's tooltip popper).
 */
export async function seriousViolations(page: Page, exclude: string[] = []): Promise<AxeProblem[]> {
  await settleAnimations(page);
  // @axe-core/playwright types its page against the full playwright package; playwright-core's is the same object.
  let builder = new AxeBuilder({ page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'] }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
  ]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

/** "rule: targets" lines, for compact assertion messages. */
export function describeProblems(problems: AxeProblem[]): string[] {
  return problems.map((p) => `${p.id}: ${p.targets.join(', ')}`);
}
