import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { FAMILY_MESSAGES } from '@scamcheck/shared';
import { DataSource } from 'typeorm';
import { EmailInboxEntity } from '../email-inbox/email-inbox.entity';
import { matchedPatternIds } from '../email-inbox/email.mapper';
import { ScamPatternEntity } from '../scam-patterns/scam-pattern.entity';
import { SignedLinksService } from '../../platform/links/signed-links.service';
import { FeedbackResultDto } from './dto/feedback.dto';
import { linkFailure, usedLink } from './family-errors';
import { answersFor, isFeedbackAnswer, patternOutcome } from './family-feedback';

/** "Was this right?": one tap from a verdict email, no sign-in; stored with the email_inbox row. */
@Injectable()
export class FeedbackService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly links: SignedLinksService,
  ) {}

  async answer(token: unknown): Promise<FeedbackResultDto> {
    const check = this.links.verify(token, 'feedback');
    if (!check.ok) throw linkFailure(check);
    const answer = check.claims.a;
    if (!isFeedbackAnswer(answer)) throw new BadRequestException({ message: FAMILY_MESSAGES.linkInvalid });
    return this.db.transaction(async (manager) => {
      const repo = manager.getRepository(EmailInboxEntity);
      const row = await repo.createQueryBuilder('e').setLock('pessimistic_write').where('e.message_key = :key', { key: check.claims.s }).getOne();
      // Deleted from the history, or not a verdict: nothing to answer.
      if (!row || row.outcome !== 'analysed' || !row.riskLevel || !answersFor(row.riskLevel).includes(answer)) throw usedLink();
      if (row.familyFeedback || !(await this.links.consume(manager, check.claims))) throw usedLink();
      await repo.update({ id: row.id }, { familyFeedback: answer, familyFeedbackAt: new Date() });
      const outcome = patternOutcome(row.riskLevel, answer);
      const patternIds = matchedPatternIds(row.analysisResult);
      if (outcome && patternIds.length > 0) {
        const column = outcome === 'true_positive' ? 'truePositives' : 'falsePositives';
        const sql = outcome === 'true_positive' ? 'true_positives + 1' : 'false_positives + 1';
        await manager.createQueryBuilder().update(ScamPatternEntity).set({ [column]: () => sql }).where('id IN (:...patternIds)', { patternIds }).execute();
      }
      return { answer, riskLevel: row.riskLevel };
    });
  }
}
