import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository, SelectQueryBuilder } from 'typeorm';
import { DEFAULT_BLOCK_REASON, MESSAGES, normaliseEmail } from '@scamcheck/shared';
import { BlockedEmailEntity } from './blocked-email.entity';
import { AuthPrincipal } from '../../platform/common/auth-principal';
import { idFilter, isUuid, likeEscape, parseRaListQuery, RaListQueryDto, RaPage, stringFilter } from '../../platform/common/ra-query';
import { toBlockedEmailResponse } from './blocked-email.mapper';
import { BlockedEmailResponseDto } from './dto/blocked-email-response.dto';
import { CreateBlockedEmailDto } from './dto/create-blocked-email.dto';

const SORT_COLUMNS = {
  id: 'b.id',
  email: 'b.email',
  reason: 'b.reason',
  blocked_at: 'b.blockedAt',
} as const;
type SortField = keyof typeof SORT_COLUMNS;
const SORTABLE = Object.keys(SORT_COLUMNS) as SortField[];

export const BLOCKED_PAGE_MAX = 1000;
export const BLOCKED_NOT_FOUND = 'Blocked email not found';

function alreadyBlocked(): ConflictException {
  return new ConflictException({ message: MESSAGES.alreadyBlocked, errors: { email: MESSAGES.alreadyBlocked } });
}

/** Blocked senders: forwards from these addresses are dropped without a reply. */
@Injectable()
export class AdminBlockedEmailsService {
  constructor(@InjectRepository(BlockedEmailEntity) private readonly blocked: Repository<BlockedEmailEntity>) {}

  async list(raw: RaListQueryDto): Promise<RaPage<BlockedEmailResponseDto>> {
    const { sort, range, filter } = parseRaListQuery<SortField>(raw, {
      sortable: SORTABLE,
      defaultSort: { field: 'blocked_at', order: 'DESC' },
      maxRows: BLOCKED_PAGE_MAX,
    });
    const qb = this.query();
    const ids = idFilter(filter, isUuid);
    if (ids) qb.andWhere(ids.length ? 'b.id IN (:...ids)' : 'FALSE', { ids });
    const q = stringFilter(filter, 'q', 254);
    if (q) qb.andWhere("(b.email ILIKE :q ESCAPE '\\' OR b.reason ILIKE :q ESCAPE '\\')", { q: `%${likeEscape(q)}%` });
    const email = stringFilter(filter, 'email', 254);
    if (email) qb.andWhere('b.email = :email', { email: normaliseEmail(email) });
    qb.orderBy(SORT_COLUMNS[sort.field], sort.order).addOrderBy('b.id', 'ASC');
    const [rows, total] = await qb.offset(range.start).limit(range.end - range.start + 1).getManyAndCount();
    return { data: rows.map((b) => toBlockedEmailResponse(b)), start: range.start, total };
  }

  async get(id: string): Promise<BlockedEmailResponseDto> {
    return toBlockedEmailResponse(await this.find(id));
  }

  /** Stored trimmed and lower-cased, blocked_by the current admin; a duplicate is a 409. */
  async block(dto: CreateBlockedEmailDto, admin: AuthPrincipal): Promise<BlockedEmailResponseDto> {
    const email = normaliseEmail(dto.email);
    if (await this.blocked.existsBy({ email })) throw alreadyBlocked();
    try {
      const saved = await this.blocked.save(
        this.blocked.create({ email, reason: dto.reason ? dto.reason : DEFAULT_BLOCK_REASON, blockedBy: admin.userId }),
      );
      return toBlockedEmailResponse(saved, admin.email);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') throw alreadyBlocked();
      throw error;
    }
  }

  async unblock(id: string): Promise<BlockedEmailResponseDto> {
    const entity = await this.find(id);
    await this.blocked.delete({ id: entity.id });
    return toBlockedEmailResponse(entity);
  }

  private query(): SelectQueryBuilder<BlockedEmailEntity> {
    return this.blocked.createQueryBuilder('b').leftJoin('b.blocker', 'u').addSelect(['u.id', 'u.email']);
  }

  private async find(id: string): Promise<BlockedEmailEntity> {
    const entity = isUuid(id) ? await this.query().where('b.id = :id', { id }).getOne() : null;
    if (!entity) throw new NotFoundException(BLOCKED_NOT_FOUND);
    return entity;
  }
}
