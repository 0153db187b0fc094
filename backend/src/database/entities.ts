import { AuthSessionEntity } from '../auth/entities/auth-session.entity';
import { AuthUserEntity } from '../auth/entities/auth-user.entity';
import { OneTimeTokenEntity } from '../auth/entities/one-time-token.entity';
import { RefreshTokenEntity } from '../auth/entities/refresh-token.entity';
import { BlockedEmailEntity } from '../blocked-emails/blocked-email.entity';
import { EmailInboxEntity } from '../email-inbox/email-inbox.entity';
import { ReplyDeliveryEntity } from '../replies/reply-delivery.entity';
import { ScamPatternEntity } from '../scam-patterns/scam-pattern.entity';
import { SecurityEventEntity } from '../security-events/security-event.entity';
import { ProfileEntity } from '../users/entities/profile.entity';
import { UserRoleEntity } from '../users/entities/user-role.entity';

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
];
