import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { CLAIMS, setRuntimeConfig } from '@tour/shared';
import { AboutPage } from './AboutPage';

/** Renders and lets the runtime config (a resolved promise) settle inside act. */
async function renderAbout() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/about-us']}>
        <AboutPage />
      </MemoryRouter>,
    );
  });
}

function cardTitles(sectionName: RegExp | string) {
  const section = screen.getByRole('region', { name: sectionName });
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('AboutPage', () => {
  beforeEach(() => setRuntimeConfig({ phone: '+91 90000 00000' }));

  it('has one h1 and the sections of the spec', async () => {
    await renderAbout();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of ['Our Story', 'Our Mission', 'Core Values', /^Why Choose/]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('lists exactly the three core values and the four reasons to choose us', async () => {
    await renderAbout();
    expect(cardTitles('Core Values')).toEqual(['Customer First', 'Innovation', 'Integrity']);
    expect(cardTitles(/^Why Choose/)).toEqual([
      'Global Reach',
      'Affordable Pricing',
      '24/7 Support',
      'Customized Plans',
    ]);
  });

  it('states the claims', async () => {
    await renderAbout();
    expect(CLAIMS).toEqual({ agents: '650+', travelers: '40 lakh+', destinations: '65+' });
    const text = document.body.textContent ?? '';
    expect(text).toContain('650+ partner agents');
    expect(text).toContain('40 lakh+ travellers');
    expect(text).toContain('65+ destinations');
  });

  it("links 'Explore Packages' to the home page and offers the phone number", async () => {
    await renderAbout();
    expect(screen.getByRole('link', { name: 'Explore Packages' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '+91 90000 00000' })).toHaveAttribute(
      'href',
      'tel:+919000000000',
    );
  });
});
