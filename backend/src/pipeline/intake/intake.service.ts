import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AnalysisResult, Language, ParsedMessage } from '../../analysis';
import { EmailTooLargeError, parseEmail } from '../../analysis/parsing';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { MailboxCoordinates, MailboxMessageHead, MailboxMessagesService } from '../mailbox/mailbox-messages.service';
import { ReplyKind } from '../replies/reply-delivery.entity';
import { ReplyOutboxService } from '../replies/reply-outbox.service';
import { NewReply, ReplyThreading } from '../replies/reply-payload.types';
import { FamilyAlertsService } from '../../features/family/family-alerts.service';
import { ForwarderAccountsService } from '../../features/family/forwarder-accounts.service';
import { UserRolesService } from '../../features/users/user-roles.service';
import { InboxOutcome, InboxRecordsRepository, NewInboxRecord } from './inbox-records.repository';
import { KnowledgeService } from './knowledge.service';
import { isSenderAuthenticated } from './sender-authentication';
import { VerdictService } from './verdict.service';
import { messageKeyFor, readWrapperHeaders, WrapperHeaders } from './wrapper-headers';

/** Allowance-reached replies per address per rolling day; beyond it, silence (no mail loops). */
export const MAX_ALLOWANCE_REPLIES_PER_DAY = 3;

export interface IntakeResult {
  outcome: InboxOutcome | 'duplicate' | 'gone';
  messageKey?: string;
  reply?: ReplyKind;
}

/** The decision before the per-forwarder rules (allowance, invitation once a day) are applied under lock. */
interface Draft {
  record: NewInboxRecord;
  reply?: NewReply;
  /** Registered, non-admin account: the analysed scan counts against DAILY_SCAN_LIMIT. */
  limitedUserId?: string;
  language: Language;
  threading: ReplyThreading;
}

const FORWARD_PREFIX = /^\s*((fwd?|fw|tr|réf|wg|rv)\s*:\s*)+/i;

export function stripForwardPrefix(subject: string): string {
  return subject.replace(FORWARD_PREFIX, '').trim();
}

function formatAddress(a: { name: string; address: string }): string {
  const value = a.name && a.address ? `${a.name} <${a.address}>` : a.address || a.name;
  return value.slice(0, 998);
}

function matchedPatternIds(result: AnalysisResult): string[] {
  return [...new Set(result.signals.flatMap((s) => s.patternIds ?? []))];
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
  ) {}

  async handle(at: MailboxCoordinates): Promise<IntakeResult> {
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

    const draft = await this.decide(at, head, wrapper, messageKey);
    if (!draft) return { outcome: 'gone', messageKey };
    // Per account when limited: a household's members share one allowance.
    const lockKey = draft.limitedUserId ? `account:${draft.limitedUserId}` : wrapper.fromAddress || messageKey;
    const committed = await this.records.withForwarderLock(lockKey, (manager) => this.commit(manager, draft));
    if (committed.replyId) await this.outbox.enqueue(committed.replyId);
    if (committed.alertId) await this.outbox.enqueue(committed.alertId);
    await this.mailbox.retire(at);
    return { outcome: committed.outcome, messageKey, reply: committed.reply };
  }

  private async decide(at: MailboxCoordinates, head: MailboxMessageHead, wrapper: WrapperHeaders, messageKey: string): Promise<Draft | null> {
    const from = wrapper.fromAddress;
    const threading: ReplyThreading = wrapper.messageId
      ? { inReplyTo: wrapper.messageId, references: [...wrapper.references.filter((r) => r !== wrapper.messageId), wrapper.messageId].slice(-20) }
      : {};
    const wrapperSubject = stripForwardPrefix(wrapper.subject);
    const record: NewInboxRecord = {
      messageKey,
      subject: wrapperSubject.slice(0, 998) || null,
      senderEmail: (from || 'unknown').slice(0, 320),
      userId: null,
      recipientEmail: this.config.SCAN_MAILBOX_ADDRESS,
      originalSender: null,
      riskLevel: null,
      outcome: 'ignored',
      analysisResult: null,
      contentHash: null,
      contentFingerprint: null,
    };
    const own = new Set([this.config.SCAN_MAILBOX_ADDRESS.toLowerCase(), this.config.IMAP_USER.toLowerCase()]);
    if (!from || wrapper.automated || own.has(from)) {
      return { record, language: 'en', threading };
    }
    if (await this.records.isBlocked(from)) {
      return { record: { ...record, outcome: 'blocked' }, language: 'en', threading };
    }

    const oversized = head.size > this.config.MAX_EMAIL_BYTES;
    // The forwarder's own account, or the household that confirmed the address (never the invitation then).
    const profile = await this.forwarders.resolve(from);
    if (!profile) {
      const authenticated = isSenderAuthenticated(wrapper.authenticationResults, from, this.config.MAIL_AUTHSERV_ID);
      const draft: Draft = { record: { ...record, outcome: 'unregistered' }, language: 'en', threading };
      if (!authenticated) return draft; // no backscatter to a possibly forged sender
      let attemptedSubject = wrapperSubject;
      let attemptedSender = '';
      if (!oversized) {
        const parsed = await this.parse(at);
        if (parsed === 'gone') return null;
        if (parsed && typeof parsed === 'object') {
          attemptedSubject = parsed.original.subject || wrapperSubject;
          attemptedSender = formatAddress(parsed.original.from);
          draft.language = parsed.wrapper.language ?? 'en';
          draft.record.subject = attemptedSubject.slice(0, 998) || null;
          draft.record.originalSender = attemptedSender || null;
        }
      }
      draft.reply = {
        kind: 'unregistered',
        recipient: from,
        language: draft.language,
        payload: { ...threading, attemptedEmailSubject: attemptedSubject, attemptedEmailSender: attemptedSender },
      };
      return draft;
    }

    const registered = { ...record, userId: profile.id };
    let language: Language = languageOf(profile.language) ?? 'en';
    const limited = this.config.DAILY_SCAN_LIMIT > 0 && !(await this.roles.isAdmin(profile.id));
    const subjectOnly = (kind: 'oversized' | 'unreadable', subject: string): Draft => ({
      record: { ...registered, outcome: kind, subject: subject.slice(0, 998) || null },
      language,
      threading,
      reply: { kind, recipient: from, language, payload: { ...threading, originalSubject: subject } },
    });
    if (oversized) return subjectOnly('oversized', wrapperSubject);
    if (limited) {
      const today = await this.records.analysedToday(null, profile.id);
      if (today.count >= this.config.DAILY_SCAN_LIMIT) return this.overAllowance(registered, from, language, threading, wrapperSubject, today.resetAt);
    }

    const parsed = await this.parse(at);
    if (parsed === 'gone') return null;
    if (parsed === 'oversized') return subjectOnly('oversized', wrapperSubject);
    if (parsed === 'unreadable') return subjectOnly('unreadable', wrapperSubject);
    language = languageOf(profile.language) ?? parsed.wrapper.language ?? 'en';

    let result: AnalysisResult;
    try {
      result = await this.verdicts.verdict(parsed, await this.knowledge.get(), language);
    } catch (error) {
      this.logger.error(`analysis failed for ${messageKey}: ${(error as Error).message}`);
      return subjectOnly('unreadable', parsed.original.subject || wrapperSubject);
    }
    const originalSubject = parsed.original.subject || wrapperSubject;
    const originalSender = formatAddress(parsed.original.from);
    const analysisResult = {
      riskLevel: result.riskLevel,
      confidence: result.confidence,
      reasons: result.reasons,
      recommendations: result.recommendations,
      ...(result.aiEnhanced ? { aiEnhanced: result.aiEnhanced } : {}),
      signals: result.signals,
      matchedPatternIds: matchedPatternIds(result),
      originalSubject,
      originalSender,
      forwardStyle: parsed.forwardStyle,
      originalSeparated: parsed.originalSeparated,
      language,
    };
    return {
      record: {
        ...registered,
        outcome: 'analysed',
        subject: originalSubject.slice(0, 998) || null,
        originalSender: originalSender || null,
        riskLevel: result.riskLevel,
        analysisResult,
        contentHash: parsed.contentHash,
        contentFingerprint: parsed.fingerprint,
      },
      limitedUserId: limited ? profile.id : undefined,
      language,
      threading,
      reply: {
        kind: 'analysis',
        recipient: from,
        language,
        payload: {
          ...threading,
          riskLevel: result.riskLevel,
          confidence: result.confidence,
          reasons: result.reasons,
          recommendations: result.recommendations,
          aiEnhancedRecommendation: result.aiEnhanced?.recommendation,
          originalSender,
          originalSubject,
          originalNotSeparated: !parsed.originalSeparated,
          recipientName: profile.name ?? undefined,
        },
      },
    };
  }

  private overAllowance(
    registered: NewInboxRecord,
    from: string,
    language: Language,
    threading: ReplyThreading,
    subject: string,
    resetAt?: string,
  ): Draft {
    return {
      record: { ...registered, outcome: 'over_allowance', subject: subject.slice(0, 998) || null },
      language,
      threading,
      reply: {
        kind: 'allowance',
        recipient: from,
        language,
        payload: { ...threading, originalSubject: subject, dailyLimit: this.config.DAILY_SCAN_LIMIT, resetAt },
      },
    };
  }

  /** Applies the per-forwarder rules under the forwarder's lock, then writes the row and its reply. */
  private async commit(manager: EntityManager, draft: Draft): Promise<{ outcome: InboxOutcome; replyId?: string; alertId?: string; reply?: ReplyKind }> {
    let { record, reply } = draft;
    if (draft.limitedUserId) {
      const today = await this.records.analysedToday(manager, draft.limitedUserId);
      if (today.count >= this.config.DAILY_SCAN_LIMIT) {
        ({ record, reply } = this.overAllowance(record, record.senderEmail, draft.language, draft.threading, record.subject ?? '', today.resetAt));
        record = { ...record, riskLevel: null, analysisResult: null, contentHash: null, contentFingerprint: null };
      }
    }
    if (reply?.kind === 'unregistered' && (await this.records.repliesToday(manager, reply.recipient, 'unregistered')) > 0) reply = undefined;
    if (reply?.kind === 'allowance' && (await this.records.repliesToday(manager, reply.recipient, 'allowance')) >= MAX_ALLOWANCE_REPLIES_PER_DAY) {
      reply = undefined;
    }
    const inserted = await this.records.insert(manager, record);
    if (!inserted || !reply) return { outcome: record.outcome };
    const replyId = await this.outbox.insert(manager, record.messageKey, reply);
    return { outcome: record.outcome, replyId, alertId: await this.queueAlert(manager, record, reply), reply: reply.kind };
  }

  /** A verdict the account's trusted family member must hear about: an alert in the same transaction. */
  private async queueAlert(manager: EntityManager, record: NewInboxRecord, reply: NewReply): Promise<string | undefined> {
    if (reply.kind !== 'analysis' || !record.userId) return undefined;
    const alert = await this.alerts.alertFor(manager, {
      accountId: record.userId,
      forwarderEmail: record.senderEmail,
      forwarderName: reply.payload.recipientName ?? null,
      riskLevel: reply.payload.riskLevel,
      originalSender: reply.payload.originalSender,
      originalSubject: reply.payload.originalSubject,
      recommendations: reply.payload.recommendations,
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
