/**
 * The assistant's fixed evaluation set: questions a visitor asks, with what a correct answer
 * must contain. Package constraints apply to every package the reply links; `anyOf` names
 * packages (by slug) of which at least one must be linked.
 */
import type { CategoryCode } from '@tour/shared/contracts';
import type { ReplyKind } from '../src/assistant/answer';

export interface QualityCase {
  question: string;
  kind: ReplyKind;
  /** Every linked package is in one of these destinations (slugs). */
  destinations?: string[];
  categories?: CategoryCode[];
  maxPrice?: number;
  minPrice?: number;
  /** Every linked package lasts between these many days. */
  days?: [number, number];
  minRating?: number;
  /** At least one of these package slugs is linked. */
  anyOf?: string[];
  /** The FAQ quoted has a question matching this. */
  faq?: RegExp;
  /** The reply says that nothing fits and offers the nearest real packages. */
  nearest?: boolean;
  /** Text the reply must contain. */
  contains?: (string | RegExp)[];
  /** Text the reply must not contain. */
  excludes?: (string | RegExp)[];
}

export const QUALITY_CASES: QualityCase[] = [
  // Small talk
  { question: 'Hi', kind: 'greeting', contains: ['Namaste'] },
  { question: 'namaste ji', kind: 'greeting' },
  { question: 'Good morning!', kind: 'greeting' },
  { question: 'thank you so much', kind: 'thanks' },
  { question: 'shukriya', kind: 'thanks' },
  { question: 'dhanyavaad', kind: 'thanks' },

  // Off-topic
  { question: 'Write a Python function to sort a list', kind: 'off-topic' },
  { question: 'Who will win the election?', kind: 'off-topic' },
  { question: 'What is the cricket score today?', kind: 'off-topic' },
  { question: 'Book me a flight ticket to Mumbai', kind: 'off-topic', contains: [/flights/] },
  { question: 'What is the capital of Mars?', kind: 'off-topic', excludes: ['₹'] },

  // Destinations, aliases and Hinglish
  { question: 'Show me packages for Kerala', kind: 'packages', destinations: ['kerala'] },
  { question: 'mujhe Goa jana hai', kind: 'packages', destinations: ['goa'] },
  { question: 'Srinagar houseboat trip', kind: 'packages', destinations: ['kashmir'] },
  {
    question: 'Gulmarg skiing',
    kind: 'packages',
    destinations: ['kashmir'],
    anyOf: ['gulmarg-ski-week'],
  },
  {
    question: 'Leh Ladakh bike trip',
    kind: 'packages',
    destinations: ['leh-ladakh'],
    anyOf: ['manali-leh-bike-expedition'],
  },
  { question: 'Havelock island holiday', kind: 'packages', destinations: ['andaman-islands'] },
  { question: 'Udhagamandalam tour', kind: 'packages', destinations: ['ooty'] },
  {
    question: 'Pondy trip with friends',
    kind: 'packages',
    destinations: ['pondicherry'],
    categories: ['FRIEND'],
  },
  {
    question: 'Char Dham yatra package',
    kind: 'packages',
    destinations: ['kedarnath', 'badrinath'],
    anyOf: ['char-dham-yatra-haridwar', 'char-dham-yatra-deluxe'],
  },
  {
    question: 'vaishno devi darshan',
    kind: 'packages',
    destinations: ['vaishno-devi'],
    categories: ['RELIGIOUS'],
  },

  // Themes
  { question: 'honeymoon ke liye kuch batao', kind: 'packages', categories: ['HONEYMOON'] },
  {
    question: 'parivaar ke saath Manali',
    kind: 'packages',
    destinations: ['manali'],
    categories: ['FAMILY'],
  },
  { question: 'wildlife safari packages', kind: 'packages', categories: ['WILDLIFE'] },
  {
    question: 'scuba diving holiday',
    kind: 'packages',
    categories: ['WATER_ACTIVITY'],
    anyOf: ['pondicherry-scuba-dive', 'goa-scuba-and-kayak', 'andaman-padi-open-water'],
  },
  {
    question: 'river rafting in Rishikesh',
    kind: 'packages',
    destinations: ['rishikesh'],
    categories: ['WATER_ACTIVITY'],
  },
  {
    question: 'pilgrimage tour in Uttarakhand',
    kind: 'packages',
    categories: ['RELIGIOUS'],
    destinations: ['kedarnath', 'badrinath', 'rishikesh', 'nainital', 'jim-corbett'],
  },
  {
    question: 'adventure trip with friends in Himachal',
    kind: 'packages',
    destinations: ['manali', 'shimla'],
    categories: ['ADVENTURE', 'FRIEND'],
  },
  { question: 'festival tours', kind: 'packages', categories: ['SEASONAL_PACKAGE'] },

  // Budgets
  {
    question: 'Kerala honeymoon under 40k',
    kind: 'packages',
    // Munnar is in Kerala: its ₹23,999 honeymoon fits the budget too.
    destinations: ['kerala', 'munnar'],
    anyOf: ['munnar-tea-hills-honeymoon'],
    categories: ['HONEYMOON'],
    maxPrice: 40000,
  },
  {
    question: 'Kashmir trip below ₹30,000',
    kind: 'packages',
    destinations: ['kashmir'],
    maxPrice: 30000,
  },
  { question: 'sasta package', kind: 'packages', maxPrice: 9000 },
  {
    question: 'Goa ka sabse sasta package',
    kind: 'packages',
    destinations: ['goa'],
    anyOf: ['goa-monsoon-escape'],
  },
  {
    question: 'luxury honeymoon in Rajasthan',
    kind: 'packages',
    categories: ['HONEYMOON'],
    minRating: 5,
    destinations: ['rajasthan', 'jaipur', 'udaipur', 'jaisalmer', 'mount-abu', 'ranthambore'],
  },
  { question: 'Goa honeymoon under 20k', kind: 'packages', nearest: true, destinations: ['goa'] },
  {
    question: 'Ladakh trip under 10000',
    kind: 'packages',
    nearest: true,
    destinations: ['leh-ladakh'],
    anyOf: ['ladakh-hemis-festival'],
  },
  {
    question: 'Andaman trip for 2 people under 1 lakh total',
    kind: 'packages',
    destinations: ['andaman-islands'],
    maxPrice: 50000,
    contains: [/for 2 people/],
  },
  { question: 'budget 40000 Sikkim', kind: 'packages', destinations: ['sikkim'], maxPrice: 40000 },

  // Trip length
  { question: 'Manali 5 days', kind: 'packages', destinations: ['manali'], days: [4, 6] },
  {
    question: 'Ooty family trip 4 nights',
    kind: 'packages',
    destinations: ['ooty'],
    categories: ['FAMILY'],
    days: [4, 6],
  },
  { question: 'a week in Kerala', kind: 'packages', destinations: ['kerala'], days: [6, 8] },
  { question: 'weekend trip under 12000', kind: 'packages', days: [2, 3], maxPrice: 12000 },
  {
    question: 'Rajasthan 2 weeks',
    kind: 'packages',
    destinations: ['rajasthan'],
    anyOf: ['grand-rajasthan-tour'],
  },

  // Months
  {
    question: 'Goa in December',
    kind: 'packages',
    destinations: ['goa'],
    contains: [/good time for Goa/],
  },
  {
    question: 'Ladakh in January',
    kind: 'packages',
    destinations: ['leh-ladakh'],
    anyOf: ['ladakh-snow-leopard-winter'],
  },
  { question: 'Diwali trip ideas', kind: 'packages', anyOf: ['varanasi-dev-deepawali'] },
  {
    question: 'Manali in July',
    kind: 'packages',
    destinations: ['manali'],
    anyOf: ['hampta-pass-trek'],
  },

  // People
  {
    question: 'Kashmir for 4 people',
    kind: 'packages',
    destinations: ['kashmir'],
    contains: [/for 4 people/],
  },
  {
    question: 'family of 5 to Shimla',
    kind: 'packages',
    destinations: ['shimla'],
    categories: ['FAMILY'],
    contains: [/for 5 people/],
  },

  // Prices and named packages
  {
    question: 'Kashmir Paradise Tour kitne ka hai',
    kind: 'packages',
    anyOf: ['kashmir-paradise-tour'],
    contains: ['₹26,999'],
  },
  {
    question: 'Jaipur package price',
    kind: 'packages',
    destinations: ['jaipur'],
    contains: [/start from ₹9,999/],
  },

  // FAQs
  {
    question: 'best time to visit Munnar',
    kind: 'faq',
    faq: /best time to visit Munnar/,
    contains: ['/munnar-tour-packages'],
  },
  {
    question: 'do I need a permit for Sikkim',
    kind: 'faq',
    faq: /permit to visit Sikkim/,
    contains: ['/sikkim-tour-packages'],
  },
  { question: 'how to reach Kedarnath', kind: 'faq', faq: /How do I reach Kedarnath/ },
  { question: 'Kedarnath kab khulta hai', kind: 'faq', faq: /Kedarnath Temple open/ },
  { question: 'Is Kashmir safe?', kind: 'faq', faq: /safe to travel to Kashmir/ },
  { question: 'What should I pack for Ladakh?', kind: 'faq', faq: /pack for Ladakh/ },
  { question: 'Can we visit the Lake Palace?', kind: 'faq', faq: /Lake Palace/ },
  {
    question: 'Do Indian citizens need a permit for Andaman?',
    kind: 'faq',
    faq: /permit for the Andamans/,
  },

  // Policies
  {
    question: 'What is your cancellation policy?',
    kind: 'policy',
    contains: [/30 days or more before departure/],
  },
  { question: 'How much advance do I pay?', kind: 'policy', contains: [/25% advance/] },

  // Mixed and conversational
  { question: 'Is darshan free at Shirdi?', kind: 'faq', faq: /darshan free at Shirdi/ },
  { question: 'Is Rishikesh good for solo travellers?', kind: 'faq', faq: /solo/ },
  {
    question: 'Jaipur Weekend with Friends price for 4 people',
    kind: 'packages',
    anyOf: ['jaipur-friends-weekend'],
    contains: ['(₹53,996 – ₹69,996 for 4 people)'],
  },
  {
    question: 'hello, can you help me plan a honeymoon in Kashmir in April under 50k?',
    kind: 'packages',
    destinations: ['kashmir'],
    categories: ['HONEYMOON'],
    maxPrice: 50000,
    contains: [/^Namaste!/],
  },
  { question: 'aap kaise ho', kind: 'greeting' },
  { question: 'Kerala in monsoon', kind: 'packages', anyOf: ['kerala-ayurveda-monsoon'] },
  {
    question: 'cancellation policy of Gir Lion Safari',
    kind: 'policy',
    contains: [/safari permit fees/],
  },
  {
    question: 'Goa package with flights',
    kind: 'packages',
    destinations: ['goa'],
    contains: [/can’t book flights/],
  },

  // Honest answers about what we do not have
  {
    question: 'Maldives honeymoon',
    kind: 'packages',
    categories: ['HONEYMOON'],
    contains: [/no Maldives packages/],
  },
  { question: 'wildlife in Goa', kind: 'packages', nearest: true, destinations: ['goa'] },
];
