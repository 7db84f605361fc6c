import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { FilterCombobox, filterOptions, findOptionByName } from './FilterCombobox';

const OPTIONS = [
  { id: 1, name: 'Goa' },
  { id: 2, name: 'Jaipur' },
  { id: 3, name: 'Nainital' },
];

describe('findOptionByName', () => {
  it('finds the option a typed name names, in any case, and nothing for a part of one', () => {
    expect(findOptionByName(OPTIONS, '  jaipur ')?.name).toBe('Jaipur');
    expect(findOptionByName(OPTIONS, 'Jai')).toBeUndefined();
  });

  it('finds a destination by another name, and none for a name shared by two or for blank text', () => {
    expect(findOptionByName(WITH_ALIASES, ' LEH ')?.name).toBe('Leh Ladakh');
    expect(findOptionByName(WITH_ALIASES, 'Pondy')?.name).toBe('Pondicherry');
    expect(findOptionByName(WITH_ALIASES, 'char   dham')).toBeUndefined();
    expect(findOptionByName(WITH_ALIASES, 'pond')).toBeUndefined();
    expect(findOptionByName(WITH_ALIASES, '   ')).toBeUndefined();
  });
});

const WITH_ALIASES = [
  { id: 1, name: 'Badrinath', aliases: ['badri', 'char dham'] },
  { id: 2, name: 'Kedarnath', aliases: ['kedar', 'char dham'] },
  { id: 3, name: 'Leh Ladakh', aliases: ['ladakh', 'leh'] },
  { id: 4, name: 'Pondicherry', aliases: ['pondy', 'puducherry'] },
];

describe('filterOptions', () => {
  it('matches a substring whatever its case', () => {
    expect(filterOptions(OPTIONS, 'AI').map((o) => o.name)).toEqual(['Jaipur', 'Nainital']);
  });

  it('matches the start of another name, not its middle', () => {
    expect(filterOptions(WITH_ALIASES, 'Pondy').map((o) => o.name)).toEqual(['Pondicherry']);
    expect(filterOptions(WITH_ALIASES, 'puduch').map((o) => o.name)).toEqual(['Pondicherry']);
    expect(filterOptions(WITH_ALIASES, 'char').map((o) => o.name)).toEqual([
      'Badrinath',
      'Kedarnath',
    ]);
    expect(filterOptions(WITH_ALIASES, 'dham')).toEqual([]);
  });

  it('needs three letters before it looks at other names', () => {
    expect(filterOptions(WITH_ALIASES, 'ba').map((o) => o.name)).toEqual(['Badrinath']);
    expect(filterOptions(WITH_ALIASES, 'po').map((o) => o.name)).toEqual(['Pondicherry']);
    expect(filterOptions(WITH_ALIASES, 'pu')).toEqual([]);
    expect(filterOptions(WITH_ALIASES, 'pud').map((o) => o.name)).toEqual(['Pondicherry']);
  });

  it('offers everything for blank text, as a copy', () => {
    const all = filterOptions(OPTIONS, '  ');
    expect(all).toEqual(OPTIONS);
    expect(all).not.toBe(OPTIONS);
  });
});

function Harness() {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  return (
    <>
      <FilterCombobox
        label="Destination"
        placeholder="Where to?"
        icon={null}
        options={OPTIONS}
        text={text}
        open={open}
        onOpenChange={setOpen}
        onTextChange={setText}
        onChoose={(option) => setText(option.name)}
      />
      <button type="button">Next</button>
    </>
  );
}

describe('FilterCombobox', () => {
  it('chooses with the arrow keys and Enter', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Jaipur');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes its list when focus moves on, so the list covers nothing', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(screen.getByRole('listbox', { name: 'Destination' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('stays open and focused while an option is clicked', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Destination' }));
    await user.click(screen.getByRole('option', { name: 'Nainital' }));
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Nainital');
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveFocus();
  });
});

describe('FilterCombobox hydrated after the visitor used its server-rendered field', () => {
  /** The server's HTML in the page, before the app runs. */
  function serverRendered() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Harness />);
    document.body.append(container);
    return { container, field: container.querySelector('input')! };
  }

  afterEach(() => document.body.replaceChildren());

  it('opens its list for what was typed, with focus and caret where the visitor left them', () => {
    const { container, field } = serverRendered();
    field.focus();
    field.value = 'ai';
    field.setSelectionRange(1, 1);
    render(<Harness />, { container, hydrate: true });
    const destination = screen.getByRole('combobox', { name: 'Destination' });
    expect(destination).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Jaipur',
      'Nainital',
    ]);
    expect(destination).toHaveFocus();
    expect(destination).toHaveValue('ai');
    expect([field.selectionStart, field.selectionEnd]).toEqual([1, 1]);
  });

  it('keeps what was typed but its list closed once the visitor has left the field', () => {
    const { container, field } = serverRendered();
    field.value = 'Goa';
    render(<Harness />, { container, hydrate: true });
    expect(screen.getByRole('combobox', { name: 'Destination' })).toHaveValue('Goa');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
