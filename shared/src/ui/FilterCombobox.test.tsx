import { filterOptions } from './FilterCombobox';

const OPTIONS = [
  { id: 1, name: 'Goa' },
  { id: 2, name: 'Jaipur' },
  { id: 3, name: 'Nainital' },
];

describe('filterOptions', () => {
  it('matches a substring whatever its case', () => {
    expect(filterOptions(OPTIONS, 'AI').map((o) => o.name)).toEqual(['Jaipur', 'Nainital']);
  });

  it('offers everything for blank text, as a copy', () => {
    const all = filterOptions(OPTIONS, '  ');
    expect(all).toEqual(OPTIONS);
    expect(all).not.toBe(OPTIONS);
  });
});
