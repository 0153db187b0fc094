import { extractTextUrls, mergeLinks, urlLikeAnchorTexts } from './links';

describe('extractTextUrls', () => {
  it('finds http(s) and www URLs and trims trailing punctuation', () => {
    expect(extractTextUrls('See https://a.example/x?y=1). Or www.b.example/path, or <http://c.example/>!').map((l) => l.href)).toEqual([
      'https://a.example/x?y=1',
      'http://www.b.example/path',
      'http://c.example/',
    ]);
  });

  it('skips URLs that are only the visible text of an HTML link', () => {
    const anchors = urlLikeAnchorTexts([{ href: 'https://evil.example/', text: 'https://bank.example/login' }]);
    expect(extractTextUrls('https://bank.example/login <https://evil.example/>', anchors).map((l) => l.href)).toEqual(['https://evil.example/']);
  });
});

describe('mergeLinks', () => {
  it('deduplicates by href, keeps the first visible text, drops mailto/tel/cid/anchors', () => {
    expect(
      mergeLinks(
        [{ href: 'https://a.example/' }, { href: 'mailto:x@y.example' }, { href: '#top' }],
        [{ href: 'https://a.example/', text: 'A' }, { href: 'cid:img1' }, { href: 'tel:+331234' }, { href: 'javascript:void(0)' }],
      ),
    ).toEqual([{ href: 'https://a.example/', text: 'A' }, { href: 'javascript:void(0)' }]);
  });
});
