import trackers from '../data/click-trackers.json';

/** Click-tracking domains of mailing services: legitimate newsletters' links go through these. */
const CLICK_TRACKERS = new Set<string>(trackers.domains);

/** A mailing service's click-tracking domain (compare by registrable domain). */
export function isClickTracker(registrable: string): boolean {
  return CLICK_TRACKERS.has(registrable);
}
