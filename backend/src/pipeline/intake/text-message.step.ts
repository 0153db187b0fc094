import { InjectQueue } from '@nestjs/bull';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bull';
import type { ParsedMessage } from '../../analysis';
import { isImageAttachment } from '../ocr/screenshot-images';
import { ScreenshotProblem, ScreenshotReaderService } from '../ocr/screenshot-reader.service';
import { MailboxCoordinates } from '../mailbox/mailbox-messages.service';
import { dueForAnotherRound, ScreenshotJobData, screenshotJobId, SCREENSHOTS_QUEUE } from '../queues/queue-jobs';
import { decideChannel, readCopiedWords, readScreenshotText, TextMessage, textMessageAsParsed, TextSource } from './text-message';

/** Images smaller than this are logos and icons of a signature, not screenshots. */
const MIN_SCREENSHOT_BYTES = 8 * 1024;

/** What the intake analyses after this step. */
export type TextStepResult =
  | { kind: 'email' }
  | { kind: 'text'; parsed: ParsedMessage; source: TextSource; message: TextMessage }
  /** The family member's own note, nothing forwarded in it. */
  | { kind: 'note'; parsed: ParsedMessage }
  /** Screenshots to read: handed to the screenshots queue, the message stays in the inbox. */
  | { kind: 'deferred' }
  | { kind: 'problem'; problem: ScreenshotProblem }
  | { kind: 'gone' };

/**
 * The intake's text-message step: decides whether the message is an email, the pasted words of a
 * text, or screenshots of one. Screenshots are read only in a screenshots job (its own queue and
 * concurrency); from an intake job the message is handed over to that queue.
 */
@Injectable()
export class TextMessageStep {
  constructor(
    private readonly screenshots: ScreenshotReaderService,
    @InjectQueue(SCREENSHOTS_QUEUE) private readonly queue: Queue<ScreenshotJobData>,
  ) {}

  async apply(at: MailboxCoordinates, parsed: ParsedMessage, readScreenshots: boolean): Promise<TextStepResult> {
    // A picture sent with (almost) no words is what we were asked about, however small; beside words,
    // small images are a signature's logos.
    const wordless = parsed.original.text.replace(/\s+/g, ' ').trim().length < 200;
    const images = parsed.original.attachments.filter((a) => isImageAttachment(a.contentType, a.filename) && (wordless || a.size >= MIN_SCREENSHOT_BYTES)).length;
    const channel = decideChannel(parsed, images);
    if (channel === 'email') return { kind: 'email' };
    if (channel === 'note' || channel === 'pasted-text') {
      const words = await readCopiedWords(parsed, channel);
      if (!words) return { kind: 'email' };
      return words.kind === 'text' ? { ...words, source: 'pasted' } : words;
    }
    if (!readScreenshots) {
      await this.handOver(at);
      return { kind: 'deferred' };
    }
    const reading = await this.screenshots.read(at);
    if (reading.kind !== 'read') return reading;
    const messages = reading.texts.map(readScreenshotText).filter((m): m is TextMessage => m !== null);
    if (messages.length === 0) return { kind: 'problem', problem: 'unreadable' };
    const message: TextMessage = { sender: messages.find((m) => m.sender)?.sender ?? '', text: messages.map((m) => m.text).join('\n\n') };
    return { kind: 'text', parsed: await textMessageAsParsed(parsed.wrapper, message), source: 'screenshot', message };
  }

  /** One screenshots job per message (the job id); a job that failed long ago gets another round. */
  private async handOver(at: MailboxCoordinates): Promise<void> {
    const jobId = screenshotJobId(at.uidValidity, at.uid);
    const existing = await this.queue.getJob(jobId);
    if (existing) {
      if (dueForAnotherRound(existing, await existing.isFailed())) await existing.retry();
      return;
    }
    await this.queue.add({ mailbox: at.mailbox, uidValidity: at.uidValidity, uid: at.uid }, { jobId });
  }
}
