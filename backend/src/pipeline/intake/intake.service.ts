import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AnalysisResult, Language, ParsedMessage, Signal } from '../../analysis';
import { EmailTooLargeError, parseEmail } from '../../analysis/parsing';
import { stripForwardPrefix } from '../../analysis/parsing/header-reader';
import { withoutControlCharacters } from '../../platform/common/control-characters';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { MailboxCoordinates, MailboxMessageHead, MailboxMessagesService } from '../mailbox/mailbox-messages.service';
import { ReplyKind } from '../replies/reply-delivery.entity';
import { ReplyOutboxService } from '../replies/reply-outbox.service';
import { NewReply, ReplyThreading } from '../replies/reply-payload.types';
import { AlertAdvice, FamilyAlertsService } from '../../features/family/family-alerts.service';
import { ForwarderAccount, ForwarderAccountsService } from '../../features/family/forwarder-accounts.service';
import { UserRolesService } from '../../features/users/user-roles.service';
import { InboxOutcome, InboxRecordsRepository, NewInboxRecord } from './inbox-records.repository';
import { ScreenshotProblem } from '../ocr/screenshot-reader.service';
import { decideIntake, IntakeDecision, IntakeFacts, IntakeReplyKind, isRateLimited, ReadFirst } from './intake-policy';
import { KnowledgeService } from './knowledge.service';
import { isSenderAuthenticated } from './sender-authentication';
import { firstWords, TextSource } from './text-message';
import { TextMessageStep } from './text-message.step';
import { VerdictService } from './verdict.service';
import { messageKeyFor, readWrapperHeaders, WrapperHeaders } from './wrapper-headers';

export interface IntakeResult {
  /** 'deferred': screenshots to read, handed to the screenshots queue (the message stays in the inbox). */
  outcome: InboxOutcome | 'duplicate' | 'gone' | 'deferred';
  messageKey?: string;
  reply?: ReplyKind;
}

export interface IntakeOptions {
  /** Read the screenshots of a text message (screenshots jobs only: OCR never runs in an intake job). */
  readScreenshots?: boolean;
}

/** The decision with its row and reply, before the per-forwarder rules (allowance, replies a day) are re-checked under lock. */
interface Draft {
  facts: IntakeFacts;
  decision: IntakeDecision;
  record: NewInboxRecord;
  reply?: NewReply;
  /** Registered, non-admin account: the analysed scan counts against DAILY_SCAN_LIMIT. */
  limitedUserId?: string;
  language: Language;
  threading: ReplyThreading;
  /** What the verdict's advice is about, for an alert to the trusted family member in their own language. */
  advice?: AlertAdvice;
}

/** What the intake learnt reading the message: the parsed forward and, when analysed, the result. */
interface Reading {
  /** Absent when the message was parsed only to name it in the invitation. */
  content?: 'analysed' | 'oversized' | 'unreadable';
  parsed?: ParsedMessage;
  result?: AnalysisResult;
  /** A text message rather than an email (parsed is then the text): what the verdict quotes. */
  textMessage?: { source: TextSource; sender: string; firstWords: string };
  /** Screenshots that could not be read, and why. */
  screenshotProblem?: ScreenshotProblem;
}

export type StoredSignal = Omit<Signal, 'evidence'>;

function formatAddress(a: { name: string; address: string }): string {
  const value = a.name && a.address ? `${a.name} <${a.address}>` : a.address || a.name;
  return value.slice(0, 998);
}

/**
 * What of a signal is stored: its id (detector), weight, reason key and matched patterns. Never its
 * evidence, which may quote the message body.
 */
export function storedSignals(signals: Signal[]): StoredSignal[] {
  return signals.map(({ detector, weight, reason, patternIds }) => ({
    detector,
    weight,
    ...(reason ? { reason } : {}),
    ...(patternIds && patternIds.length > 0 ? { patternIds } : {}),
  }));
}

function matchedPatternIds(result: AnalysisResult): string[] {
  return [...new Set(result.signals.flatMap((s) => s.patternIds ?? []))];
}

/** The row of a message whose headers could not even be read. */
function unreadableRecord(messageKey: string, recipientEmail: string): NewInboxRecord {
  return {
    messageKey,
    subject: null,
    senderEmail: 'unknown',
    userId: null,
    recipientEmail,
    originalSender: null,
    riskLevel: null,
    outcome: 'unreadable',
    analysisResult: null,
    contentHash: null,
    contentFingerprint: null,
  };
}

function replyOf(step: IntakeDecision | ReadFirst): IntakeReplyKind | undefined {
  return step.outcome === 'read' ? undefined : step.reply;
}

function languageOf(value: string | undefined | null): Language | undefined {
  return value === 'en' || value === 'fr' ? value : undefined;
}

/**
 * Intake and decision for one message of the scanning mailbox: who forwarded it, what they are
 * allowed, what the original is and what it is worth; then one email_inbox row, at most one reply
 * in the outbox (same transaction), and the message leaves the inbox. Idempotent per message key.
 */
@Injectable()
export class IntakeService {
  private readonly logger = new Logger(IntakeService.name);

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mailbox: MailboxMessagesService,
    private readonly records: InboxRecordsRepository,
    private readonly knowledge: KnowledgeService,
    private readonly outbox: ReplyOutboxService,
    private readonly forwarders: ForwarderAccountsService,
    private readonly alerts: FamilyAlertsService,
    private readonly roles: UserRolesService,
    private readonly verdicts: VerdictService,
    private readonly texts: TextMessageStep,
  ) {}

  async handle(at: MailboxCoordinates, options: IntakeOptions = {}): Promise<IntakeResult> {
    const head = await this.mailbox.fetchHead(at);
    if (!head) return { outcome: 'gone' };
    const wrapper = await readWrapperHeaders(head.headers);
    const messageKey = messageKeyFor(wrapper, at.uidValidity, at.uid);

    if (await this.records.exists(messageKey)) {
      // Delivered twice, or this job ran before and died: finish what is left, never redo.
      await this.outbox.enqueueUnsent(messageKey);
      await this.mailbox.retire(at);
      return { outcome: 'duplicate', messageKey };
    }

    const draft = await this.draft(at, head, wrapper, messageKey, options);
    if (!draft) return { outcome: 'gone', messageKey };
    if (draft === 'deferred') return { outcome: 'deferred', messageKey };
    // Per account when limited: a household's members share one allowance.
    const lockKey = draft.limitedUserId ? `account:${draft.limitedUserId}` : wrapper.fromAddress || messageKey;
    const committed = await this.records.withForwarderLock(lockKey, (manager) => this.commit(manager, draft));
    if (committed.replyId) await this.outbox.enqueue(committed.replyId);
    if (committed.alertId) await this.outbox.enqueue(committed.alertId);
    await this.mailbox.retire(at);
    return { outcome: committed.outcome, messageKey, reply: committed.reply };
  }

  /**
   * The intake failed INTAKE_MAX_ATTEMPTS times on this message, whatever the cause: record it
   * `unreadable` (no subject: it may be what failed), reply once to an authenticated forwarder, and
   * purge it from the mailbox so it is neither retried nor kept beyond the retention.
   */
  async giveUp(at: MailboxCoordinates): Promise<IntakeResult> {
    const head = await this.mailbox.fetchHead(at);
    if (!head) return { outcome: 'gone' };
    const wrapper = await readWrapperHeaders(head.headers).catch(() => null);
    const messageKey = wrapper ? messageKeyFor(wrapper, at.uidValidity, at.uid) : `imap:${at.uidValidity}:${at.uid}`;
    if (!wrapper || (await this.records.exists(messageKey))) {
      if (wrapper) await this.outbox.enqueueUnsent(messageKey);
      else await this.records.withForwarderLock(messageKey, (manager) => this.records.insert(manager, unreadableRecord(messageKey, this.config.SCAN_MAILBOX_ADDRESS)));
      await this.mailbox.purge(at);
      return { outcome: 'unreadable', messageKey };
    }
    const from = wrapper.fromAddress;
    const profile = from ? await this.forwarders.resolve(from) : null;
    const facts: IntakeFacts = { ...(await this.gatherFacts(head, wrapper, profile)), gaveUp: true };
    const decision = decideIntake(facts);
    if (decision.outcome === 'read') throw new Error('intake policy asked to read a message given up on');
    const draft = this.build(messageKey, wrapper, facts, decision, profile, undefined);
    draft.record = { ...draft.record, subject: null, originalSender: null };
    const committed = await this.records.withForwarderLock(from || messageKey, (manager) => this.commit(manager, draft));
    if (committed.replyId) await this.outbox.enqueue(committed.replyId);
    await this.mailbox.purge(at);
    return { outcome: committed.outcome, messageKey, reply: committed.reply };
  }

  /** The facts decideIntake needs, read from the wrapper headers and the database. */
  private async gatherFacts(head: MailboxMessageHead, wrapper: WrapperHeaders, profile: ForwarderAccount | null): Promise<IntakeFacts> {
    const sender = wrapper.fromAddress;
    const own = new Set([this.config.SCAN_MAILBOX_ADDRESS.toLowerCase(), this.config.IMAP_USER.toLowerCase()]);
    const admin = profile ? await this.roles.isAdmin(profile.id) : false;
    const limited = profile !== null && this.config.DAILY_SCAN_LIMIT > 0 && !admin;
    return {
      sender,
      automated: wrapper.automated,
      ownAddress: own.has(sender),
      blocked: sender ? await this.records.isBlocked(sender) : false,
      authenticated: sender ? isSenderAuthenticated(wrapper.authenticationResults, sender, this.config.MAIL_AUTHSERV_ID) : false,
      account: profile ? { admin } : null,
      oversized: head.size > this.config.MAX_EMAIL_BYTES,
      dailyLimit: this.config.DAILY_SCAN_LIMIT,
      scansToday: limited && profile ? (await this.records.analysedToday(null, profile.id)).count : 0,
    };
  }

  /** Gathers the facts, decides, reads the message when the decision needs it, and drafts the row and reply. */
  private async draft(
    at: MailboxCoordinates,
    head: MailboxMessageHead,
    wrapper: WrapperHeaders,
    messageKey: string,
    options: IntakeOptions,
  ): Promise<Draft | 'deferred' | null> {
    const from = wrapper.fromAddress;
    const profile = from ? await this.forwarders.resolve(from) : null;
    let facts = await this.gatherFacts(head, wrapper, profile);
    let step = decideIntake(facts);
    let reading: Reading | undefined;
    if (step.outcome === 'read') {
      const read = await this.read(at, messageKey, profile, options);
      if (!read || read === 'deferred') return read;
      reading = read;
      facts = { ...facts, content: read.content ?? 'unreadable' };
      step = decideIntake(facts);
    } else if (replyOf(step) === 'unregistered' && !facts.oversized) {
      // the invitation names the message they tried to have checked
      const parsed = await this.parse(at);
      if (parsed === 'gone') return null;
      if (typeof parsed === 'object') reading = { parsed };
    }
    if (step.outcome === 'read') throw new Error('intake policy asked to read a message twice');
    return this.build(messageKey, wrapper, facts, step, profile, reading);
  }

  /**
   * Reads and analyses a registered forwarder's message (an email, or the text message it carries);
   * null when it left the mailbox meanwhile, 'deferred' when its screenshots went to their own queue.
   */
  private async read(at: MailboxCoordinates, messageKey: string, profile: ForwarderAccount | null, options: IntakeOptions): Promise<Reading | 'deferred' | null> {
    const parsed = await this.parse(at);
    if (parsed === 'gone') return null;
    if (typeof parsed === 'string') return { content: parsed };
    const text = await this.texts.apply(at, parsed, options.readScreenshots === true);
    if (text.kind === 'gone') return null;
    if (text.kind === 'deferred') return 'deferred';
    if (text.kind === 'problem') return { content: text.problem === 'too-large' ? 'oversized' : 'unreadable', parsed, screenshotProblem: text.problem };
    const analysed = text.kind === 'text' || text.kind === 'note' ? text.parsed : parsed;
    const textMessage = text.kind === 'text' ? { source: text.source, sender: text.message.sender, firstWords: firstWords(text.message.text) } : undefined;
    const language = languageOf(profile?.language) ?? parsed.wrapper.language ?? 'en';
    try {
      const names = profile?.name ? [profile.name] : [];
      return { content: 'analysed', parsed: analysed, textMessage, result: await this.verdicts.verdict(analysed, await this.knowledge.get(), language, names, text.kind) };
    } catch (error) {
      this.logger.error(`analysis failed for ${messageKey}: ${(error as Error).message}`);
      return { content: 'unreadable', parsed };
    }
  }

  /** The email_inbox row and the reply a decision stands for. */
  private build(
    messageKey: string,
    wrapper: WrapperHeaders,
    facts: IntakeFacts,
    decision: IntakeDecision,
    profile: ForwarderAccount | null,
    reading: Reading | undefined,
  ): Draft {
    const from = facts.sender;
    const threading: ReplyThreading = wrapper.messageId
      ? { inReplyTo: wrapper.messageId, references: [...wrapper.references.filter((r) => r !== wrapper.messageId), wrapper.messageId].slice(-20) }
      : {};
    const wrapperSubject = stripForwardPrefix(wrapper.subject);
    const parsed = reading?.parsed;
    const subject = parsed?.original.subject || wrapperSubject;
    const originalSender = parsed ? formatAddress(parsed.original.from) : '';
    const record: NewInboxRecord = {
      messageKey,
      subject: wrapperSubject.slice(0, 998) || null,
      senderEmail: (from || 'unknown').slice(0, 320),
      userId: null,
      recipientEmail: this.config.SCAN_MAILBOX_ADDRESS,
      originalSender: null,
      riskLevel: null,
      outcome: decision.outcome,
      analysisResult: null,
      contentHash: null,
      contentFingerprint: null,
    };
    const draft: Draft = { facts, decision, record, language: 'en', threading };
    switch (decision.outcome) {
      case 'ignored':
      case 'blocked':
        return draft;
      case 'unverified':
        // not proven to be the member's: not in their history, nothing of the message but its subject
        draft.language = languageOf(profile?.language) ?? 'en';
        if (decision.reply) draft.reply = { kind: 'unverified', recipient: from, language: draft.language, payload: { ...threading, originalSubject: wrapperSubject } };
        return draft;
      case 'unregistered': {
        if (parsed) {
          draft.language = parsed.wrapper.language ?? 'en';
          record.subject = subject.slice(0, 998) || null;
          record.originalSender = originalSender || null;
        }
        if (decision.reply) {
          draft.reply = {
            kind: 'unregistered',
            recipient: from,
            language: draft.language,
            payload: { ...threading, attemptedEmailSubject: parsed ? subject : wrapperSubject, attemptedEmailSender: originalSender },
          };
        }
        return draft;
      }
    }

    // a registered forwarder from here on (or a message given up on)
    record.userId = profile?.id ?? null;
    draft.language = languageOf(profile?.language) ?? parsed?.wrapper.language ?? 'en';
    const reply = decision.reply;
    if (decision.outcome === 'analysed' && reading?.result && parsed) {
      const result = reading.result;
      Object.assign(record, {
        subject: subject.slice(0, 998) || null,
        originalSender: originalSender || null,
        riskLevel: result.riskLevel,
        analysisResult: {
          riskLevel: result.riskLevel,
          confidence: result.confidence,
          reasons: result.reasons,
          recommendations: result.recommendations,
          ...(result.aiEnhanced ? { aiEnhanced: result.aiEnhanced } : {}),
          signals: storedSignals(result.signals),
          matchedPatternIds: matchedPatternIds(result),
          originalSubject: subject,
          originalSender,
          forwardStyle: parsed.forwardStyle,
          originalSeparated: parsed.originalSeparated,
          language: draft.language,
          ...(reading.textMessage ? { channel: 'text', textSource: reading.textMessage.source } : {}),
        },
        contentHash: parsed.contentHash,
        contentFingerprint: parsed.fingerprint,
      });
      draft.limitedUserId = facts.dailyLimit > 0 && !facts.account?.admin ? profile?.id : undefined;
      draft.advice = { topics: result.topics ?? [], textMessage: reading.textMessage !== undefined };
      if (reply) {
        draft.reply = {
          kind: 'analysis',
          recipient: from,
          language: draft.language,
          payload: {
            ...threading,
            riskLevel: result.riskLevel,
            confidence: result.confidence,
            reasons: result.reasons,
            recommendations: result.recommendations,
            aiEnhancedRecommendation: result.aiEnhanced?.recommendation,
            originalSender,
            originalSubject: subject,
            originalNotSeparated: !parsed.originalSeparated,
            recipientName: profile?.name ?? undefined,
            ...(reading.textMessage ? { textMessage: reading.textMessage } : {}),
          },
        };
      }
      return draft;
    }
    // oversized, over the allowance or unreadable: the subject only (the analysis failed: the original's)
    const named = decision.outcome === 'unreadable' && parsed ? subject : wrapperSubject;
    record.subject = named.slice(0, 998) || null;
    if (reply === 'allowance') draft.reply = this.allowanceReply(from, draft.language, threading, named);
    else if (reply === 'oversized' || reply === 'unreadable') {
      const screenshotProblem = reading?.screenshotProblem;
      draft.reply = { kind: reply, recipient: from, language: draft.language, payload: { ...threading, originalSubject: named, ...(screenshotProblem ? { screenshotProblem } : {}) } };
    }
    return draft;
  }

  private allowanceReply(recipient: string, language: Language, threading: ReplyThreading, subject: string, resetAt?: string): NewReply {
    return {
      kind: 'allowance',
      recipient,
      language,
      payload: { ...threading, originalSubject: subject, dailyLimit: this.config.DAILY_SCAN_LIMIT, resetAt },
    };
  }

  /** Re-applies the policy under the forwarder's lock with fresh counts, then writes the row and its reply. */
  private async commit(manager: EntityManager, draft: Draft): Promise<{ outcome: InboxOutcome; replyId?: string; alertId?: string; reply?: ReplyKind }> {
    let { record, reply, facts } = draft;
    if (draft.limitedUserId) {
      const today = await this.records.analysedToday(manager, draft.limitedUserId);
      facts = { ...facts, scansToday: today.count };
      if (decideIntake(facts).outcome === 'over_allowance') {
        record = { ...record, outcome: 'over_allowance', riskLevel: null, analysisResult: null, contentHash: null, contentFingerprint: null };
        reply = this.allowanceReply(record.senderEmail, draft.language, draft.threading, record.subject ?? '', today.resetAt);
      }
    }
    if (reply && isRateLimited(reply.kind as IntakeReplyKind)) {
      const sent = await this.records.repliesToday(manager, reply.recipient, reply.kind);
      if (!replyOf(decideIntake({ ...facts, repliesToday: { [reply.kind]: sent } }))) reply = undefined;
    }
    // a NUL or another control character in a subject or sender must never fail the insert
    record = withoutControlCharacters(record);
    reply = reply && withoutControlCharacters(reply);
    const inserted = await this.records.insert(manager, record);
    if (!inserted || !reply) return { outcome: record.outcome };
    const replyId = await this.outbox.insert(manager, record.messageKey, reply);
    return { outcome: record.outcome, replyId, alertId: await this.queueAlert(manager, record, reply, draft.advice), reply: reply.kind };
  }

  /** A verdict the account's trusted family member must hear about: an alert in the same transaction. */
  private async queueAlert(manager: EntityManager, record: NewInboxRecord, reply: NewReply, advice: AlertAdvice | undefined): Promise<string | undefined> {
    if (reply.kind !== 'analysis' || !record.userId || !advice) return undefined;
    const alert = await this.alerts.alertFor(manager, {
      accountId: record.userId,
      forwarderEmail: record.senderEmail,
      forwarderName: reply.payload.recipientName ?? null,
      riskLevel: reply.payload.riskLevel,
      originalSender: reply.payload.originalSender,
      originalSubject: reply.payload.originalSubject,
      advice,
    });
    return alert ? this.outbox.insert(manager, record.messageKey, alert) : undefined;
  }

  /** Fetches and parses the message; the failures that deserve a reply come back as outcomes. */
  private async parse(at: MailboxCoordinates): Promise<ParsedMessage | 'gone' | 'oversized' | 'unreadable'> {
    const raw = await this.mailbox.fetchSource(at);
    if (!raw) return 'gone';
    try {
      return await parseEmail(raw, { maxBytes: this.config.MAX_EMAIL_BYTES });
    } catch (error) {
      if (error instanceof EmailTooLargeError) return 'oversized';
      this.logger.warn(`unreadable message ${at.uidValidity}:${at.uid}: ${(error as Error).name}`);
      return 'unreadable';
    }
  }
}
