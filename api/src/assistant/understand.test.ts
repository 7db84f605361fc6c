import { readMessage } from './understand/test-understand';

describe('kind of message', () => {
  it.each(['hi', 'Hiii!', 'Hello there', 'namaste ji', 'Good morning', 'hey, how are you?'])(
    '%s is a greeting',
    (text) => expect(readMessage(text).smallTalk).toBe('greeting'),
  );
  it.each(['thank you', 'Thanks a lot!', 'shukriya', 'dhanyavaad', 'ok thanks bye'])(
    '%s is thanks',
    (text) => expect(readMessage(text).smallTalk).toBe('thanks'),
  );
  it('a greeting followed by a question is not small talk', () => {
    expect(readMessage('hi, Goa packages please')).toMatchObject({
      greeting: true,
      destinationSlugs: ['goa'],
    });
    expect(readMessage('hi, Goa packages please').smallTalk).toBeUndefined();
  });
  it.each([
    ['write python code', 'other'],
    ['who will win the cricket match', 'other'],
    ['book a flight to Delhi', 'flights'],
  ])('%s is off-topic (%s)', (text, kind) => {
    expect(readMessage(text).offTopic).toBe(kind);
  });
  it('dress code is not code', () => {
    expect(readMessage('dress code at Puri temple').offTopic).toBeUndefined();
  });
  it.each([
    ['best time to visit Munnar', 'season'],
    ['how to reach Kedarnath', 'reach'],
    ['do I need a permit for Sikkim', 'permit'],
    ['Kedarnath kab khulta hai', 'open'],
  ])('%s asks about %s', (text, topic) => {
    expect(readMessage(text).topics[0]).toBe(topic);
  });
  it.each([
    ['kitne ka hai', true],
    ['what is the price', true],
    ['Goa trip', false],
  ])('%s is a price question: %s', (text, yes) => {
    expect(readMessage(text).priceQuestion).toBe(yes);
  });
  it('names a place abroad', () => {
    expect(readMessage('Maldives honeymoon').abroad).toBe('Maldives');
  });
});

describe('GST and inclusion questions', () => {
  it('reads a GST question, the item asked with it and where the visitor starts', () => {
    const u = readMessage('Do your prices include GST and flights from Delhi?');
    expect(u).toMatchObject({ tax: true, policy: 'inclusions', origin: 'delhi' });
    // The words of the asking (prices, include, GST) are no item: only flights is.
    expect(u.keywords).toEqual(['flights']);
  });

  it.each(['is gst extra', 'Are taxes included?', 'goods and services tax on the Goa price'])(
    'knows %j asks about tax',
    (text) => {
      expect(readMessage(text).tax).toBe(true);
      expect(readMessage(text).keywords).not.toContain('gst');
    },
  );

  it('does not read tax into a question without it, nor an origin into a destination', () => {
    const u = readMessage('goa trip from kerala under 20000');
    expect(u.tax).toBe(false);
    expect(u.destinationSlugs).toEqual(['goa']);
    expect(u.origin).toBe('kerala');
    expect(readMessage('Kerala honeymoon').origin).toBeUndefined();
  });
});
