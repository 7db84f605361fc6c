/** Every destination's fact table, in one list for the seed and its tests. */
import { HIMALAYA_PLANS } from './plans-himalaya';
import { NORTH_PLANS } from './plans-north';
import { PILGRIMAGE_PLANS } from './plans-pilgrimage';
import { SOUTH_PLANS } from './plans-south';
import { WILDLIFE_PLANS } from './plans-wildlife';
import type { DestinationPlan } from './types';

export const PLANS: DestinationPlan[] = [
  ...HIMALAYA_PLANS,
  ...NORTH_PLANS,
  ...SOUTH_PLANS,
  ...PILGRIMAGE_PLANS,
  ...WILDLIFE_PLANS,
];
