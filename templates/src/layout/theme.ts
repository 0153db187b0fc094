/**
 * Colours and type for every email. System fonts only (no remote fonts). Body text is 18px and
 * never below 16px: many readers are seniors. Contrast on white: text #1f2937 ≈ 14.7:1,
 * muted #4b5563 ≈ 7.6:1, link #1d4ed8 ≈ 6.7:1; header white on #1e3a8a ≈ 10.4:1.
 */
export const THEME = {
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  pageBackground: '#f3f4f6',
  cardBackground: '#ffffff',
  text: '#1f2937',
  heading: '#111827',
  muted: '#4b5563',
  link: '#1d4ed8',
  border: '#d1d5db',
  brandBackground: '#1e3a8a',
  brandText: '#ffffff',
  buttonBackground: '#1d4ed8',
  buttonText: '#ffffff',
  panelBackground: '#f9fafb',
  testBackground: '#fef3c7',
  testText: '#78350f',
  aiAccent: '#5b21b6',
  aiTint: '#f5f3ff',
  warningAccent: '#92400e',
  warningTint: '#fffbeb',
  bodySize: '18px',
  smallSize: '16px',
  lineHeight: '1.6',
} as const;
