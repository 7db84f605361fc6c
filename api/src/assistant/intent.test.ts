import { findMentionedPlace, isGreeting } from './intent';

const places = [
  { name: 'Goa', slug: 'goa' },
  { name: 'Kerala', slug: 'kerala' },
  { name: 'Vaishno Devi', slug: 'vaishno-devi' },
  { name: 'Puri', slug: 'puri' },
];

describe('isGreeting', () => {
  it.each(['hi', 'Hiii!', 'Hello there', 'namaste ji', 'Good morning'])('%s is a greeting', (t) => {
    expect(isGreeting(t)).toBe(true);
  });
  it.each(['which beach is best', 'high altitude treks', 'this is hilarious'])(
    '%s is not a greeting',
    (text) => {
      expect(isGreeting(text)).toBe(false);
    },
  );
});

describe('findMentionedPlace', () => {
  it('matches whole words case-insensitively', () => {
    expect(findMentionedPlace('Trip to GOA?', places)?.slug).toBe('goa');
    expect(findMentionedPlace('my goal is rest', places)).toBeUndefined();
    expect(findMentionedPlace('purify', places)).toBeUndefined();
  });

  it('matches multi-word names and slugs', () => {
    expect(findMentionedPlace('vaishno devi darshan', places)?.slug).toBe('vaishno-devi');
    expect(findMentionedPlace('/vaishno-devi-tour', places)?.slug).toBe('vaishno-devi');
  });

  it('prefers the place named first', () => {
    expect(findMentionedPlace('Kerala or Goa?', places)?.slug).toBe('kerala');
  });
});
