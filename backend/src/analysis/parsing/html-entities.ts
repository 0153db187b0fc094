/** HTML entity decoding (the `entities` package: every named and numeric reference of the HTML standard). */
import { decodeHTML } from 'entities';

export function decodeHtmlEntities(input: string): string {
  return input.indexOf('&') < 0 ? input : decodeHTML(input);
}
