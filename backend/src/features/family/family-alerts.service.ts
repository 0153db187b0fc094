import { Injectable } from '@nestjs/common';
import { EntityManager, IsNull, Not } from 'typeorm';
import { buildRecommendations, type FindingTopic, type Language } from '../../analysis';
import { ProfileEntity } from '../users/entities/profile.entity';
import { newNonce } from '../../platform/links/signed-link';
import { NewReply } from '../../pipeline/replies/reply-payload.types';
import { FAMILY_MAIL_LIMITS, sentByAccountToday } from './family-mail-limits';
import { TrustedContactEntity } from './trusted-contact.entity';

/** The facts of one verdict the alert may carry (never the email's content). */
export interface CheckedEmail {
  accountId: string;
  forwarderEmail: string;
  forwarderName: string | null;
  riskLevel: string;
  originalSender: string;
  originalSubject: string;
  /** What the advice is about (the verdict's topics), so it is written in the family member's language, not the forwarder's. */
  advice: AlertAdvice;
}

export interface AlertAdvice {
  topics: FindingTopic[];
  /** The verdict is about a text message, not an email. */
  textMessage: boolean;
}

/** SCAM always alerts; CAUTION only when the account asked for it; nothing else does. */
export function shouldAlert(riskLevel: string, alertOnCaution: boolean): boolean {
  return riskLevel === 'dangerous' || (riskLevel === 'suspicious' && alertOnCaution);
}

/**
 * The alert to the trusted family member about one verdict, as a reply of the outbox (same
 * transaction as the verdict, id derived from the message: never two alerts for one message).
 */
@Injectable()
export class FamilyAlertsService {
  async alertFor(manager: EntityManager, checked: CheckedEmail): Promise<NewReply | null> {
    const contact = await manager
      .getRepository(TrustedContactEntity)
      .findOne({ where: { accountId: checked.accountId, confirmedAt: Not(IsNull()), stoppedAt: IsNull() } });
    if (!contact || !shouldAlert(checked.riskLevel, contact.alertOnCaution)) return null;
    if ((await sentByAccountToday(manager, checked.accountId, ['family_alert'])) >= FAMILY_MAIL_LIMITS.alertsPerAccount) return null;
    const inviter = await manager.getRepository(ProfileEntity).findOne({ where: { id: checked.accountId } });
    const language: Language = contact.language === 'fr' ? 'fr' : 'en';
    // Only SCAM and CAUTION get this far (shouldAlert).
    const level = checked.riskLevel === 'dangerous' ? 'dangerous' : 'suspicious';
    return {
      kind: 'family_alert',
      recipient: contact.email,
      language,
      payload: {
        accountId: checked.accountId,
        contactId: contact.id,
        nonce: newNonce(),
        inviterName: inviter?.name ?? inviter?.email ?? '',
        memberName: checked.forwarderName ?? '',
        memberEmail: checked.forwarderEmail,
        riskLevel: checked.riskLevel,
        originalSender: checked.originalSender,
        originalSubject: checked.originalSubject,
        recommendations: buildRecommendations(level, checked.advice.topics, language, checked.advice.textMessage).slice(0, 10),
      },
    };
  }
}
