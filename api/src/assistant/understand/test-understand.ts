/**
 * understand() as its tests call it: over a fixed list of destinations (with their aliases from
 * the vocabulary), in March.
 */
import { normalise } from '../text';
import { understand } from '../understand';
import { DESTINATION_ALIASES } from '../vocabulary';
import type { PlaceEntry } from './types';

const place = (slug: string, name: string): PlaceEntry => ({
  slug,
  name,
  aliases: (DESTINATION_ALIASES[slug] ?? []).map(normalise),
});

export const PLACES = [
  place('goa', 'Goa'),
  place('kerala', 'Kerala'),
  place('kashmir', 'Kashmir'),
  place('leh-ladakh', 'Leh Ladakh'),
  place('andaman-islands', 'Andaman Islands'),
  place('ooty', 'Ooty'),
  place('pondicherry', 'Pondicherry'),
  place('kedarnath', 'Kedarnath'),
  place('badrinath', 'Badrinath'),
  place('rishikesh', 'Rishikesh'),
  place('vaishno-devi', 'Vaishno Devi'),
  place('darjeeling', 'Darjeeling'),
  place('manali', 'Manali'),
  place('shimla', 'Shimla'),
  place('puri', 'Puri'),
];

/** A message read as the chat reads it, in March (for "this month"). */
export const readMessage = (text: string) => understand(text, PLACES, { currentMonth: 3 });
