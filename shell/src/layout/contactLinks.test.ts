import { whatsappHref } from './contactLinks';

describe('whatsappHref', () => {
  it.each([
    ['+91 98765 43210', 'https://wa.me/919876543210'],
    ['+91-98765-43210', 'https://wa.me/919876543210'],
    ['098765 43210', 'https://wa.me/919876543210'],
    ['98765 43210', 'https://wa.me/919876543210'],
    ['+44 20 7946 0958', 'https://wa.me/442079460958'],
  ])('turns %s into %s', (phone, href) => {
    expect(whatsappHref(phone)).toBe(href);
  });
});
