import { Page } from 'playwright-core';

/**
 * Accessibility checks measure contrast on settled colours: finish every running fade (toasts,
 * dialogs, tooltips) and make later ones instantaneous, so axe never samples a half-transparent element.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.addStyleTag({
    content: '*, *::before, *::after { transition-duration: 0s !important; animation-duration: 0s !important; transition-delay: 0s !important; }',
  });
  // A string expression: the backend compiles without the DOM library.
  await page.evaluate(
    'Promise.race([Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2000))])',
  );
}
