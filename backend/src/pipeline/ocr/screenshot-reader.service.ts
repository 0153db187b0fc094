import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { simpleParser } from 'mailparser';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { MailboxCoordinates, MailboxMessagesService } from '../mailbox/mailbox-messages.service';
import { decodeHeicToPng, HeicDecodeError } from './heic-image';
import { OcrEngine, OcrTimeoutError } from './ocr-engine';
import { checkImage, ImageCheck, isImageAttachment, MAX_SCREENSHOTS_PER_MESSAGE } from './screenshot-images';

/** Why the screenshots of a message could not be read; each gets its own kind words in the reply. */
export type ScreenshotProblem = 'too-large' | 'too-small' | 'unsupported' | 'unreadable';

/** The OCR text of each readable screenshot, in the order they were attached. */
export type ScreenshotReading = { kind: 'read'; texts: string[] } | { kind: 'problem'; problem: ScreenshotProblem } | { kind: 'gone' };

/** Below this mean confidence a reading is noise (a photo, a blurred picture), not words. */
export const MIN_OCR_CONFIDENCE = 45;

/** The problem the family member hears about when nothing could be read: the most fixable first. */
function worstProblem(checks: ImageCheck[]): ScreenshotProblem {
  for (const problem of ['too-large', 'unsupported', 'too-small'] as const) {
    if (checks.some((c) => c.verdict === problem)) return problem;
  }
  return 'unreadable';
}

/**
 * Reads the screenshots attached to a message of the scanning mailbox: fetches the message over
 * IMAP, checks each image's real type, size and dimensions before decoding it, decodes an iPhone's
 * HEIC pictures to PNG, then reads the readable ones with the offline OCR engine, one at a time,
 * each bounded by OCR_TIMEOUT_MS (decoding and reading together). The
 * images live only in memory for the reading: never stored, never logged.
 */
@Injectable()
export class ScreenshotReaderService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ScreenshotReaderService.name);
  /** OCR_CONCURRENCY engines (one worker thread each); a message is read by the least busy one. */
  private readonly engines: { engine: OcrEngine; busy: number }[];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mailbox: MailboxMessagesService,
  ) {
    this.engines = Array.from({ length: config.OCR_CONCURRENCY }, () => ({ engine: new OcrEngine(), busy: 0 }));
  }

  /** The worker threads start with the worker role, so the first screenshot does not wait for them. */
  onApplicationBootstrap(): void {
    for (const { engine } of this.engines) engine.warmUp().catch((error: Error) => this.logger.warn(`OCR engine did not start: ${error.message}`));
  }

  async onModuleDestroy(): Promise<void> {
    await Promise.all(this.engines.map(({ engine }) => engine.close()));
  }

  async read(at: MailboxCoordinates): Promise<ScreenshotReading> {
    const raw = await this.mailbox.fetchSource(at);
    if (!raw) return { kind: 'gone' };
    const mail = await simpleParser(raw, { skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true });
    const images = mail.attachments.filter((a) => isImageAttachment(a.contentType, a.filename ?? '')).slice(0, MAX_SCREENSHOTS_PER_MESSAGE);
    const checks = images.map((image) => checkImage({ size: image.size, content: image.content }, this.config.OCR_MAX_IMAGE_BYTES));
    const texts: string[] = [];
    const slot = this.engines.reduce((least, e) => (e.busy < least.busy ? e : least));
    slot.busy += 1;
    try {
      for (const [i, image] of images.entries()) {
        const check = checks[i];
        if (check.verdict !== 'readable') continue;
        // An HEIC picture nobody can decode is one we "cannot open", like any unsupported kind.
        if (!(await this.readOne(slot.engine, image.content, check.heic, i, at, texts))) checks[i] = { verdict: 'unsupported' };
      }
    } finally {
      slot.busy -= 1;
    }
    if (texts.length > 0) return { kind: 'read', texts };
    return { kind: 'problem', problem: images.length === 0 ? 'unreadable' : worstProblem(checks) };
  }

  /**
   * Reads one screenshot within OCR_TIMEOUT_MS, an HEIC picture's decoding to PNG included.
   * False when an HEIC picture could not be decoded; true otherwise (words found or not, in time or not).
   */
  private async readOne(engine: OcrEngine, image: Buffer, heic: boolean, i: number, at: MailboxCoordinates, texts: string[]): Promise<boolean> {
    const deadline = Date.now() + this.config.OCR_TIMEOUT_MS;
    try {
      const readable = heic ? await decodeHeicToPng(image, this.config.OCR_TIMEOUT_MS) : image;
      const read = await engine.read(readable, Math.max(1, deadline - Date.now()));
      if (read.confidence >= MIN_OCR_CONFIDENCE) texts.push(read.text);
    } catch (error) {
      // Never the image or its words: only what went wrong.
      const reason = error instanceof OcrTimeoutError ? 'timed out' : (error as Error).name;
      this.logger.warn(`screenshot ${i + 1} of ${at.uidValidity}:${at.uid} not read: ${reason}`);
      if (error instanceof HeicDecodeError) return false;
    }
    return true;
  }
}
