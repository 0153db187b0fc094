import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { LIMITS, RISK_LEVELS } from '@scamcheck/shared';
import {
  booleanFilter,
  enumFilter,
  idFilter,
  isUuid,
  likeEscape,
  parseRaListQuery,
  RaListQueryDto,
  RaPage,
  stringFilter,
} from '../../platform/common/ra-query';
import { EmailInboxEntity } from './email-inbox.entity';
import { ScamPatternEntity } from '../scam-patterns/scam-pattern.entity';
import { EmailResponseDto } from './dto/email-response.dto';
import { UpdateEmailDto, VerdictFeedback } from './dto/update-email.dto';
import { matchedPatternIds, toEmailResponse } from './email.mapper';

const SORT_COLUMNS = {
  id: 'e.id',
  processed_at: 'e.processedAt',
  subject: 'e.subject',
  sender_email: 'e.senderEmail',
  original_sender: 'e.originalSender',
  risk_level: 'e.riskLevel',
  outcome: 'e.outcome',
  response_sent: 'e.responseSent',
  response_sent_at: 'e.responseSentAt',
  verdict_feedback: 'e.verdictFeedback',
  family_feedback: 'e.familyFeedback',
} as const;
type SortField = keyof typeof SORT_COLUMNS;
const SORTABLE = Object.keys(SORT_COLUMNS) as SortField[];
/** Columns that may be NULL: those rows sort last either way. The others keep plain ORDER BY so indexes serve it. */
const NULLABLE = new Set<SortField>(['subject', 'original_sender', 'risk_level', 'response_sent_at', 'verdict_feedback', 'family_feedback']);

export const EMAIL_NOT_FOUND = 'Email not found';
const UNKNOWN_RISK = 'unknown';

/** Email history for admins: the newest rows, the response_sent flag and verdict feedback. */
@Injectable()
export class AdminEmailsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async list(raw: RaListQueryDto): Promise<RaPage<EmailResponseDto>> {
    const { sort, range, filter } = parseRaListQuery<SortField>(raw, {
      sortable: SORTABLE,
      defaultSort: { field: 'processed_at', order: 'DESC' },
      maxRows: LIMITS.adminListMax,
    });
    const qb = this.query(this.db.manager);
    const ids = idFilter(filter, isUuid);
    if (ids) qb.andWhere(ids.length ? 'e.id IN (:...ids)' : 'FALSE', { ids });
    const q = stringFilter(filter, 'q', 200);
    if (q) {
      qb.andWhere(
        "(e.subject ILIKE :q ESCAPE '\\' OR e.sender_email ILIKE :q ESCAPE '\\' OR e.original_sender ILIKE :q ESCAPE '\\' OR u.email ILIKE :q ESCAPE '\\')",
        { q: `%${likeEscape(q)}%` },
      );
    }
    const risk = enumFilter(filter, 'risk_level', [...RISK_LEVELS, UNKNOWN_RISK]);
    if (risk === UNKNOWN_RISK) qb.andWhere('(e.risk_level IS NULL OR e.risk_level NOT IN (:...known))', { known: RISK_LEVELS });
    else if (risk) qb.andWhere('e.risk_level = :risk', { risk });
    const sent = booleanFilter(filter, 'response_sent');
    if (sent !== undefined) qb.andWhere('e.response_sent = :sent', { sent });
    // "Family said wrong": the family answered No ("it is a scam" or "it is safe") to "Was this right?".
    const familySaidWrong = booleanFilter(filter, 'family_said_wrong');
    if (familySaidWrong === true) qb.andWhere(`e.family_feedback IN ('is_scam', 'is_safe')`);
    else if (familySaidWrong === false) qb.andWhere(`(e.family_feedback IS NULL OR e.family_feedback = 'correct')`);
    const userId = stringFilter(filter, 'user_id', 64);
    if (userId) qb.andWhere(isUuid(userId) ? 'e.user_id = :userId' : 'FALSE', { userId });
    // Ties by id keep pages stable.
    qb.orderBy(SORT_COLUMNS[sort.field], sort.order, NULLABLE.has(sort.field) ? 'NULLS LAST' : undefined).addOrderBy('e.id', 'ASC');
    const [rows, total] = await qb.offset(range.start).limit(range.end - range.start + 1).getManyAndCount();
    return { data: rows.map(toEmailResponse), start: range.start, total };
  }

  async get(id: string): Promise<EmailResponseDto> {
    return toEmailResponse(await this.find(this.db.manager, id));
  }

  /**
   * Sets response_sent (response_sent_at follows: set when turned on, cleared when off) and the
   * verdict feedback. Feedback moves the true/false positive counts of the patterns that matched,
   * in one transaction with the row locked: repeating it changes nothing, changing it moves the counts.
   */
  async update(id: string, dto: UpdateEmailDto): Promise<EmailResponseDto> {
    if (!isUuid(id)) throw new NotFoundException(EMAIL_NOT_FOUND);
    return this.db.transaction(async (manager) => {
      const email = await manager
        .getRepository(EmailInboxEntity)
        .createQueryBuilder('e')
        .setLock('pessimistic_write')
        .where('e.id = :id', { id })
        .getOne();
      if (!email) throw new NotFoundException(EMAIL_NOT_FOUND);

      const changes: Partial<Pick<EmailInboxEntity, 'responseSent' | 'responseSentAt' | 'verdictFeedback'>> = {};
      if (dto.response_sent !== undefined && dto.response_sent !== email.responseSent) {
        changes.responseSent = dto.response_sent;
        changes.responseSentAt = dto.response_sent ? new Date() : null;
      }
      if (dto.verdict_feedback !== undefined) {
        const next = dto.verdict_feedback ?? null;
        const previous = (email.verdictFeedback as VerdictFeedback | null) ?? null;
        if (next !== previous) {
          const patternIds = matchedPatternIds(email.analysisResult);
          await this.moveCounts(manager, patternIds, previous, -1);
          await this.moveCounts(manager, patternIds, next, +1);
          changes.verdictFeedback = next;
        }
      }
      if (Object.keys(changes).length > 0) await manager.getRepository(EmailInboxEntity).update({ id }, changes);
      return toEmailResponse(await this.find(manager, id));
    });
  }

  /** Adds delta to the true (correct) or false (incorrect) positives of the matched patterns, never below 0. */
  private async moveCounts(manager: EntityManager, patternIds: string[], feedback: VerdictFeedback | null, delta: 1 | -1): Promise<void> {
    if (!feedback || patternIds.length === 0) return;
    const column = feedback === 'correct' ? 'true_positives' : 'false_positives';
    await manager
      .createQueryBuilder()
      .update(ScamPatternEntity)
      .set({ [feedback === 'correct' ? 'truePositives' : 'falsePositives']: () => `GREATEST(${column} + (${delta}), 0)` })
      .where('id IN (:...patternIds)', { patternIds })
      .execute();
  }

  private query(manager: EntityManager): SelectQueryBuilder<EmailInboxEntity> {
    return manager
      .getRepository(EmailInboxEntity)
      .createQueryBuilder('e')
      .leftJoin('e.user', 'u')
      .addSelect(['u.id', 'u.email']);
  }

  private async find(manager: EntityManager, id: string): Promise<EmailInboxEntity> {
    const email = isUuid(id) ? await this.query(manager).where('e.id = :id', { id }).getOne() : null;
    if (!email) throw new NotFoundException(EMAIL_NOT_FOUND);
    return email;
  }
}
