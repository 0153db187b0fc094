import { BadRequestException } from '@nestjs/common';

/** Sort order of a react-admin list query. */
export type RaSortOrder = 'ASC' | 'DESC';

/** A parsed ra-data-simple-rest list query (`?sort=["f","ASC"]&range=[0,24]&filter={...}`). */
export interface RaListQuery<TField extends string> {
  sort: { field: TField; order: RaSortOrder };
  /** Inclusive, zero-based; already capped at the resource's page limit. */
  range: { start: number; end: number };
  filter: Record<string, unknown>;
}

/** The raw query string values as Express hands them over. */
export interface RaRawQuery {
  sort?: unknown;
  range?: unknown;
  filter?: unknown;
}

export interface RaListOptions<TField extends string> {
  /** Fields a client may sort on (response field names). */
  sortable: readonly TField[];
  defaultSort: { field: TField; order: RaSortOrder };
  /** Most rows one request may return; larger ranges are cut down to this many. */
  maxRows: number;
  /** Rows returned when the client sends no range. */
  defaultRows?: number;
}

function invalid(field: string, message: string): BadRequestException {
  return new BadRequestException({ message, errors: { [field]: message } });
}

function parseJson(field: string, value: unknown): unknown {
  if (typeof value !== 'string') throw invalid(field, `${field} must be a JSON value`);
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw invalid(field, `${field} must be a JSON value`);
  }
}

/**
 * Parses and validates the query of a react-admin list call. Sort fields are checked against a
 * whitelist, ranges are capped at `maxRows`, the filter must be a JSON object.
 */
export function parseRaListQuery<TField extends string>(raw: RaRawQuery, options: RaListOptions<TField>): RaListQuery<TField> {
  let sort = options.defaultSort;
  if (raw.sort !== undefined && raw.sort !== '') {
    const value = parseJson('sort', raw.sort);
    if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || typeof value[1] !== 'string') {
      throw invalid('sort', 'sort must be ["field","ASC"|"DESC"]');
    }
    const [field, order] = value as [string, string];
    if (!(options.sortable as readonly string[]).includes(field)) {
      throw invalid('sort', `Cannot sort by ${field.slice(0, 64)}; sortable fields: ${options.sortable.join(', ')}`);
    }
    const upper = order.toUpperCase();
    if (upper !== 'ASC' && upper !== 'DESC') throw invalid('sort', 'sort order must be ASC or DESC');
    sort = { field: field as TField, order: upper };
  }

  const defaultRows = Math.min(options.defaultRows ?? options.maxRows, options.maxRows);
  let range = { start: 0, end: defaultRows - 1 };
  if (raw.range !== undefined && raw.range !== '') {
    const value = parseJson('range', raw.range);
    if (
      !Array.isArray(value) ||
      value.length !== 2 ||
      !value.every((n) => Number.isSafeInteger(n) && (n as number) >= 0) ||
      (value[1] as number) < (value[0] as number)
    ) {
      throw invalid('range', 'range must be [start,end] with 0 <= start <= end');
    }
    const [start, end] = value as [number, number];
    range = { start, end: Math.min(end, start + options.maxRows - 1) };
  }

  let filter: Record<string, unknown> = {};
  if (raw.filter !== undefined && raw.filter !== '') {
    const value = parseJson('filter', raw.filter);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalid('filter', 'filter must be a JSON object');
    filter = value as Record<string, unknown>;
  }
  return { sort, range, filter };
}

/** The `id` filter of getMany (`filter={"id":[...]}`): a list of ids, or undefined when absent. */
export function idFilter(filter: Record<string, unknown>, isId: (value: string) => boolean): string[] | undefined {
  const raw = filter.id;
  if (raw === undefined) return undefined;
  const ids = (Array.isArray(raw) ? raw : [raw]).map((v) => String(v));
  if (ids.length > 1000) throw invalid('filter', 'At most 1000 ids at once');
  return ids.filter(isId);
}

/** A filter value as a trimmed, bounded string; undefined when absent or empty. */
export function stringFilter(filter: Record<string, unknown>, key: string, max = 320): string | undefined {
  const raw = filter[key];
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') throw invalid('filter', `filter.${key} must be a string`);
  const value = String(raw).trim();
  if (value === '') return undefined;
  if (value.length > max) throw invalid('filter', `filter.${key} is too long`);
  return value;
}

/** A boolean filter (true/false or "true"/"false"); undefined when absent. */
export function booleanFilter(filter: Record<string, unknown>, key: string): boolean | undefined {
  const raw = filter[key];
  if (raw === undefined || raw === null || raw === '') return undefined;
  if (raw === true || raw === 'true') return true;
  if (raw === false || raw === 'false') return false;
  throw invalid('filter', `filter.${key} must be true or false`);
}

/** A filter value restricted to an enumeration; undefined when absent. */
export function enumFilter<T extends string>(filter: Record<string, unknown>, key: string, allowed: readonly T[]): T | undefined {
  const value = stringFilter(filter, key, 64);
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw invalid('filter', `filter.${key} must be one of: ${allowed.join(', ')}`);
  return value as T;
}

/** Escapes LIKE wildcards so user text matches literally. */
export function likeEscape(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
