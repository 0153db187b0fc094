/** A page of a list plus the total, as the service hands it to the controller. */
export interface RaPage<T> {
  data: T[];
  start: number;
  total: number;
}

/** The value of the `Content-Range` header ra-data-simple-rest reads: `<resource> 0-24/319`. */
export function contentRange(resource: string, page: RaPage<unknown>): string {
  if (page.data.length === 0) return `${resource} */${page.total}`;
  return `${resource} ${page.start}-${page.start + page.data.length - 1}/${page.total}`;
}
