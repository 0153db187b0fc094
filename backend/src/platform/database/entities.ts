import { AuthSessionEntity } from '../../features/auth/entities/auth-session.entity';
import { AuthUserEntity } from '../../features/auth/entities/auth-user.entity';
import { OneTimeTokenEntity } from '../../features/auth/entities/one-time-token.entity';
import { RefreshTokenEntity } from '../../features/auth/entities/refresh-token.entity';
import { BlockedEmailEntity } from '../../features/blocked-emails/blocked-email.entity';
import { EmailInboxEntity } from '../../features/email-inbox/email-inbox.entity';
import { HouseholdMemberEntity } from '../../features/family/household-member.entity';
import { TrustedContactEntity } from '../../features/family/trusted-contact.entity';
import { UsedLinkEntity } from '../links/used-link.entity';
import { ReplyDeliveryEntity } from '../../pipeline/replies/reply-delivery.entity';
import { ScamPatternEntity } from '../../features/scam-patterns/scam-pattern.entity';
import { SecurityEventEntity } from '../../features/security-events/security-event.entity';
import { ProfileEntity } from '../../features/users/entities/profile.entity';
import { UserRoleEntity } from '../../features/users/entities/user-role.entity';

/** Every entity of the schema; migrations are generated from these. */
export const ENTITIES = [
  AuthUserEntity,
  AuthSessionEntity,
  RefreshTokenEntity,
  OneTimeTokenEntity,
  ProfileEntity,
  UserRoleEntity,
  EmailInboxEntity,
  ScamPatternEntity,
  BlockedEmailEntity,
  SecurityEventEntity,
  ReplyDeliveryEntity,
  HouseholdMemberEntity,
  TrustedContactEntity,
  UsedLinkEntity,
];
