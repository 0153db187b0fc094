import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { checkImage, isImageAttachment, MAX_SCREENSHOT_PIXELS } from './screenshot-images';

/** A valid PNG header block (signature + IHDR) of the given size: enough for the size check. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8);
  ihdr.writeUInt8(2, 9);
  const chunk = (type: string, data: Buffer): Buffer => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    return Buffer.concat([len, Buffer.from(type, 'ascii'), data, Buffer.alloc(4)]);
  };
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(1)))]);
}

const jpegHeader = (width: number, height: number): Buffer =>
  // SOI, a JFIF APP0 segment, then the SOF0 segment that carries the size.
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 255, width >> 8, width & 255, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xff, 0xd9]);

/** An iPhone-style screenshot made with heif-enc (see heic-image.spec.ts). */
const heicScreenshot = readFileSync(join(__dirname, '../../../test/fixtures/pipeline/iphone-text-canada-post.heic'));

const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic', 'ascii'), Buffer.from('\0\0\0\0mif1heic', 'ascii')]);

describe('checkImage', () => {
  const max = 1_000_000;
  it.each([
    ['an iPhone screenshot (PNG)', pngHeader(1170, 2532), 'readable'],
    ['an Android screenshot (JPEG)', jpegHeader(1080, 2400), 'readable'],
    ['a thumbnail', pngHeader(120, 240), 'too-small'],
    ['a signature logo', jpegHeader(600, 80), 'too-small'],
    ['a decompression bomb (huge dimensions in a tiny file)', pngHeader(20_000, 20_000), 'too-large'],
    ['an iPhone screenshot (HEIC)', heicScreenshot, 'readable'],
    ['an HEIC file without its dimensions', heic, 'unsupported'],
    ['not an image at all', Buffer.from('%PDF-1.7 hello'), 'unsupported'],
  ])('%s → %3$s', (_name, content, verdict) => {
    expect(checkImage({ size: content.length, content }, max).verdict).toBe(verdict);
  });

  it('says which readable pictures must be decoded from HEIC first', () => {
    expect(checkImage({ size: heicScreenshot.length, content: heicScreenshot }, max)).toEqual({ verdict: 'readable', width: 1170, height: 2532, heic: true });
    const png = pngHeader(1170, 2532);
    expect(checkImage({ size: png.length, content: png }, max)).toEqual({ verdict: 'readable', width: 1170, height: 2532, heic: false });
  });

  it('refuses a file over the byte limit before reading it', () => {
    const content = pngHeader(1170, 2532);
    expect(checkImage({ size: max + 1, content }, max).verdict).toBe('too-large');
  });

  it('caps the pixels a reader may decode', () => {
    expect(MAX_SCREENSHOT_PIXELS).toBeGreaterThan(1440 * 3200);
  });
});

describe('isImageAttachment', () => {
  it.each([
    ['image/png', 'IMG_1234.PNG', true],
    ['application/octet-stream', 'Screenshot_20261126.jpg', true],
    ['application/pdf', 'bill.pdf', false],
    ['image/heic', '', true],
  ])('%s %s → %s', (type, name, expected) => {
    expect(isImageAttachment(type, name)).toBe(expected);
  });
});
