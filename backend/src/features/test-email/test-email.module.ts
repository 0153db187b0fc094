import { Module } from '@nestjs/common';
import { QueuesModule } from '../../pipeline/queues/queues.module';
import { RepliesModule } from '../../pipeline/replies/replies.module';
import { TestEmailController } from './test-email.controller';
import { TestEmailService } from './test-email.service';

/** POST /api/admin/test-email (admin only). */
@Module({ imports: [QueuesModule, RepliesModule], controllers: [TestEmailController], providers: [TestEmailService] })
export class TestEmailModule {}
