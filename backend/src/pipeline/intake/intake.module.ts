import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { BlockedEmailEntity } from '../../features/blocked-emails/blocked-email.entity';
import { EmailInboxEntity } from '../../features/email-inbox/email-inbox.entity';
import { FamilyLookupModule } from '../../features/family/family-lookup.module';
import { MailboxAccessModule } from '../mailbox/mailbox-access.module';
import { OcrModule } from '../ocr/ocr.module';
import { QueuesModule } from '../queues/queues.module';
import { RepliesModule } from '../replies/replies.module';
import { ScamPatternEntity } from '../../features/scam-patterns/scam-pattern.entity';
import { UsersModule } from '../../features/users/users.module';
import { InboxRecordsRepository } from './inbox-records.repository';
import { IntakeProcessor } from './intake.processor';
import { IntakeService } from './intake.service';
import { KnowledgeService } from './knowledge.service';
import { ScreenshotsProcessor } from './screenshots.processor';
import { TextMessageStep } from './text-message.step';
import { VerdictService } from './verdict.service';

/** The worker role's intake: fetch, parse, decide (email or text message), analyse, record, queue the reply. */
@Module({
  imports: [
    QueuesModule,
    MailboxAccessModule,
    OcrModule,
    RepliesModule,
    UsersModule,
    FamilyLookupModule,
    TypeOrmModule.forFeature([ScamPatternEntity, EmailInboxEntity, BlockedEmailEntity]),
  ],
  providers: [IntakeService, IntakeProcessor, ScreenshotsProcessor, TextMessageStep, InboxRecordsRepository, KnowledgeService, VerdictService],
})
export class IntakeModule {}
