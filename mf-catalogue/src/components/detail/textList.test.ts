import { splitList } from './textList';

describe('splitList', () => {
  it.each([
    ['Hotel\nBreakfast\n\nTransfers', ['Hotel', 'Breakfast', 'Transfers']],
    ['• Hotel • Breakfast', ['Hotel', 'Breakfast']],
    ['• Hotel\r\n• Breakfast', ['Hotel', 'Breakfast']],
    ['- Hotel\n* Breakfast\n1. Transfers', ['Hotel', 'Breakfast', 'Transfers']],
    ['Pick-up from Goa airport', ['Pick-up from Goa airport']],
    ['', []],
  ])('%j → %j', (text, items) => {
    expect(splitList(text)).toEqual(items);
  });
});
