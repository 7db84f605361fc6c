import { DEPARTURE } from './catalogue';
import type { ItineraryDaySeed } from './types';

/** Compact constructor so the hand-written itineraries read like a day-by-day plan. */
export function day(
  title: string,
  description: string,
  stops: string[],
  stay: string,
): ItineraryDaySeed {
  return { title, description, stops, stay };
}

export const DEPARTURE_STAY = DEPARTURE;
