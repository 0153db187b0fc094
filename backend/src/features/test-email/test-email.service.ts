import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { TestEmailType } from '@scamcheck/shared';
import { DataSource } from 'typeorm';
import { ReplyOutboxService } from '../../pipeline/replies/reply-outbox.service';
import { ProfilesService } from '../users/profiles.service';
import { TestEmailQueuedDto } from './dto/send-test-email.dto';

/** Admin test emails go through the same path as real replies: outbox row → replies queue → mailer. */
@Injectable()
export class TestEmailService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly outbox: ReplyOutboxService,
    private readonly profiles: ProfilesService,
  ) {}

  async send(adminId: string, type: TestEmailType, recipient: string): Promise<TestEmailQueuedDto> {
    const to = recipient.trim();
    const admin = await this.profiles.get(adminId).catch(() => null);
    const language = admin?.language === 'fr' ? 'fr' : 'en';
    const id = await this.db.transaction((manager) =>
      this.outbox.insert(manager, null, { kind: 'test', recipient: to, language, payload: { testType: type } }),
    );
    await this.outbox.enqueue(id);
    return { status: 'queued', id, type, recipient: to };
  }
}
