/** Terms every seeded package shares, as agencies usually apply one policy to all their tours. */

export const STANDARD_EXCLUSIONS = [
  'Flights or trains to the tour start point and back',
  'Meals not listed under inclusions',
  'Entry tickets, camera fees and activity charges',
  'Personal expenses such as laundry, phone calls and tips',
  'Travel insurance',
  'Anything not mentioned under inclusions',
];

export const TOUR_POLICY = [
  'Your booking is confirmed once we receive a 25% advance and the hotels confirm availability.',
  'The balance is due 15 days before departure; bookings made later are paid in full.',
  'Every traveller needs a valid government photo ID at hotel check-in.',
  'Hotel check-in is at 12 noon and check-out at 10 am unless the hotel states otherwise.',
  'Weather, road or temple closures may change the plan; we then arrange equivalent services.',
].join('\n');

export const CANCELLATION_POLICY = [
  '30 days or more before departure: 10% of the tour cost is retained.',
  '15 to 29 days before departure: 25% of the tour cost is retained.',
  '7 to 14 days before departure: 50% of the tour cost is retained.',
  'Less than 7 days before departure, or a no-show: no refund.',
  'Flight, train and helicopter tickets follow the carrier’s own cancellation rules.',
].join('\n');
