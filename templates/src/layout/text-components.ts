/**
 * Plain-text building blocks. The text part must read well on its own (some readers use
 * text-only clients or screen readers): headings in capitals with an underline, "-" bullets,
 * numbered steps, blank lines between blocks, links on their own line.
 */

export function textHeading(text: string): string {
  const upper = text.toLocaleUpperCase();
  return `${upper}\n${'-'.repeat(Math.min(60, Array.from(upper).length))}`;
}

export function textBullets(items: readonly string[], indent = ''): string {
  return items.map((item) => `${indent}- ${item}`).join('\n');
}

export function textNumbered(items: readonly string[]): string {
  return items.map((item, index) => `${index + 1}. ${item}`).join('\n');
}

/** Joins blocks with one blank line, dropping empty ones, and trims stray blank lines. */
export function textBlocks(blocks: ReadonlyArray<string | null | undefined | false>): string {
  return (
    blocks
      .filter((block): block is string => typeof block === 'string' && block.trim().length > 0)
      .map((block) => block.replace(/[ \t]+$/gm, ''))
      .join('\n\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n'
  );
}
