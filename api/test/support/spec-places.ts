/** Every place spec.md names; the seed must offer each of them. */
export const SPEC_PLACES = [
  'Goa',
  'Kerala',
  'Manali',
  'Nainital',
  'Jaipur',
  'Shimla',
  'Kashmir',
  'Rajasthan',
  'Darjeeling',
  'Puri',
  'Dwarka',
  'Rameshwaram',
  'Kedarnath',
  'Badrinath',
  'Vaishno Devi',
];
