import { normalise } from './text';
import { understand } from './understand';
import type { PlaceEntry } from './understand/types';
import { DESTINATION_ALIASES } from './vocabulary';

const place = (slug: string, name: string): PlaceEntry => ({
  slug,
  name,
  aliases: (DESTINATION_ALIASES[slug] ?? []).map(normalise),
});

const PLACES = [
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

const read = (text: string) => understand(text, PLACES, { currentMonth: 3 });

describe('destinations', () => {
  it.each([
    ['Trip to GOA?', ['goa']],
    ['Srinagar houseboat', ['kashmir']],
    ['Gulmarg skiing', ['kashmir']],
    ['Leh in June', ['leh-ladakh']],
    ['ladakh bike trip', ['leh-ladakh']],
    ['Havelock island scuba', ['andaman-islands']],
    ['Udhagamandalam family trip', ['ooty']],
    ['Pondy weekend', ['pondicherry']],
    ['Char Dham yatra', ['kedarnath', 'badrinath']],
    ['vaishno-devi yatra', ['vaishno-devi']],
    ['darjeling tea gardens', ['darjeeling']],
    ['Kerala or Goa?', ['kerala', 'goa']],
    ['Uttarakhand pilgrimage', ['kedarnath', 'badrinath', 'rishikesh']],
  ])('%s → %j', (text, slugs) => {
    expect(read(text).destinationSlugs).toEqual(slugs);
  });

  it('matches whole words only', () => {
    expect(read('my goal is rest').destinationSlugs).toEqual([]);
    expect(read('purify the water').destinationSlugs).toEqual([]);
  });

  it('prefers a destination’s own name over another one’s alias', () => {
    const withAndaman = [...PLACES, { slug: 'andaman', name: 'Andaman', aliases: [] }];
    expect(understand('andaman honeymoon', withAndaman).destinationSlugs).toEqual(['andaman']);
    expect(read('andaman honeymoon').destinationSlugs).toEqual(['andaman-islands']);
  });

  it('drops the starting city when another place is named', () => {
    expect(read('Shimla to Manali from Rishikesh').destinationSlugs).toEqual(['shimla', 'manali']);
    expect(read('weekend trip from Delhi').keywords).not.toContain('delhi');
  });
});

describe('themes', () => {
  it.each([
    ['honeymoon ke liye', ['HONEYMOON']],
    ['parivaar ke saath', ['FAMILY']],
    ['trip with kids', ['FAMILY']],
    ['friends group trip', ['FRIEND']],
    ['tiger safari', ['WILDLIFE']],
    ['char dham darshan', ['RELIGIOUS']],
    ['scuba diving and rafting', ['WATER_ACTIVITY']],
    ['festival tour', ['SEASONAL_PACKAGE']],
    ['trekking adventure', ['ADVENTURE']],
  ])('%s → %j', (text, categories) => {
    expect(read(text).categories).toEqual(categories);
  });

  it('keeps precise theme words for ranking', () => {
    expect(read('scuba diving').keywords).toEqual(expect.arrayContaining(['scuba', 'diving']));
  });

  it('does not read a camel safari as wildlife', () => {
    expect(read('camel safari in the desert').categories).toEqual([]);
  });
});

describe('budget', () => {
  it.each([
    ['under 30k', { max: 30000 }],
    ['below ₹40,000', { max: 40000 }],
    ['40000', { max: 40000 }],
    ['budget is Rs. 25,000', { max: 25000 }],
    ['upto 1 lakh', { max: 100000 }],
    ['1.5 lakh', { max: 150000 }],
    ['30 hazar tak', { max: 30000 }],
    ['30k se kam', { max: 30000 }],
    ['above 50k', { min: 50000 }],
    ['between 20k and 40k', { min: 20000, max: 40000 }],
    ['20-30k', { min: 20000, max: 30000 }],
  ])('%s → %j', (text, budget) => {
    expect(read(text).budget).toEqual(budget);
  });

  it('reads "around" as a band', () => {
    expect(read('around 30k')).toMatchObject({ budget: { around: 30000, min: 21000, max: 34500 } });
  });

  it('divides a total budget among the group', () => {
    expect(read('4 people, total budget 1 lakh').budget).toEqual({
      max: 25000,
      total: { amount: 100000, people: 4 },
    });
    expect(read('4 people, 30k per person').budget).toEqual({ max: 30000 });
  });

  it.each([
    ['cheap goa trip', 'low'],
    ['sasta package', 'low'],
    ['budget trip', 'low'],
    ['luxury honeymoon', 'luxury'],
    ['5 star stay', 'luxury'],
  ])('%s → %s band', (text, band) => {
    expect(read(text).band).toBe(band);
  });

  it('ignores years and dates', () => {
    expect(read('Goa on 25 December 2025').budget).toBeUndefined();
  });
});

describe('trip length', () => {
  it.each([
    ['5 days', { min: 4, max: 6, target: 5 }],
    ['4 nights', { min: 4, max: 6, target: 5 }],
    ['4N/5D', { min: 4, max: 6, target: 5 }],
    ['paanch din', { min: 4, max: 6, target: 5 }],
    ['3 raat', { min: 3, max: 5, target: 4 }],
    ['a week', { min: 6, max: 8, target: 7 }],
    ['weekend', { min: 2, max: 3, target: 3 }],
    ['long weekend', { min: 3, max: 4, target: 4 }],
    ['less than 5 days', { min: 1, max: 5 }],
    ['at least 7 days', { min: 7, max: 60 }],
    ['5-6 days', { min: 5, max: 6 }],
  ])('%s → %j', (text, duration) => {
    expect(read(text).duration).toMatchObject(duration);
  });
});

describe('month', () => {
  it.each([
    ['Goa in December', [12]],
    ['Kashmir in may', [5]],
    ['Diwali trip', [10, 11]],
    ['summer holidays', [5, 6]],
    ['next month', [4]],
  ])('%s → %j', (text, months) => {
    expect(read(text).month?.months).toEqual(months);
  });

  it('does not read "may I" as a month', () => {
    expect(read('may I ask about Goa').month).toBeUndefined();
  });
});

describe('people', () => {
  it.each([
    ['for 4 people', 4],
    ['hum 4 log', 4],
    ['family of 5', 5],
    ['couple', 2],
    ['2 adults and 2 kids', 4],
    ['char log', 4],
    ['solo trip', 1],
  ])('%s → %d', (text, people) => {
    expect(read(text).people).toBe(people);
  });

  it('does not count "a couple of days" as two people', () => {
    expect(read('a couple of days in Goa').people).toBeUndefined();
  });
});

describe('kind of message', () => {
  it.each(['hi', 'Hiii!', 'Hello there', 'namaste ji', 'Good morning', 'hey, how are you?'])(
    '%s is a greeting',
    (text) => expect(read(text).smallTalk).toBe('greeting'),
  );
  it.each(['thank you', 'Thanks a lot!', 'shukriya', 'dhanyavaad', 'ok thanks bye'])(
    '%s is thanks',
    (text) => expect(read(text).smallTalk).toBe('thanks'),
  );
  it('a greeting followed by a question is not small talk', () => {
    expect(read('hi, Goa packages please')).toMatchObject({
      greeting: true,
      destinationSlugs: ['goa'],
    });
    expect(read('hi, Goa packages please').smallTalk).toBeUndefined();
  });
  it.each([
    ['write python code', 'other'],
    ['who will win the cricket match', 'other'],
    ['book a flight to Delhi', 'flights'],
  ])('%s is off-topic (%s)', (text, kind) => {
    expect(read(text).offTopic).toBe(kind);
  });
  it('dress code is not code', () => {
    expect(read('dress code at Puri temple').offTopic).toBeUndefined();
  });
  it.each([
    ['best time to visit Munnar', 'season'],
    ['how to reach Kedarnath', 'reach'],
    ['do I need a permit for Sikkim', 'permit'],
    ['Kedarnath kab khulta hai', 'open'],
  ])('%s asks about %s', (text, topic) => {
    expect(read(text).topics[0]).toBe(topic);
  });
  it.each([
    ['kitne ka hai', true],
    ['what is the price', true],
    ['Goa trip', false],
  ])('%s is a price question: %s', (text, yes) => {
    expect(read(text).priceQuestion).toBe(yes);
  });
  it('names a place abroad', () => {
    expect(read('Maldives honeymoon').abroad).toBe('Maldives');
  });
});

describe('GST and inclusion questions', () => {
  it('reads a GST question, the item asked with it and where the visitor starts', () => {
    const u = read('Do your prices include GST and flights from Delhi?');
    expect(u).toMatchObject({ tax: true, policy: 'inclusions', origin: 'delhi' });
    // The words of the asking (prices, include, GST) are no item: only flights is.
    expect(u.keywords).toEqual(['flights']);
  });

  it.each(['is gst extra', 'Are taxes included?', 'goods and services tax on the Goa price'])(
    'knows %j asks about tax',
    (text) => {
      expect(read(text).tax).toBe(true);
      expect(read(text).keywords).not.toContain('gst');
    },
  );

  it('does not read tax into a question without it, nor an origin into a destination', () => {
    const u = read('goa trip from kerala under 20000');
    expect(u.tax).toBe(false);
    expect(u.destinationSlugs).toEqual(['goa']);
    expect(u.origin).toBe('kerala');
    expect(read('Kerala honeymoon').origin).toBeUndefined();
  });
});
