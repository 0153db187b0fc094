import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LIMITS } from '@scamcheck/shared';
import { enumFilter, idFilter, isUuid, likeEscape, parseRaListQuery, RaListQueryDto, RaPage, stringFilter } from '../../platform/common/ra-query';
import { AUTH_ERROR_EVENT, SecurityEventEntity } from './security-event.entity';
import { SecurityEventResponseDto } from './dto/security-event-response.dto';
import { toSecurityEventResponse } from './security-event.mapper';

const SORT_COLUMNS = {
  id: 'e.id',
  created_at: 'e.createdAt',
  severity: 'e.severity',
  event_type: 'e.eventType',
  error_id: 'e.errorId',
} as const;
type SortField = keyof typeof SORT_COLUMNS;
const SORTABLE = Object.keys(SORT_COLUMNS) as SortField[];

export const EVENT_NOT_FOUND = 'Security event not found';

/**
 * The auth error log (spec: security_events where event_type is auth_error, newest first, 100 rows).
 * Support finds the event a user reads out by its error id: `filter={"errorId":"ERR-…"}` or `{"q":…}`.
 */
@Injectable()
export class AdminSecurityEventsService {
  constructor(@InjectRepository(SecurityEventEntity) private readonly events: Repository<SecurityEventEntity>) {}

  async list(raw: RaListQueryDto): Promise<RaPage<SecurityEventResponseDto>> {
    const { sort, range, filter } = parseRaListQuery<SortField>(raw, {
      sortable: SORTABLE,
      defaultSort: { field: 'created_at', order: 'DESC' },
      maxRows: LIMITS.adminListMax,
    });
    const qb = this.events.createQueryBuilder('e');
    const ids = idFilter(filter, isUuid);
    if (ids) qb.andWhere(ids.length ? 'e.id IN (:...ids)' : 'FALSE', { ids });
    else qb.andWhere('e.event_type = :type', { type: stringFilter(filter, 'event_type', 64) ?? AUTH_ERROR_EVENT });
    const errorId = stringFilter(filter, 'errorId', 64) ?? stringFilter(filter, 'error_id', 64);
    if (errorId) qb.andWhere('e.error_id = :errorId', { errorId: errorId.toUpperCase() });
    const q = stringFilter(filter, 'q', 200);
    if (q) {
      qb.andWhere(
        "(e.error_id = :qId OR e.error_id ILIKE :q ESCAPE '\\' OR e.description ILIKE :q ESCAPE '\\' OR e.metadata->>'email' ILIKE :q ESCAPE '\\')",
        { qId: q.toUpperCase(), q: `%${likeEscape(q)}%` },
      );
    }
    const severity = enumFilter(filter, 'severity', ['info', 'warning', 'error'] as const);
    if (severity) qb.andWhere('e.severity = :severity', { severity });
    qb.orderBy(SORT_COLUMNS[sort.field], sort.order, sort.field === 'error_id' ? 'NULLS LAST' : undefined).addOrderBy('e.id', 'ASC');
    const [rows, total] = await qb.offset(range.start).limit(range.end - range.start + 1).getManyAndCount();
    return { data: rows.map(toSecurityEventResponse), start: range.start, total };
  }

  async get(id: string): Promise<SecurityEventResponseDto> {
    const entity = isUuid(id) ? await this.events.findOneBy({ id }) : null;
    if (!entity) throw new NotFoundException(EVENT_NOT_FOUND);
    return toSecurityEventResponse(entity);
  }
}
