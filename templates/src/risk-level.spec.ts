import { confidencePercent, normalizeRiskLevel, riskLevelHeader, VERDICT_PALETTES } from './index';
import { THEME } from './layout/theme';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('riskLevelHeader', () => {
  it.each([
    ['safe', 'safe'],
    ['suspicious', 'suspicious'],
    ['dangerous', 'dangerous'],
    ['DANGEROUS ', 'dangerous'],
    ['critical', 'unknown'],
    ['', 'unknown'],
    [undefined, 'unknown'],
  ])('%j → %s', (input, expected) => {
    expect(riskLevelHeader(input)).toBe(expected);
    expect(normalizeRiskLevel(input)).toBe(expected);
  });
});

describe('confidencePercent', () => {
  it.each([
    [0, 0],
    [0.873, 87],
    [0.5, 50],
    [1, 100],
    [0.999, 100],
    [85, 85],
    [250, 100],
    [-0.2, 0],
    [Number.NaN, 0],
  ])('%p → %p', (input, expected) => {
    expect(confidencePercent(input)).toBe(expected);
  });
});

describe('colour contrast (WCAG AA, 4.5:1)', () => {
  it.each(Object.entries(VERDICT_PALETTES))('%s banner text on banner colour', (_level, palette) => {
    expect(contrast(palette.foreground, palette.background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(VERDICT_PALETTES))('%s accent on white and on its tint', (_level, palette) => {
    expect(contrast(palette.accent, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(palette.accent, palette.tint)).toBeGreaterThanOrEqual(4.5);
  });

  it('theme text, links, buttons, header, AI and TEST strip', () => {
    expect(contrast(THEME.text, THEME.cardBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(THEME.muted, THEME.panelBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(THEME.link, THEME.panelBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(THEME.buttonText, THEME.buttonBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(THEME.brandText, THEME.brandBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(THEME.aiAccent, THEME.aiTint)).toBeGreaterThanOrEqual(4.5);
    expect(contrast('#ffffff', THEME.aiAccent)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(THEME.testText, THEME.testBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(THEME.warningAccent, THEME.warningTint)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(THEME.text, VERDICT_PALETTES.dangerous.tint)).toBeGreaterThanOrEqual(4.5);
  });
});
