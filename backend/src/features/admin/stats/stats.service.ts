import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, MoreThanOrEqual, Not } from 'typeorm';
import { EmailInboxEntity } from '../../email-inbox/email-inbox.entity';
import { ScamPatternEntity } from '../../scam-patterns/scam-pattern.entity';
import { AUTH_ERROR_EVENT, SecurityEventEntity } from '../../security-events/security-event.entity';
import { AdminStatsResponseDto } from './dto/admin-stats-response.dto';

const DAY_MS = 24 * 60 * 60 * 1000;

@Injectable()
export class AdminStatsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async stats(now = new Date()): Promise<AdminStatsResponseDto> {
    const patterns = this.db.getRepository(ScamPatternEntity);
    const [total, active, analysed, authErrors] = await Promise.all([
      patterns.count(),
      patterns.countBy({ isActive: true }),
      this.db.getRepository(EmailInboxEntity).countBy({ riskLevel: Not(IsNull()) }),
      this.db.getRepository(SecurityEventEntity).countBy({
        eventType: AUTH_ERROR_EVENT,
        createdAt: MoreThanOrEqual(new Date(now.getTime() - DAY_MS)),
      }),
    ]);
    return { total_patterns: total, active_patterns: active, emails_analyzed: analysed, auth_errors_24h: authErrors };
  }
}
