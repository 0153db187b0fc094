import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { PATTERN_TYPES } from '@scamcheck/shared';
import { validatePatternRegex } from '../../analysis';
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
import { ScamPatternEntity } from './scam-pattern.entity';
import { CreateScamPatternDto } from './dto/create-scam-pattern.dto';
import { PATTERN_SEVERITIES } from './dto/pattern-severity';
import { ScamPatternResponseDto } from './dto/scam-pattern-response.dto';
import { UpdateScamPatternDto } from './dto/update-scam-pattern.dto';
import { toScamPatternResponse } from './scam-pattern.mapper';

const SORT_COLUMNS = {
  id: 'p.id',
  pattern_text: 'p.patternText',
  pattern_type: 'p.patternType',
  severity: 'p.severity',
  confidence_score: 'p.confidenceScore',
  true_positives: 'p.truePositives',
  false_positives: 'p.falsePositives',
  is_active: 'p.isActive',
  created_at: 'p.createdAt',
  updated_at: 'p.updatedAt',
} as const;
type SortField = keyof typeof SORT_COLUMNS;
const SORTABLE = Object.keys(SORT_COLUMNS) as SortField[];

/** The spec loads every pattern; one request still returns at most this many. */
export const PATTERN_PAGE_MAX = 1000;

export const PATTERN_EXISTS = 'A pattern with this type and text already exists';
export const PATTERN_NOT_FOUND = 'Pattern not found';

function fieldError(field: string, message: string): BadRequestException {
  return new BadRequestException({ message, errors: { [field]: message } });
}

/** Admin management of scam patterns (list, create, edit, activate/deactivate, delete). */
@Injectable()
export class AdminScamPatternsService {
  constructor(@InjectRepository(ScamPatternEntity) private readonly patterns: Repository<ScamPatternEntity>) {}

  async list(raw: RaListQueryDto): Promise<RaPage<ScamPatternResponseDto>> {
    const { sort, range, filter } = parseRaListQuery<SortField>(raw, {
      sortable: SORTABLE,
      defaultSort: { field: 'created_at', order: 'DESC' },
      maxRows: PATTERN_PAGE_MAX,
    });
    const qb = this.patterns.createQueryBuilder('p');
    const ids = idFilter(filter, isUuid);
    if (ids) qb.andWhere(ids.length ? 'p.id IN (:...ids)' : 'FALSE', { ids });
    const q = stringFilter(filter, 'q', 200);
    if (q) qb.andWhere("(p.pattern_text ILIKE :q ESCAPE '\\' OR p.description ILIKE :q ESCAPE '\\')", { q: `%${likeEscape(q)}%` });
    const type = enumFilter(filter, 'pattern_type', PATTERN_TYPES);
    if (type) qb.andWhere('p.pattern_type = :type', { type });
    const severity = enumFilter(filter, 'severity', PATTERN_SEVERITIES);
    if (severity) qb.andWhere('p.severity = :severity', { severity });
    const active = booleanFilter(filter, 'is_active');
    if (active !== undefined) qb.andWhere('p.is_active = :active', { active });
    qb.orderBy(SORT_COLUMNS[sort.field], sort.order).addOrderBy('p.id', 'ASC');
    const [rows, total] = await qb.offset(range.start).limit(range.end - range.start + 1).getManyAndCount();
    return { data: rows.map(toScamPatternResponse), start: range.start, total };
  }

  async get(id: string): Promise<ScamPatternResponseDto> {
    return toScamPatternResponse(await this.find(id));
  }

  async create(dto: CreateScamPatternDto): Promise<ScamPatternResponseDto> {
    this.checkText(dto.pattern_type, dto.pattern_text);
    const entity = this.patterns.create({
      patternType: dto.pattern_type,
      patternText: dto.pattern_text,
      severity: dto.severity ?? 'medium',
      confidenceScore: dto.confidence_score ?? 0.5,
      description: dto.description ? dto.description : null,
      isActive: dto.is_active ?? true,
    });
    return toScamPatternResponse(await this.saveUnique(entity));
  }

  async update(id: string, dto: UpdateScamPatternDto): Promise<ScamPatternResponseDto> {
    const entity = await this.find(id);
    const type = dto.pattern_type ?? entity.patternType;
    const text = dto.pattern_text ?? entity.patternText;
    // Turning a pattern on checks it too: a regex saved before today's check may not pass it.
    if (dto.pattern_type !== undefined || dto.pattern_text !== undefined || (dto.is_active === true && !entity.isActive)) this.checkText(type, text);
    entity.patternType = type;
    entity.patternText = text;
    if (dto.severity !== undefined) entity.severity = dto.severity;
    if (dto.confidence_score !== undefined) entity.confidenceScore = dto.confidence_score;
    if (dto.description !== undefined) entity.description = dto.description ? dto.description : null;
    if (dto.is_active !== undefined) entity.isActive = dto.is_active;
    return toScamPatternResponse(await this.saveUnique(entity));
  }

  async remove(id: string): Promise<ScamPatternResponseDto> {
    const entity = await this.find(id);
    const response = toScamPatternResponse(entity);
    await this.patterns.delete({ id: entity.id });
    return response;
  }

  /** Regexes must compile and must not be able to run away (the engine's own check). */
  private checkText(type: string, text: string): void {
    if (type === 'regex') {
      const problem = validatePatternRegex(text);
      if (problem) throw fieldError('pattern_text', problem);
    }
  }

  private async find(id: string): Promise<ScamPatternEntity> {
    const entity = isUuid(id) ? await this.patterns.findOneBy({ id }) : null;
    if (!entity) throw new NotFoundException(PATTERN_NOT_FOUND);
    return entity;
  }

  private async saveUnique(entity: ScamPatternEntity): Promise<ScamPatternEntity> {
    const clash = await this.patterns.findOneBy({ patternType: entity.patternType, patternText: entity.patternText });
    if (clash && clash.id !== entity.id) throw new ConflictException({ message: PATTERN_EXISTS, errors: { pattern_text: PATTERN_EXISTS } });
    try {
      return await this.patterns.save(entity);
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505') {
        throw new ConflictException({ message: PATTERN_EXISTS, errors: { pattern_text: PATTERN_EXISTS } });
      }
      throw error;
    }
  }
}
