import { redirectTarget } from './open-redirects';

const target = (href: string): string | null => redirectTarget(new URL(href))?.href ?? null;
const bing = (url: string): string => `https://www.bing.com/ck/a?!&&p=abc&u=a1${Buffer.from(url).toString('base64url')}&ntb=1`;

describe('open redirects', () => {
  it.each<[string, string | null]>([
    ['https://www.google.com/url?q=https://evil.example.net/login&sa=D', 'https://evil.example.net/login'],
    ['https://www.google.co.uk/url?sa=t&url=http%3A%2F%2Fevil.example.net%2Fx', 'http://evil.example.net/x'],
    ['https://www.google.com/amp/s/evil.example.net/page', 'https://evil.example.net/page'],
    [bing('https://evil.example.net/o365'), 'https://evil.example.net/o365'],
    ['https://l.facebook.com/l.php?u=https%3A%2F%2Fshop.example.org%2F&h=AT0', 'https://shop.example.org/'],
    ['https://www.youtube.com/redirect?q=https://example.org/&v=1', 'https://example.org/'],
    ['https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.canada.ca%2Fen.html&data=05', 'https://www.canada.ca/en.html'],
    // A redirect to a redirect is followed to its end.
    [`https://www.google.com/url?q=${encodeURIComponent(bing('https://evil.example.net/'))}`, 'https://evil.example.net/'],
    // Not redirects, or no readable target: the link is read as it is.
    ['https://www.google.com/search?q=https://example.org', null],
    ['https://www.google.com/url?q=javascript:alert(1)', null],
    ['https://www.bing.com/ck/a?u=zzz', null],
    ['https://www.google.evil.example.net/url?q=https://example.org', null],
    ['https://example.org/url?q=https://evil.example.net', null],
  ])('%s → %s', (href, expected) => {
    expect(target(href)).toBe(expected);
  });
});
