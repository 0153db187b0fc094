import { Worker } from 'node:worker_threads';
import { OcrTimeoutError } from './ocr-engine';

/** A picture sent as HEIC/HEIF (an iPhone's photo format) that could not be decoded. */
export class HeicDecodeError extends Error {
  constructor(reason: string) {
    super(`the HEIC picture could not be decoded (${reason})`);
    this.name = 'HeicDecodeError';
  }
}

/**
 * Runs in a worker thread: heic-convert (libheif compiled to wasm, shipped in the libheif-js
 * package, so nothing is fetched) decodes the first picture and encodes it as PNG. Only the
 * error's name goes back, never its message.
 */
const DECODER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const convert = require(workerData.convertPath);
convert({ buffer: workerData.image, format: 'PNG' }).then(
  (png) => { const bytes = new Uint8Array(png); parentPort.postMessage({ png: bytes }, [bytes.buffer]); },
  (error) => parentPort.postMessage({ failed: (error && error.name) || 'Error' }),
);
`;

type DecoderReply = { png: Uint8Array } | { failed: string };

/**
 * Decodes a HEIC/HEIF picture to PNG so the OCR engine (which reads PNG, JPEG, WebP, BMP) can read
 * it. The decoding runs in its own worker thread, bounded by timeoutMs: a picture that takes
 * longer terminates the thread and its memory with it. The caller checks the picture's bytes and
 * dimensions (checkImage) before it comes here.
 */
export function decodeHeicToPng(image: Buffer, timeoutMs: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const copy = new Uint8Array(image);
    const worker = new Worker(DECODER_SOURCE, {
      eval: true,
      workerData: { convertPath: require.resolve('heic-convert'), image: copy },
      transferList: [copy.buffer],
    });
    let settled = false;
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => finish(() => reject(new OcrTimeoutError(timeoutMs))), timeoutMs);
    worker.once('message', (reply: DecoderReply) =>
      finish(() => ('png' in reply ? resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength)) : reject(new HeicDecodeError(reply.failed)))),
    );
    worker.once('error', (error: Error) => finish(() => reject(new HeicDecodeError(error.name))));
    worker.once('exit', () => finish(() => reject(new HeicDecodeError('the decoder stopped'))));
  });
}
