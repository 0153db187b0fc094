import { BadRequestException } from '@nestjs/common';
import { contentRange } from './content-range';
import { booleanFilter, idFilter, isUuid, likeEscape, parseRaListQuery } from './ra-list-query';

const options = { sortable: ['created_at', 'email'] as const, defaultSort: { field: 'created_at' as const, order: 'DESC' as const }, maxRows: 100 };

function errorsOf(fn: () => unknown): Record<string, string> {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(BadRequestException);
    return ((error as BadRequestException).getResponse() as { errors: Record<string, string> }).errors;
  }
  throw new Error('expected a BadRequestException');
}

describe('parseRaListQuery (ra-data-simple-rest)', () => {
  it('reads sort, range and filter as ra-data-simple-rest sends them', () => {
    expect(parseRaListQuery({ sort: '["email","asc"]', range: '[25,49]', filter: '{"q":"bank"}' }, options)).toEqual({
      sort: { field: 'email', order: 'ASC' },
      range: { start: 25, end: 49 },
      filter: { q: 'bank' },
    });
  });

  it('defaults to the default sort and the first page, and caps ranges', () => {
    expect(parseRaListQuery({}, options)).toEqual({ sort: options.defaultSort, range: { start: 0, end: 99 }, filter: {} });
    expect(parseRaListQuery({ range: '[100,999]' }, options).range).toEqual({ start: 100, end: 199 });
  });

  it('refuses unknown sort fields, bad orders, bad ranges and non-object filters', () => {
    expect(errorsOf(() => parseRaListQuery({ sort: '["password","ASC"]' }, options)).sort).toMatch(/Cannot sort by password/);
    expect(errorsOf(() => parseRaListQuery({ sort: '["email","UP"]' }, options)).sort).toBe('sort order must be ASC or DESC');
    expect(errorsOf(() => parseRaListQuery({ sort: 'email' }, options)).sort).toBe('sort must be a JSON value');
    expect(errorsOf(() => parseRaListQuery({ range: '[-1,5]' }, options)).range).toBeDefined();
    expect(errorsOf(() => parseRaListQuery({ range: '[0.5,5]' }, options)).range).toBeDefined();
    expect(errorsOf(() => parseRaListQuery({ filter: '"x"' }, options)).filter).toBe('filter must be a JSON object');
  });

  it('reads getMany ids and boolean filters, and escapes LIKE wildcards', () => {
    const id = '1b4e28ba-2fa1-11d2-883f-0016d3cca427';
    expect(idFilter({ id: [id, 'junk'] }, isUuid)).toEqual([id]);
    expect(idFilter({}, isUuid)).toBeUndefined();
    expect(booleanFilter({ a: 'true', b: false }, 'a')).toBe(true);
    expect(booleanFilter({ b: false }, 'b')).toBe(false);
    expect(likeEscape('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('writes Content-Range as `<resource> start-end/total`', () => {
    expect(contentRange('emails', { data: [1, 2, 3], start: 10, total: 319 })).toBe('emails 10-12/319');
    expect(contentRange('emails', { data: [], start: 0, total: 0 })).toBe('emails */0');
  });
});
