/**
 * A held-out evaluation set for the assistant: 50 questions a visitor might type, with what a
 * correct answer must contain, in the same format as the fixed set (see QualityCase).
 *
 * These questions were written from the catalogue (content/) and a visitor's point of view,
 * without reading the assistant's rules (understanding, retrieval, vocabulary, policy), so
 * that they measure those rules fairly. Do not tune the rules to this set case by case: a
 * failure here is a sign of a general gap, to be fixed generally or left as a known miss.
 *
 * Expectations are kept as loose as a fair judge would be, and every slug, price, duration and
 * category named here was checked against content/destinations and content/packages.
 */
import type { QualityCase } from './assistant-questions';

export const UNSEEN_CASES: QualityCase[] = [
  // Small talk
  { question: 'hello there!', kind: 'greeting' },
  { question: 'namaskar', kind: 'greeting' },
  { question: 'thanks a lot, that was helpful', kind: 'thanks' },
  { question: 'bahut dhanyawad', kind: 'thanks' },
  { question: 'ok bye for now', kind: 'farewell' },

  // Off-topic
  { question: 'Can you solve my maths homework?', kind: 'off-topic' },
  { question: 'What is the share price of Reliance today?', kind: 'off-topic' },
  { question: 'suggest a good laptop under 50000', kind: 'off-topic' },

  // Destination FAQs (typos and Hinglish included)
  {
    question: 'is the darjeeling toy train worth it?',
    kind: 'faq',
    faq: /ride the toy train/,
  },
  {
    question: 'what time is the wagah border ceremony',
    kind: 'faq',
    faq: /Wagah border ceremony/,
  },
  {
    question: 'is a tiger sighting guaranteed in corbett?',
    kind: 'faq',
    faq: /tiger sighting guaranteed/,
  },
  { question: 'when is the pushkar mela held', kind: 'faq', faq: /Pushkar Fair/ },
  {
    question: 'tirupati darshan booking kaise karein',
    kind: 'faq',
    faq: /book darshan at Tirumala/,
  },
  {
    question: 'dress code for rameswaram temple',
    kind: 'faq',
    faq: /dress code at the Ramanathaswamy/,
  },
  {
    question: 'best time to visit kazirenga',
    kind: 'faq',
    faq: /best time to visit Kaziranga/,
  },
  {
    question: 'do we need a permit for rohtang pass?',
    kind: 'faq',
    faq: /Rohtang Pass/,
  },
  {
    question: 'katra se bhawan tak kitna walk hai',
    kind: 'faq',
    faq: /walk to the Bhawan/,
  },
  {
    question: 'when does the neelakurinji bloom in munnar',
    kind: 'faq',
    faq: /Neelakurinji/,
  },

  // Booking and cancellation terms
  {
    question: 'If I cancel 10 days before departure, how much refund will I get?',
    kind: 'policy',
    contains: [/7 to 14 days before departure/],
  },
  {
    question: 'when is the balance payment due?',
    kind: 'policy',
    contains: [/balance is due 15 days before departure/],
  },
  {
    question: 'cancelation policy for andaman island trips',
    kind: 'policy',
    contains: [/30% of the tour cost/],
  },
  {
    question: 'cancellation rules for the Kedarnath helicopter yatra',
    kind: 'policy',
    contains: [/Helicopter tickets are non-refundable/],
  },

  // Destinations with typos and plural/singular variants
  { question: 'darjeling tour packages', kind: 'packages', destinations: ['darjeeling'] },
  {
    question: 'kashmeer honeymoon package',
    kind: 'packages',
    destinations: ['kashmir'],
    categories: ['HONEYMOON'],
    anyOf: ['kashmir-houseboat-honeymoon', 'kashmir-luxury-honeymoon'],
  },
  {
    question: 'honeymon in munnar',
    kind: 'packages',
    destinations: ['munnar'],
    categories: ['HONEYMOON'],
    anyOf: ['munnar-tea-hills-honeymoon'],
  },
  {
    question: 'rishikesh treks',
    kind: 'packages',
    destinations: ['rishikesh'],
    anyOf: ['chopta-tungnath-trek'],
  },
  {
    question: 'rhino safaris in assam',
    kind: 'packages',
    destinations: ['kaziranga'],
    anyOf: ['kaziranga-rhino-safari'],
  },
  {
    question: 'lion safari in gujrat',
    kind: 'packages',
    destinations: ['gir'],
    anyOf: ['gir-lion-safari', 'gujarat-wildlife-gir-velavadar'],
  },
  {
    question: 'ranthambhore tiger safari',
    kind: 'packages',
    destinations: ['ranthambore', 'rajasthan'],
    anyOf: [
      'ranthambore-tiger-safari',
      'ranthambore-luxury-jungle-lodge',
      'ranthambore-photography-safari',
      'rajasthan-tigers-and-birds',
    ],
  },
  {
    question: 'jaisalmir desert camp',
    kind: 'packages',
    destinations: ['jaisalmer', 'rajasthan'],
    anyOf: ['jaisalmer-desert-camp', 'jaisalmer-luxury-camp-honeymoon', 'thar-camel-trek-khuri'],
  },
  {
    question: 'vally of flowers trek',
    kind: 'packages',
    destinations: ['badrinath'],
    anyOf: ['valley-of-flowers-hemkund-badrinath'],
  },
  {
    question: 'family tour to sikim',
    kind: 'packages',
    destinations: ['sikkim', 'darjeeling'],
    categories: ['FAMILY'],
    anyOf: ['sikkim-gangtok-lachung-family', 'darjeeling-gangtok-family'],
  },
  {
    question: 'andman scuba diving',
    kind: 'packages',
    destinations: ['andaman-islands'],
    anyOf: ['andaman-padi-open-water', 'andaman-water-sports'],
  },
  {
    question: 'pondichery honeymoon package',
    kind: 'packages',
    destinations: ['pondicherry'],
    categories: ['HONEYMOON'],
    anyOf: ['pondicherry-heritage-honeymoon'],
  },
  {
    question: 'goa beaches with water sports',
    kind: 'packages',
    destinations: ['goa'],
    anyOf: ['goa-beaches-and-water-sports', 'goa-scuba-and-kayak'],
  },
  {
    question: 'tirupathi balaji darshan package',
    kind: 'packages',
    destinations: ['tirupati'],
    anyOf: ['tirupati-balaji-darshan'],
  },

  // Other names for a place, and Hinglish
  {
    question: 'Banaras trip for 3 days',
    kind: 'packages',
    destinations: ['varanasi'],
    days: [2, 4],
  },
  {
    question: 'Puducherry family holiday',
    kind: 'packages',
    destinations: ['pondicherry'],
    categories: ['FAMILY'],
    anyOf: ['mahabalipuram-pondicherry-family'],
  },
  { question: 'Kodagu homestay trip', kind: 'packages', destinations: ['coorg', 'mysore'] },
  { question: 'bachon ke saath Shimla ghumna hai', kind: 'packages', destinations: ['shimla'] },

  // Budget, duration, who travels and when
  {
    question: 'goa trip with friends under 15000',
    kind: 'packages',
    destinations: ['goa'],
    categories: ['FRIEND'],
    maxPrice: 15000,
    anyOf: ['goa-backpacker-north-to-south'],
  },
  {
    question: 'kerala family tour below ₹30,000',
    kind: 'packages',
    destinations: ['kerala', 'munnar'],
    categories: ['FAMILY'],
    maxPrice: 30000,
    anyOf: ['kerala-backwaters-and-munnar'],
  },
  { question: 'Manali 5 days package', kind: 'packages', destinations: ['manali'], days: [4, 6] },
  { question: 'a week in Ladakh', kind: 'packages', destinations: ['leh-ladakh'], days: [6, 8] },
  { question: 'weekend trip to jaipur', kind: 'packages', destinations: ['jaipur'], days: [2, 4] },
  {
    question: 'Nainital honeymoon in May',
    kind: 'packages',
    destinations: ['nainital'],
    categories: ['HONEYMOON'],
    anyOf: ['nainital-honeymoon-lakes'],
  },
  {
    question: 'Shimla snowfall trip in December',
    kind: 'packages',
    destinations: ['shimla'],
    anyOf: ['shimla-winter-snow-break'],
  },

  // Nothing fits: say so and offer the nearest
  {
    question: 'udaipur honeymoon under 20000',
    kind: 'packages',
    nearest: true,
    destinations: ['udaipur', 'mount-abu', 'rajasthan'],
  },
  {
    question: 'Sikkim trip under 10k',
    kind: 'packages',
    nearest: true,
    destinations: ['sikkim', 'darjeeling'],
  },
  {
    question: 'Kedarnath package for 2 days',
    kind: 'packages',
    nearest: true,
    destinations: ['kedarnath', 'badrinath'],
  },
];
