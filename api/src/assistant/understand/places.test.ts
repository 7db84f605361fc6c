import { understand } from '../understand';
import { readMessage, PLACES } from './test-understand';

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
    expect(readMessage(text).destinationSlugs).toEqual(slugs);
  });

  it('matches whole words only', () => {
    expect(readMessage('my goal is rest').destinationSlugs).toEqual([]);
    expect(readMessage('purify the water').destinationSlugs).toEqual([]);
  });

  it('prefers a destination’s own name over another one’s alias', () => {
    const withAndaman = [...PLACES, { slug: 'andaman', name: 'Andaman', aliases: [] }];
    expect(understand('andaman honeymoon', withAndaman).destinationSlugs).toEqual(['andaman']);
    expect(readMessage('andaman honeymoon').destinationSlugs).toEqual(['andaman-islands']);
  });

  it('drops the starting city when another place is named', () => {
    expect(readMessage('Shimla to Manali from Rishikesh').destinationSlugs).toEqual([
      'shimla',
      'manali',
    ]);
    expect(readMessage('weekend trip from Delhi').keywords).not.toContain('delhi');
  });
});
