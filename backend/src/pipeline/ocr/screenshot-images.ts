import { imageSize } from 'image-size';

/** Image types the OCR engine reads as they are (a phone shares its screenshots as PNG or JPEG). */
const READABLE_TYPES = new Set(['png', 'jpg', 'webp', 'bmp']);
/** An iPhone's HEIC/HEIF pictures: decoded to PNG first (heic-image.ts), then read like the others. */
const HEIC_TYPES = new Set(['heic', 'heif']);

/** Smallest side worth reading: smaller is a thumbnail, an icon or a signature logo. */
export const MIN_SCREENSHOT_SIDE = 300;
/** Largest picture decoded, in pixels (a 3x phone screenshot is about 3 million; 40 million caps the reader's memory near 160 MB). */
export const MAX_SCREENSHOT_PIXELS = 40_000_000;
/** Screenshots read from one message; more are ignored (a conversation rarely needs more). */
export const MAX_SCREENSHOTS_PER_MESSAGE = 3;

/** What the mail gives us about an attached file. */
export interface ImageCandidate {
  contentType: string;
  filename?: string;
  size: number;
  content: Buffer;
}

export type ImageCheck =
  | { verdict: 'readable'; width: number; height: number; heic: boolean }
  | { verdict: 'too-large' }
  | { verdict: 'too-small' }
  | { verdict: 'unsupported' };

/** An attachment that is an image by its type or its name (phones sometimes send application/octet-stream). */
export function isImageAttachment(contentType: string, filename = ''): boolean {
  return /^image\//i.test(contentType) || /\.(png|jpe?g|heic|heif|webp|bmp)$/i.test(filename);
}

/**
 * Pure decision on one image before any decoding: its size in bytes, then its real type and
 * dimensions from its header (never its name or declared type), so the reader's time and memory
 * are bounded before it starts, a HEIC picture's decoding included. AVIF and anything else is
 * `unsupported`.
 */
export function checkImage(image: Pick<ImageCandidate, 'size' | 'content'>, maxBytes: number): ImageCheck {
  if (image.size > maxBytes || image.content.length > maxBytes) return { verdict: 'too-large' };
  let info: { width?: number; height?: number; type?: string };
  try {
    info = imageSize(image.content);
  } catch {
    return { verdict: 'unsupported' };
  }
  const type = (info.type ?? '').toLowerCase();
  const heic = HEIC_TYPES.has(type);
  if (!heic && !READABLE_TYPES.has(type)) return { verdict: 'unsupported' };
  const width = info.width ?? 0;
  const height = info.height ?? 0;
  if (width * height > MAX_SCREENSHOT_PIXELS) return { verdict: 'too-large' };
  if (Math.min(width, height) < MIN_SCREENSHOT_SIDE) return { verdict: 'too-small' };
  return { verdict: 'readable', width, height, heic };
}
