import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@scamcheck/shared';
import {
  renderAllowanceReachedEmail,
  renderAnalysisEmail,
  renderFamilyAlertEmail,
  renderHelpAlertEmail,
  renderHouseholdInviteEmail,
  renderOversizedEmail,
  renderTestEmail,
  renderTrustedInviteEmail,
  renderUnreadableEmail,
  renderUnverifiedForwardEmail,
  renderUnregisteredSenderEmail,
  RenderedEmail,
  type FeedbackLink,
} from '@scamcheck/templates';
import { createHash } from 'node:crypto';
import { answersFor } from '../../features/family/family-feedback';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { LINK_DAYS, LINK_PATHS } from '../../platform/links/link-paths';
import { SignedLinksService } from '../../platform/links/signed-links.service';
import { ReplyDeliveryEntity } from './reply-delivery.entity';
import {
  AllowanceReplyPayload,
  AnalysisReplyPayload,
  FamilyAlertPayload,
  HelpAlertPayload,
  HouseholdInvitePayload,
  SubjectOnlyReplyPayload,
  TestReplyPayload,
  TrustedInvitePayload,
  UnregisteredReplyPayload,
} from './reply-payload.types';

/** "in about 5 hours" / "dans environ 5 heures": when the rolling 24-hour window frees a scan. */
export function resetHint(resetAt: string | undefined, language: Language, now = Date.now()): string | undefined {
  if (!resetAt) return undefined;
  const ms = Date.parse(resetAt) - now;
  if (!Number.isFinite(ms)) return undefined;
  const hours = Math.round(ms / 3_600_000);
  if (language === 'fr') return hours < 1 ? 'dans moins d’une heure' : `dans environ ${hours} heure${hours > 1 ? 's' : ''}`;
  return hours < 1 ? 'in less than an hour' : `in about ${hours} hour${hours > 1 ? 's' : ''}`;
}

/** Renders a reply of the outbox with @scamcheck/templates (which escape every email-derived value). */
@Injectable()
export class ReplyComposerService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: SignedLinksService,
  ) {}

  /**
   * The signed links of a verdict email, the same on every send of it: the "Was this right?"
   * answers share one nonce (one answer per email), the help page has its own.
   */
  private verdictLinks(delivery: ReplyDeliveryEntity, riskLevel: string): { feedbackLinks?: FeedbackLink[]; helpUrl?: string } {
    if (!delivery.messageKey) return {};
    const nonce = (label: string): string => createHash('sha256').update(`${label}:${delivery.id}`).digest('base64url').slice(0, 22);
    const fromMs = delivery.createdAt.getTime();
    const feedbackLinks = answersFor(riskLevel).map((answer) => ({
      answer,
      url: this.links.url(LINK_PATHS.feedback, this.links.sign('feedback', delivery.messageKey!, { days: LINK_DAYS.feedback, answer, nonce: nonce('feedback'), fromMs })),
    }));
    const helpToken = this.links.sign('help-alert', delivery.messageKey, { days: LINK_DAYS.help, nonce: nonce('help'), fromMs });
    return { feedbackLinks, helpUrl: this.links.url(LINK_PATHS.help, helpToken) };
  }

  render(delivery: ReplyDeliveryEntity): RenderedEmail {
    const language = resolveLanguageSafe(delivery.language);
    const common = { supportEmail: this.config.SUPPORT_EMAIL, appBaseUrl: this.config.APP_BASE_URL };
    switch (delivery.kind) {
      case 'analysis': {
        const p = delivery.payload as unknown as AnalysisReplyPayload;
        return renderAnalysisEmail({
          ...common,
          language,
          riskLevel: p.riskLevel,
          confidence: p.confidence,
          reasons: p.reasons,
          recommendations: p.recommendations,
          aiEnhancedRecommendation: p.aiEnhancedRecommendation,
          originalSender: p.originalSender,
          originalSubject: p.originalSubject,
          originalNotSeparated: p.originalNotSeparated,
          recipientName: p.recipientName,
          ...(p.textMessage
            ? { textMessage: { source: p.textMessage.source, sender: p.textMessage.sender }, contentExcerpt: p.textMessage.firstWords }
            : {}),
          ...this.verdictLinks(delivery, p.riskLevel),
        });
      }
      case 'unregistered': {
        const p = delivery.payload as unknown as UnregisteredReplyPayload;
        return renderUnregisteredSenderEmail({
          ...common,
          language,
          attemptedEmailSubject: p.attemptedEmailSubject,
          attemptedEmailSender: p.attemptedEmailSender,
          scanAddress: this.config.SCAN_MAILBOX_ADDRESS,
        });
      }
      case 'allowance': {
        const p = delivery.payload as unknown as AllowanceReplyPayload;
        return renderAllowanceReachedEmail({
          ...common,
          language,
          dailyLimit: p.dailyLimit,
          originalSubject: p.originalSubject,
          resetHint: resetHint(p.resetAt, language),
        });
      }
      case 'oversized': {
        const p = delivery.payload as unknown as SubjectOnlyReplyPayload;
        if (p.screenshotProblem) {
          return renderUnreadableEmail({ supportEmail: common.supportEmail, language, originalSubject: p.originalSubject, screenshotProblem: p.screenshotProblem });
        }
        return renderOversizedEmail({
          supportEmail: common.supportEmail,
          language,
          originalSubject: p.originalSubject,
          maxMegabytes: Math.round((this.config.MAX_EMAIL_BYTES / (1024 * 1024)) * 10) / 10,
        });
      }
      case 'unreadable': {
        const p = delivery.payload as unknown as SubjectOnlyReplyPayload;
        return renderUnreadableEmail({ supportEmail: common.supportEmail, language, originalSubject: p.originalSubject, screenshotProblem: p.screenshotProblem });
      }
      case 'unverified': {
        const p = delivery.payload as unknown as SubjectOnlyReplyPayload;
        return renderUnverifiedForwardEmail({ supportEmail: common.supportEmail, language, originalSubject: p.originalSubject });
      }
      case 'test': {
        const p = delivery.payload as unknown as TestReplyPayload;
        return renderTestEmail(p.testType, language, {
          appBaseUrl: this.config.APP_BASE_URL,
          scanAddress: this.config.SCAN_MAILBOX_ADDRESS,
          supportEmail: this.config.SUPPORT_EMAIL,
        });
      }
      case 'household_invite': {
        const p = delivery.payload as unknown as HouseholdInvitePayload;
        const token = this.links.sign('household-confirm', p.memberId, { days: LINK_DAYS.invite, nonce: p.nonce, fromMs: delivery.createdAt.getTime() });
        return renderHouseholdInviteEmail({
          supportEmail: common.supportEmail,
          language,
          inviterName: p.inviterName,
          inviterEmail: p.inviterEmail,
          memberName: p.memberName,
          memberEmail: delivery.recipient,
          confirmUrl: this.links.url(LINK_PATHS.householdConfirm, token),
          scanAddress: this.config.SCAN_MAILBOX_ADDRESS,
        });
      }
      case 'trusted_invite': {
        const p = delivery.payload as unknown as TrustedInvitePayload;
        const token = this.links.sign('trusted-confirm', p.contactId, { days: LINK_DAYS.invite, nonce: p.nonce, fromMs: delivery.createdAt.getTime() });
        return renderTrustedInviteEmail({
          supportEmail: common.supportEmail,
          language,
          inviterName: p.inviterName,
          inviterEmail: p.inviterEmail,
          confirmUrl: this.links.url(LINK_PATHS.trustedConfirm, token),
        });
      }
      case 'family_alert': {
        const p = delivery.payload as unknown as FamilyAlertPayload;
        const token = this.links.sign('trusted-stop', p.contactId, { days: LINK_DAYS.stop, nonce: p.nonce, fromMs: delivery.createdAt.getTime() });
        return renderFamilyAlertEmail({
          ...common,
          language,
          inviterName: p.inviterName,
          memberName: p.memberName,
          memberEmail: p.memberEmail,
          riskLevel: p.riskLevel,
          originalSender: p.originalSender,
          originalSubject: p.originalSubject,
          recommendations: p.recommendations,
          helpUrl: `${this.config.APP_BASE_URL.replace(/\/$/, '')}${LINK_PATHS.help}`,
          stopUrl: this.links.url(LINK_PATHS.trustedStop, token),
        });
      }
      case 'help_alert': {
        const p = delivery.payload as unknown as HelpAlertPayload;
        const token = this.links.sign('trusted-stop', p.contactId, { days: LINK_DAYS.stop, nonce: p.nonce, fromMs: delivery.createdAt.getTime() });
        return renderHelpAlertEmail({
          ...common,
          language,
          inviterName: p.inviterName,
          memberName: p.memberName,
          memberEmail: p.memberEmail,
          situation: p.situation,
          helpUrl: `${this.config.APP_BASE_URL.replace(/\/$/, '')}${LINK_PATHS.help}`,
          stopUrl: this.links.url(LINK_PATHS.trustedStop, token),
        });
      }
    }
  }
}

function resolveLanguageSafe(value: string): Language {
  return value === 'fr' ? 'fr' : 'en';
}
