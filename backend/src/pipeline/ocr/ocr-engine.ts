import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/** Languages read, from the installed @tesseract.js-data packages (LSTM "best_int" models). */
export const OCR_LANGUAGES = ['eng', 'fra'] as const;

/** What was read from one image. */
export interface OcrText {
  text: string;
  /** Tesseract's mean word confidence, 0..100. */
  confidence: number;
}

export class OcrTimeoutError extends Error {
  constructor(ms: number) {
    super(`reading the image took longer than ${ms} ms`);
    this.name = 'OcrTimeoutError';
  }
}

/**
 * One tesseract.js worker thread with English and French, fully offline: the wasm core comes
 * from the installed tesseract.js-core package and the language data from the installed
 * @tesseract.js-data packages (a private folder of links, since tesseract.js reads every language
 * from one folder), with the cache off so nothing is written or fetched. A reading that runs past
 * its time limit terminates the thread (its memory goes with it); the next reading starts a new one.
 */
export class OcrEngine {
  private worker: Promise<Worker> | null = null;
  private langDir: string | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  /** Starts the worker thread now rather than on the first image. */
  warmUp(): Promise<void> {
    return this.started().then(() => undefined);
  }

  /** Reads one image (PNG, JPEG, WebP, BMP); one at a time per engine, each bounded by timeoutMs. */
  read(image: Buffer, timeoutMs: number): Promise<OcrText> {
    const run = this.queue.then(() => this.readNow(image, timeoutMs));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await worker.then((w) => w.terminate()).catch(() => undefined);
    if (this.langDir) rmSync(this.langDir, { recursive: true, force: true });
    this.langDir = null;
  }

  private async readNow(image: Buffer, timeoutMs: number): Promise<OcrText> {
    const worker = await this.started();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrTimeoutError(timeoutMs)), timeoutMs);
    });
    try {
      const result = await Promise.race([worker.recognize(image), timeout]);
      return { text: result.data.text ?? '', confidence: result.data.confidence ?? 0 };
    } catch (error) {
      // A stuck or failed reading: drop the thread and everything it holds.
      this.worker = null;
      await worker.terminate().catch(() => undefined);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  private started(): Promise<Worker> {
    if (!this.worker) {
      const starting = createWorker([...OCR_LANGUAGES], OEM.LSTM_ONLY, {
        langPath: this.languageFolder(),
        cacheMethod: 'none',
        gzip: true,
      }).then(async (w) => {
        // A screenshot carries no resolution: say 300 dpi rather than let every reading guess (and print) one.
        await w.setParameters({ tessedit_pageseg_mode: PSM.AUTO, user_defined_dpi: '300' });
        return w;
      });
      starting.catch(() => {
        if (this.worker === starting) this.worker = null;
      });
      this.worker = starting;
    }
    return this.worker;
  }

  private languageFolder(): string {
    if (!this.langDir) {
      const dir = mkdtempSync(join(tmpdir(), 'scamcheck-ocr-'));
      for (const lang of OCR_LANGUAGES) {
        const file = `${lang}.traineddata.gz`;
        symlinkSync(require.resolve(`@tesseract.js-data/${lang}/4.0.0_best_int/${file}`), join(dir, file));
      }
      this.langDir = dir;
      // A process that exits without closing the engine (a signal) still leaves no folder behind.
      process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    }
    return this.langDir;
  }
}
