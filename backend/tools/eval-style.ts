/**
 * How the eval commands present a message to the engine: as received (`bare`) or forwarded by a family
 * member in one mail client's style, the forward's own words in French for every third message.
 */
import { buildForward, type ForwardClientStyle } from '../src/analysis/parsing';

export type EvalStyle = 'bare' | ForwardClientStyle;

export async function asStyle(raw: Buffer, style: EvalStyle, index: number): Promise<Buffer> {
  if (style === 'bare') return raw;
  return buildForward(raw, {
    style,
    from: 'Family Member <family.member@example.net>',
    to: 'check@scamcheck.example',
    language: index % 3 === 2 ? 'fr' : 'en',
  });
}
