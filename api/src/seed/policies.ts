/**
 * Terms of the seeded packages. Most tours share the standard policy, as agencies usually apply
 * one policy to all their tours; yatras, treks, safaris, island trips and festival dates have
 * their own rules, written here once.
 */

export const STANDARD_EXCLUSIONS = [
  'Flights or trains to the tour start point and back',
  'Meals not listed under inclusions',
  'Entry tickets, camera fees and activity charges',
  'Personal expenses such as laundry, phone calls and tips',
  'Travel insurance',
  'Anything not mentioned under inclusions',
];

const CONFIRMATION = [
  'Your booking is confirmed once we receive a 25% advance and the hotels confirm availability.',
  'The balance is due 15 days before departure; bookings made later are paid in full.',
  'Every traveller needs a valid government photo ID at hotel check-in.',
];

const CHECK_IN =
  'Hotel check-in is at 12 noon and check-out at 10 am unless the hotel states otherwise.';

const lines = (...items: string[]) => items.join('\n');

export const TOUR_POLICY = lines(
  ...CONFIRMATION,
  CHECK_IN,
  'Weather, road or temple closures may change the plan; we then arrange equivalent services.',
);

const TOUR_POLICIES = {
  standard: TOUR_POLICY,
  pilgrimage: lines(
    ...CONFIRMATION,
    CHECK_IN,
    'Darshan timings, queues and special-entry tickets are controlled by the temple authorities; we cannot promise a particular slot.',
    'Please dress modestly for temple visits; some temples have their own dress code and do not allow leather, phones or cameras inside.',
    'Meals in pilgrim towns are vegetarian, and many kitchens also avoid onion and garlic.',
    'Weather, road or temple closures may change the plan; we then arrange equivalent services.',
  ),
  yatra: lines(
    ...CONFIRMATION,
    'Every pilgrim must complete the Uttarakhand Char Dham yatra registration before travel and carry it, with photo ID, throughout the journey.',
    'Travellers above 55 or with heart, lung or blood-pressure conditions should have a medical check-up before booking.',
    'Hill roads close without notice for landslides or snow; extra nights caused by a closure are paid directly by the traveller.',
    'Ponies, palkis, pithus and helicopter seats are booked and paid locally unless listed under inclusions.',
    'Vehicle air-conditioning is switched off on hill climbs, as is usual in the mountains.',
  ),
  mountain: lines(
    ...CONFIRMATION,
    CHECK_IN,
    'Mountain roads and passes close without notice for snow or landslides; extra nights caused by a closure are paid directly by the traveller.',
    'Vehicle air-conditioning is switched off on hill climbs, as is usual in the mountains.',
    'Sightseeing spots above 3,000 metres are visited only when the weather and the traveller’s health allow.',
  ),
  altitude: lines(
    ...CONFIRMATION,
    'Leh is at about 3,500 metres: the first day is kept for rest, and travellers should not skip it.',
    'Please consult your doctor before travel if you have heart, lung or blood-pressure conditions; children under five and pregnant travellers are advised against high passes.',
    'Protected-area fees and permits are issued against the photo ID you send us; carry the same ID throughout.',
    'Local union rules require Ladakh-registered taxis for sightseeing; vehicles cannot be changed mid-tour.',
    'Roads and passes close without notice for snow or landslides; extra nights caused by a closure are paid directly by the traveller.',
  ),
  adventure: lines(
    ...CONFIRMATION,
    'Activities are run by licensed local operators, and their safety briefing must be followed.',
    'Operators may turn away a participant for age, weight, health or the weather; the activity is then refunded at the operator’s rate.',
    'Please tell us about any medical condition, back or heart problem, or pregnancy before booking.',
    'Weather, river levels or road closures may change the plan; we then arrange equivalent services.',
  ),
  trek: lines(
    ...CONFIRMATION,
    'Treks are led by a qualified trek leader and local guide, whose decisions on the route and on turning back are final.',
    'Trekkers must be fit enough to walk 6 to 8 hours a day with a small day pack; please start training a month before.',
    'A medical fitness certificate and photo ID are needed for forest and protected-area permits.',
    'Days lost to bad weather are not refunded, and extra nights it causes are paid directly by the traveller.',
  ),
  wildlife: lines(
    ...CONFIRMATION,
    'Safari permits are booked with the forest department against the names and photo ID numbers you send us, and cannot be transferred.',
    'Zones, routes and vehicles are allotted by the forest department; animal sightings are never guaranteed.',
    'Parks close on some weekdays, on certain holidays and for the monsoon; safaris are planned around those dates.',
    'Please wear muted colours, keep voices low and never feed or call out to animals.',
  ),
  island: lines(
    ...CONFIRMATION,
    CHECK_IN,
    'Ferry timings are set by the operators and the port authority and change with the weather; if a sailing is cancelled we rework the plan.',
    'Scuba diving and snorkelling need a short medical declaration; do not dive within 24 hours of a flight.',
    'Plastic bottles and carry bags are restricted on several beaches and islands; please carry a refillable bottle.',
  ),
} as const;

export type TourPolicyKind = keyof typeof TOUR_POLICIES;

export const CANCELLATION_POLICY = lines(
  '30 days or more before departure: 10% of the tour cost is retained.',
  '15 to 29 days before departure: 25% of the tour cost is retained.',
  '7 to 14 days before departure: 50% of the tour cost is retained.',
  'Less than 7 days before departure, or a no-show: no refund.',
  'Flight, train and helicopter tickets follow the carrier’s own cancellation rules.',
);

const CANCELLATION_POLICIES = {
  standard: CANCELLATION_POLICY,
  festival: lines(
    '45 days or more before departure: 20% of the tour cost is retained.',
    '30 to 44 days before departure: 35% of the tour cost is retained.',
    '15 to 29 days before departure: 50% of the tour cost is retained.',
    'Less than 15 days before departure, or a no-show: no refund, as hotels charge in full on festival dates.',
    'Flight and train tickets follow the carrier’s own cancellation rules.',
  ),
  luxury: lines(
    '45 days or more before departure: 10% of the tour cost is retained.',
    '30 to 44 days before departure: 25% of the tour cost is retained.',
    '15 to 29 days before departure: 50% of the tour cost is retained.',
    'Less than 15 days before departure, or a no-show: no refund.',
    'Flight tickets follow the airline’s own cancellation rules.',
  ),
  yatra: lines(
    '30 days or more before departure: 10% of the tour cost is retained.',
    '15 to 29 days before departure: 25% of the tour cost is retained.',
    '7 to 14 days before departure: 50% of the tour cost is retained.',
    'Less than 7 days before departure, or a no-show: no refund.',
    'Helicopter tickets are non-refundable once issued, except when the operator cancels the flight.',
    'If the yatra route is closed by the government, we refund unused hotel nights after the hotels’ own charges.',
  ),
  wildlife: lines(
    '30 days or more before departure: 10% of the tour cost plus the safari permit fees are retained.',
    '15 to 29 days before departure: 25% of the tour cost plus the safari permit fees are retained.',
    '7 to 14 days before departure: 50% of the tour cost is retained.',
    'Less than 7 days before departure, or a no-show: no refund.',
    'Safari permit fees are non-refundable once the permit is issued, as the forest department does not refund them.',
  ),
  trek: lines(
    '30 days or more before departure: 15% of the tour cost is retained.',
    '15 to 29 days before departure: 35% of the tour cost is retained.',
    'Less than 15 days before departure, or a no-show: no refund.',
    'A trek turned back by weather or by the trek leader for safety is not refunded, but you may join a later batch of the same trek within a year by paying the difference in cost, if any.',
  ),
  island: lines(
    '30 days or more before departure: 10% of the tour cost is retained.',
    '15 to 29 days before departure: 30% of the tour cost is retained.',
    '7 to 14 days before departure: 50% of the tour cost is retained.',
    'Less than 7 days before departure, or a no-show: no refund.',
    'Ferry and dive-course bookings follow the operators’ own rules; ferry tickets are rarely refundable within 48 hours of sailing.',
  ),
} as const;

export type CancellationKind = keyof typeof CANCELLATION_POLICIES;

export function tourPolicy(kind: TourPolicyKind): string {
  return TOUR_POLICIES[kind];
}

export function cancellationPolicy(kind: CancellationKind): string {
  return CANCELLATION_POLICIES[kind];
}
