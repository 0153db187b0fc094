/**
 * Hostile input: every case must end with a bounded result or a typed error (outcomes are
 * asserted, never timings). Sizes are modest so that the suite stays fast.
 */
import { EmailTooLargeError, MalformedEmailError, parseEmail, PARSING_LIMITS } from './index';
import { buildZip } from './zip-test-helper';

function message(headers: string, body: string): Buffer {
  return Buffer.from(`${headers}\r\n\r\n${body}`, 'utf8');
}

function nestedMultipart(depth: number): Buffer {
  let part = 'Content-Type: text/plain\r\n\r\ninnermost text http://deep.example/x\r\n';
  for (let i = depth; i > 0; i--) {
    part = `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n${part}\r\n--b${i}--\r\n`;
  }
  return Buffer.from(`From: a@sender.example\r\nSubject: deep\r\n${part}`);
}

function nestedAttachedForwards(depth: number): Buffer {
  let msg = 'From: scam@evil.example\r\nSubject: the real original\r\n\r\nclick http://evil.example/\r\n';
  for (let i = 0; i < depth; i++) {
    msg =
      `From: relative${i}@family.example\r\nSubject: Fwd: the real original\r\nContent-Type: multipart/mixed; boundary="r${i}"\r\n\r\n` +
      `--r${i}\r\nContent-Type: text/plain\r\n\r\nsee attached\r\n--r${i}\r\nContent-Type: message/rfc822\r\nContent-Disposition: attachment\r\n\r\n${msg}\r\n--r${i}--\r\n`;
  }
  return Buffer.from(msg);
}

describe('parseEmail on hostile input', () => {
  it('survives 200 levels of MIME nesting', async () => {
    const p = await parseEmail(nestedMultipart(200));
    expect(p.original.from.address).toBe('a@sender.example');
    expect(p.original.text.length).toBeLessThanOrEqual(PARSING_LIMITS.maxTextChars);
  });

  it('reads a message whose header block is 2 MB (past the MIME parser limit)', async () => {
    const p = await parseEmail(message(`From: a@sender.example\r\nX-Junk: ${'a'.repeat(2 * 1024 * 1024)}\r\nSubject: big header`, 'body http://x.example/page\r\n'));
    expect(p.original.subject).toBe('big header');
    expect(p.original.links).toEqual([{ href: 'http://x.example/page' }]);
  });

  it('keeps the essential headers when thousands of junk headers come first', async () => {
    const p = await parseEmail(message(`From: a@sender.example\r\n${'X-H: 1234567890\r\n'.repeat(80_000)}Subject: still here`, 'body\r\n'));
    expect(p.original.subject).toBe('still here');
    expect(p.original.from.address).toBe('a@sender.example');
  });

  it('reads around broken base64', async () => {
    const p = await parseEmail(message('From: a@sender.example\r\nSubject: b64\r\nContent-Type: text/plain\r\nContent-Transfer-Encoding: base64', '!!!!****SGVsbG8gd29y===bGQ\r\n%%%%\r\n'));
    expect(p.original.subject).toBe('b64');
    expect(typeof p.original.text).toBe('string');
  });

  it('reads text in unknown or invalid charsets', async () => {
    const raw = Buffer.from(
      'From: =?x-unknown-99?B?SGVsbG8=?= <a@sender.example>\r\nSubject: =?utf-8?Q?broken=ZZ?=\r\nContent-Type: text/plain; charset="x-no-such-charset"\r\n\r\nHello \xff\xfe world http://x.example/a\r\n',
      'latin1',
    );
    const p = await parseEmail(raw);
    expect(p.original.from.address).toBe('a@sender.example');
    expect(p.original.text).toContain('world');
    expect(p.original.links).toEqual([{ href: 'http://x.example/a' }]);
  });

  it('bounds the text of a 5 MB single line', async () => {
    const p = await parseEmail(message('From: a@sender.example\r\nSubject: line\r\nContent-Type: text/plain', `${'word '.repeat(1024 * 1024)}\r\n`));
    expect(p.original.text.length).toBe(PARSING_LIMITS.maxTextChars);
    expect(p.fingerprint).toMatch(/^[0-9a-f]{16}$/);
  });

  it('bounds links and text of a huge one-line HTML body', async () => {
    const anchors = Array.from({ length: 20_000 }, (_, i) => `<a href="http://x${i}.example/">link ${i}</a>`).join('');
    const p = await parseEmail(message('From: a@sender.example\r\nSubject: html\r\nContent-Type: text/html', `${anchors}\r\n`));
    expect(p.original.links).toHaveLength(PARSING_LIMITS.maxLinks);
    expect(p.original.links[0]).toEqual({ href: 'http://x0.example/', text: 'link 0' });
  });

  it('copes with 100 000 nested HTML elements and unterminated tags', async () => {
    const deep = await parseEmail(message('From: a@sender.example\r\nSubject: deep html\r\nContent-Type: text/html', `${'<div>'.repeat(100_000)}hi <a href="http://x.example/">x</a>`));
    expect(deep.original.text).toBe('hi x');
    expect(deep.original.links).toEqual([{ href: 'http://x.example/', text: 'x' }]);
    const unterminated = await parseEmail(message('From: a@sender.example\r\nSubject: lt\r\nContent-Type: text/html', `before ${'<a<a'.repeat(100_000)}`));
    expect(unterminated.original.text).toBe('before');
  });

  it('stops unwrapping attached forwards at the depth cap', async () => {
    const p = await parseEmail(nestedAttachedForwards(40));
    expect(p.forwardStyle).toBe('attached');
    expect(p.original.from.address).toMatch(/@family\.example$/);
  });

  it('unwraps a forward of a forward (each attached) down to the real original', async () => {
    const p = await parseEmail(nestedAttachedForwards(2));
    expect(p.original.from.address).toBe('scam@evil.example');
    expect(p.original.links).toEqual([{ href: 'http://evil.example/' }]);
  });

  it('lists a zip bomb-like archive by name only, capped', async () => {
    const zip = buildZip(Array.from({ length: 3000 }, (_, i) => ({ name: `dir/${'x'.repeat(100)}-${i}.txt`, data: Buffer.alloc(0) })));
    const raw = message(
      'From: a@sender.example\r\nSubject: zip\r\nContent-Type: multipart/mixed; boundary="z"',
      `--z\r\nContent-Type: text/plain\r\n\r\nsee zip\r\n--z\r\nContent-Type: application/zip; name="a.zip"\r\nContent-Disposition: attachment; filename="a.zip"\r\nContent-Transfer-Encoding: base64\r\n\r\n${zip.toString('base64').replace(/.{76}/g, '$&\r\n')}\r\n--z--\r\n`,
    );
    const p = await parseEmail(raw);
    expect(p.original.attachments).toHaveLength(1);
    expect(p.original.attachments[0].innerFilenames).toHaveLength(PARSING_LIMITS.maxArchiveEntries);
  });

  it('rejects binary garbage and empty input with a typed error', async () => {
    const garbage = Buffer.from(Array.from({ length: 50_000 }, (_, i) => (i * 7919) % 256));
    await expect(parseEmail(garbage)).rejects.toBeInstanceOf(MalformedEmailError);
    await expect(parseEmail(Buffer.alloc(0))).rejects.toBeInstanceOf(MalformedEmailError);
  });

  it('rejects oversized input before parsing it', async () => {
    await expect(parseEmail(Buffer.alloc(PARSING_LIMITS.maxBytes + 1, 0x61))).rejects.toBeInstanceOf(EmailTooLargeError);
  });

  it('handles a body of repeated forward markers', async () => {
    const p = await parseEmail(message('From: a@sender.example\r\nSubject: Fwd: x', '---------- Forwarded message ---------\r\nFrom: x\r\n'.repeat(50_000)));
    expect(p.forwardStyle).toBe('gmail');
    expect(p.original.text.length).toBeLessThanOrEqual(PARSING_LIMITS.maxTextChars);
  });
});
