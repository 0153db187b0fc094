import { EntityManager, In, MoreThan } from 'typeorm';
import { ReplyDeliveryEntity, ReplyKind } from '../../pipeline/replies/reply-delivery.entity';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Emails we send because of someone's action are limited in the rolling 24 hours, per account
 * (invitations it sends) and per recipient (so many accounts cannot make us spam one address).
 */
export const FAMILY_MAIL_LIMITS = {
  invitationsPerAccount: 20,
  invitationsPerRecipient: 3,
  alertsPerAccount: 20,
  helpAlertsPerAccount: 3,
} as const;

export const INVITATION_KINDS: ReplyKind[] = ['household_invite', 'trusted_invite'];

export function sentByAccountToday(manager: EntityManager, accountId: string, kinds: ReplyKind[]): Promise<number> {
  return manager
    .getRepository(ReplyDeliveryEntity)
    .createQueryBuilder('d')
    .where('d.kind IN (:...kinds)', { kinds })
    .andWhere(`d.payload->>'accountId' = :accountId`, { accountId })
    .andWhere('d.created_at > :since', { since: new Date(Date.now() - DAY_MS) })
    .getCount();
}

export function sentToRecipientToday(manager: EntityManager, recipient: string, kinds: ReplyKind[]): Promise<number> {
  return manager.getRepository(ReplyDeliveryEntity).count({
    where: { recipient, kind: In(kinds), createdAt: MoreThan(new Date(Date.now() - DAY_MS)) },
  });
}
