import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlockedEmailEntity } from '../blocked-emails/blocked-email.entity';
import { EmailInboxEntity } from '../email-inbox/email-inbox.entity';
import { ScamPatternEntity } from '../scam-patterns/scam-pattern.entity';
import { SecurityEventEntity } from '../security-events/security-event.entity';
import { AdminBlockedEmailsController } from '../blocked-emails/admin-blocked-emails.controller';
import { AdminBlockedEmailsService } from '../blocked-emails/admin-blocked-emails.service';
import { AdminEmailsController } from '../email-inbox/admin-emails.controller';
import { AdminEmailsService } from '../email-inbox/admin-emails.service';
import { AdminScamPatternsController } from '../scam-patterns/admin-scam-patterns.controller';
import { AdminScamPatternsService } from '../scam-patterns/admin-scam-patterns.service';
import { AdminSecurityEventsController } from '../security-events/admin-security-events.controller';
import { AdminSecurityEventsService } from '../security-events/admin-security-events.service';
import { AdminStatsController } from './stats/stats.controller';
import { AdminStatsService } from './stats/stats.service';

/** The admin console's REST API under /api/admin (ra-data-simple-rest conventions), admin-only. */
@Module({
  imports: [TypeOrmModule.forFeature([ScamPatternEntity, EmailInboxEntity, BlockedEmailEntity, SecurityEventEntity])],
  controllers: [
    AdminStatsController,
    AdminScamPatternsController,
    AdminEmailsController,
    AdminBlockedEmailsController,
    AdminSecurityEventsController,
  ],
  providers: [AdminStatsService, AdminScamPatternsService, AdminEmailsService, AdminBlockedEmailsService, AdminSecurityEventsService],
})
export class AdminModule {}
