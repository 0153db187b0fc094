import { Inject, Injectable } from '@nestjs/common';
import type { Language } from '@scamcheck/shared';
import {
  renderAllowanceReachedEmail,
  renderAnalysisEmail,
  renderOversizedEmail,
  renderTestEmail,
  renderUnreadableEmail,
  renderUnverifiedForwardEmail,
  renderUnregisteredSenderEmail,
  RenderedEmail,
} from '@scamcheck/templates';
import { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ReplyDeliveryEntity } from './reply-delivery.entity';
import {
  AllowanceReplyPayload,
  AnalysisReplyPayload,
  SubjectOnlyReplyPayload,
  TestReplyPayload,
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
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

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
    }
  }
}

function resolveLanguageSafe(value: string): Language {
  return value === 'fr' ? 'fr' : 'en';
}
