import { convertHtml, htmlOffsetAfterTextBefore, htmlOffsetForText } from './html-text';

describe('convertHtml', () => {
  it('renders blocks as lines, collapses whitespace and decodes entities', () => {
    const conv = convertHtml('<html><head><title>T</title><style>p{}</style></head><body><p>Caf&eacute;   &amp;\n th&#233;</p><div>a<br>b</div><script>alert(1)</script>&#x1F600; &constructor;</body></html>');
    expect(conv.text).toBe('Café & thé\n\na\nb\n😀 &constructor;');
  });

  it('collects links with their visible text (or image alt) and where they appear', () => {
    const conv = convertHtml('<p>Intro</p><p><a href=" https://evil.example/login ">Sign in to <b>your bank</b></a></p><a href="https://x.example/"><img alt="Logo" src="cid:1"></a><area href="https://map.example/" alt="Map">');
    expect(conv.links.map(({ href, text }) => ({ href, text }))).toEqual([
      { href: 'https://evil.example/login', text: 'Sign in to your bank' },
      { href: 'https://x.example/', text: 'Logo' },
      { href: 'https://map.example/', text: 'Map' },
    ]);
    expect(conv.text.slice(conv.links[0].textOffset)).toMatch(/^Sign in to your bank/);
  });

  it('detects forms and password fields', () => {
    expect(convertHtml('<form action="https://x.example"><input type="text"></form>')).toMatchObject({ hasForm: true, hasPasswordInput: false });
    expect(convertHtml('<input name=p TYPE="Password">')).toMatchObject({ hasForm: false, hasPasswordInput: true });
  });

  it('keeps preformatted line breaks', () => {
    expect(convertHtml('<pre>a  b\nc</pre>').text).toBe('a  b\nc');
  });

  it('maps a text line back to the markup that produced it', () => {
    const html = '<div>note</div><div class="quote"><a href="https://o.example/">original</a></div>';
    const conv = convertHtml(html);
    const offset = htmlOffsetForText(conv, conv.text.indexOf('original'));
    expect(offset).not.toBeNull();
    expect(html.slice(offset ?? 0)).toBe('<div class="quote"><a href="https://o.example/">original</a></div>');
  });

  it('also finds where the markup after the previous line ends, hidden markup included', () => {
    const html = '<div>To: you</div><br><div style="display:none">preview</div><table><tr><td><img src="a.png"></td><td>Hello</td></tr></table>';
    const conv = convertHtml(html);
    const gap = htmlOffsetAfterTextBefore(conv, conv.text.indexOf('preview'));
    expect(html.slice(gap)).toBe('</div><br><div style="display:none">preview</div><table><tr><td><img src="a.png"></td><td>Hello</td></tr></table>');
    expect(htmlOffsetAfterTextBefore(conv, 0)).toBe(0);
    expect(html.slice(htmlOffsetAfterTextBefore(conv, conv.text.length + 1))).toBe('</td></tr></table>');
  });

  it('keeps a forwarded picture-only original: the markup after the header block’s last line', () => {
    const html = '<div>From: Prize Desk</div><div>To: you</div><br><a href="https://win.example/"><img src="prize.png"></a>';
    const conv = convertHtml(html);
    expect(html.slice(htmlOffsetAfterTextBefore(conv, conv.text.length))).toBe('</div><br><a href="https://win.example/"><img src="prize.png"></a>');
  });
});
