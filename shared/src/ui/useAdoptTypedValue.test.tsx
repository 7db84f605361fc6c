import { render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { useAdoptTypedValue } from './useAdoptTypedValue';

function Field({ seen }: { seen: (value: string) => void }) {
  const [text, setText] = useState('');
  const ref = useRef<HTMLInputElement>(null);
  useAdoptTypedValue(ref, text, setText);
  seen(text);
  return (
    <input
      ref={ref}
      aria-label="Destination"
      value={text}
      onChange={(e) => setText(e.target.value)}
    />
  );
}

describe('a controlled field typed into before the app hydrated it', () => {
  it('takes what the visitor typed into its state', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Field seen={() => undefined} />);
    document.body.append(container);
    // The visitor types into the server's HTML before the app runs.
    container.querySelector('input')!.value = 'Goa';
    const states: string[] = [];
    render(<Field seen={(value) => states.push(value)} />, { container, hydrate: true });
    expect(states.at(-1)).toBe('Goa');
    expect(screen.getByRole('textbox', { name: 'Destination' })).toHaveValue('Goa');
  });

  it('changes nothing when the field holds its value (a client render)', () => {
    const states: string[] = [];
    render(<Field seen={(value) => states.push(value)} />);
    expect(new Set(states)).toEqual(new Set(['']));
  });
});
