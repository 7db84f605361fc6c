/**
 * What kind of question a message asks beyond a search: an FAQ subject, a policy, GST, or
 * something off-topic that the assistant declines.
 */
import type { FaqTopic, PolicyTopic } from './types';

export const FAQ_TOPICS: { topic: FaqTopic; ask: RegExp; strong: boolean }[] = [
  {
    topic: 'season',
    strong: true,
    ask: /\b(best time|right time|ideal time|good time|best season|best month|best months|which month|what month|when (?:to|should (?:i|we)|is it (?:good|best) to|can (?:i|we)) (?:go|visit|travel|plan)|kab (?:jaye|jayen|jaen|jana|jaana|jaaye|jaayen)|kis mahine|best mahina|kaunsa mahina|konsa mahina|sahi samay|kab jana chahiye|kab jaana chahiye|mausam|weather|climate)\b/,
  },
  {
    topic: 'reach',
    strong: true,
    ask: /\b(how (?:to|do i|do we|can i|can we|should i|should we|does one) (?:reach|get to|go to|travel to|get there)|reach|reaching|nearest airport|nearest railway|railway station|kaise (?:pahunche|pahunchen|pohoche|pahuche|pahunchu|jaye|jayen|jaen|jaaye|jaun|jaate))\b/,
  },
  { topic: 'permit', strong: true, ask: /\b(permit|permits|inner line|ilp|protected area)\b/ },
  {
    topic: 'days',
    strong: true,
    ask: /\b(how many days|kitne din|days (?:are )?enough|days needed|days do (?:i|we) need|how long should (?:i|we) (?:stay|spend))\b/,
  },
  {
    topic: 'pack',
    strong: true,
    ask: /\b(pack|packing|what to carry|kya le jaye|kya leke jaye)\b/,
  },
  {
    topic: 'food',
    strong: true,
    ask: /\b(food|eat|eating|cuisine|dishes|khana|khaana|langar|local dish)\b/,
  },
  {
    topic: 'shop',
    strong: true,
    ask: /\b(shopping|what to buy|what can i buy|souvenirs?|kharidari)\b/,
  },
  { topic: 'safe', strong: true, ask: /\b(safe|safety|secure|surakshit)\b/ },
  {
    topic: 'network',
    strong: true,
    ask: /\b(network|sim|mobile|phones?|internet|signal|wifi|wi fi|jio|airtel)\b/,
  },
  { topic: 'altitude', strong: true, ask: /\b(altitude|ams|oxygen|breathless)\b/ },
  { topic: 'registration', strong: true, ask: /\b(registration|register|registered)\b/ },
  {
    topic: 'open',
    strong: true,
    ask: /\b(open|opens|opening|closed|closing|kapat|timings?|darshan time|khulta|khulte|khulti|khulega|khulenge|band hota|band rehta)\b/,
  },
  { topic: 'wear', strong: true, ask: /\b(wear|dress code|dress|kapde)\b/ },
  { topic: 'helicopter', strong: false, ask: /\bhelicopter\b/ },
  { topic: 'snow', strong: false, ask: /\b(snow|snowfall|barf|baraf)\b/ },
  {
    topic: 'children',
    strong: false,
    ask: /\b(children|kids|child|elderly|older|senior citizens?|old age|grandparents)\b/,
  },
  { topic: 'trek', strong: false, ask: /\b(trek|walk|how long is|how far|distance)\b/ },
];

/** Which FAQ questions answer a topic. */
export const FAQ_TOPIC_QUESTIONS: Record<FaqTopic, RegExp> = {
  season: /best time|best season|best months?|when is the best/i,
  reach: /\breach\b|get to|how do i get/i,
  permit: /permit/i,
  days: /how many days/i,
  pack: /pack|carry/i,
  food: /\beat\b|food|drink/i,
  shop: /\bbuy\b|shop/i,
  safe: /\bsafe\b/i,
  network: /network|mobile|phones/i,
  altitude: /altitude/i,
  registration: /registration|register/i,
  open: /\bopen\b|timings|closed/i,
  wear: /\bwear\b|dress/i,
  helicopter: /helicopter/i,
  snow: /snow/i,
  children: /children|elderly|older/i,
  trek: /trek|walk|how long/i,
};

export const INCLUSION_ASK =
  /\b(include|included|includes|including|inclusion|inclusions|exclude|excluded|excludes|exclusion|exclusions|inclusive)\b/;

export const POLICY_TOPICS: { topic: PolicyTopic; ask: RegExp }[] = [
  {
    topic: 'cancellation',
    ask: /\b(cancel|cancels|cancellation|cancelling|refund|refunds|refundable)\b/,
  },
  {
    topic: 'payment',
    ask: /\b(advance|payment|payments|pay|paying|emi|instalments?|installments?|balance|deposit|booking amount|token amount|confirmation|confirmed)\b/,
  },
  { topic: 'checkin', ask: /\b(check in|checkin|check out|checkout)\b/ },
  { topic: 'id', ask: /\b(id proof|photo id|aadhaar|aadhar|identity card|id card)\b/ },
  { topic: 'inclusions', ask: INCLUSION_ASK },
];

export const OFF_TOPIC: { kind: 'flights' | 'other'; pattern: RegExp }[] = [
  {
    kind: 'flights',
    pattern:
      /\b(flight|flights|air ticket|air tickets|plane ticket|airfare|train ticket|train tickets|irctc|pnr|tatkal|bus ticket|bus tickets|visa|passport)\b/,
  },
  {
    kind: 'other',
    pattern:
      /\b((?<!dress )code|coding|python|javascript|typescript|java|programming|sql|html|css|debug|algorithm|compile|leetcode|regex|politics|political|election|elections|voting|bjp|congress|modi|prime minister|chief minister|parliament|cricket|ipl|football|fifa|world cup|kohli|dhoni|stock|stocks|share market|sensex|nifty|bitcoin|crypto|loan|mutual fund|recipe|movie|movies|song|songs|joke|jokes|poem|homework|essay|capital of|who won|translate|meaning of|news|horoscope)\b/,
  },
];

/** GST and tax on the price: answered from the one GST rule, never searched for. */
export const TAX_WORDS = ['goods and services tax', 'gst', 'taxes', 'tax'];
