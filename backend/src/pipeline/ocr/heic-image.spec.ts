import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { imageSize } from 'image-size';
import { decodeHeicToPng, HeicDecodeError } from './heic-image';
import { OcrTimeoutError } from './ocr-engine';

/**
 * The fixture is the iPhone-style screenshot of a fake Canada Post text that src/dev/text-screenshots.ts
 * renders (1170x2532), saved as PNG and encoded with Debian's libheif-examples:
 * `heif-enc -q 30 -o iphone-text-canada-post.heic screenshot.png` (HEVC, 23 kB).
 */
const FIXTURE = join(__dirname, '../../../test/fixtures/pipeline/iphone-text-canada-post.heic');

describe('decodeHeicToPng', () => {
  it('decodes an iPhone HEIC screenshot to a PNG of the same size, offline', async () => {
    const png = await decodeHeicToPng(readFileSync(FIXTURE), 20_000);
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(imageSize(png)).toMatchObject({ type: 'png', width: 1170, height: 2532 });
  });

  it('refuses a file that says it is HEIC but holds no picture', async () => {
    const broken = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(20_000, 7)]);
    await expect(decodeHeicToPng(broken, 20_000)).rejects.toBeInstanceOf(HeicDecodeError);
  });

  it('refuses a file that is not HEIC at all', async () => {
    await expect(decodeHeicToPng(Buffer.from('%PDF-1.7 hello'), 20_000)).rejects.toBeInstanceOf(HeicDecodeError);
  });

  it('stops a decoding that runs past its time limit', async () => {
    await expect(decodeHeicToPng(readFileSync(FIXTURE), 1)).rejects.toBeInstanceOf(OcrTimeoutError);
  });
});
