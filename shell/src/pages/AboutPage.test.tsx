import { screen, within } from '@testing-library/react';
import type { SitePage } from '@tour/shared/contracts';
import { AboutPage } from './AboutPage';
import { renderWithSiteData } from '../testing/sitePages';

/** content/pages/about.md as the API answers it, shortened: the sections the page lays out. */
const ABOUT: SitePage = {
  name: 'about',
  title: 'About Us',
  description: 'Who we are.',
  heading: 'About Ghumakkad',
  eyebrow: 'About us',
  updated: '2026-11-28',
  introHtml: '<p>We help you plan holidays across India.</p>',
  facts: [
    { label: 'Partner travel agents', value: '650+' },
    { label: 'Destinations covered', value: '37' },
  ],
  sections: [
    { id: 'about-story', title: 'Our Story', html: '<p>We have 37 destinations.</p>', parts: [] },
    {
      id: 'about-mission',
      title: 'Our Mission',
      html: '<blockquote>\n<p>To make planning easy.</p>\n</blockquote>\n<p>Honest prices.</p>',
      parts: [],
    },
    {
      id: 'about-values',
      title: 'Core Values',
      html: '<p>Three ideas.</p>',
      parts: ['Customer First', 'Innovation', 'Integrity'].map((title) => ({
        id: title.toLowerCase().replace(/ /g, '-'),
        title,
        html: `<p>${title} explained.</p>`,
      })),
    },
    {
      id: 'about-why',
      title: 'Why Choose Ghumakkad',
      html: '<p>What you can count on.</p>',
      parts: [
        { id: 'global-reach', title: 'Global Reach', html: '<p>Far.</p>' },
        { id: 'affordable-pricing', title: 'Affordable Pricing', html: '<p>Fair.</p>' },
        { id: '24-7-support', title: '24/7 Support', html: '<p>Always.</p>' },
        { id: 'customized-plans', title: 'Customized Plans', html: '<p>Yours.</p>' },
      ],
    },
    {
      id: 'about-cta',
      title: 'Where would you like to go next?',
      html: '<p>Call us on <a href="tel:+919000000000">+91 90000 00000</a>.</p>',
      parts: [],
    },
  ],
};

const renderAbout = () => renderWithSiteData(<AboutPage />, '/about-us', { pages: [ABOUT] });

function cardTitles(sectionName: RegExp | string) {
  const section = screen.getByRole('region', { name: sectionName });
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
}

describe('AboutPage', () => {
  it('has one h1 and the sections of the spec, from the page of content/', async () => {
    await renderAbout();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Ghumakkad');
    for (const name of ['Our Story', 'Our Mission', 'Core Values', /^Why Choose/]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(document.title).toBe('About Us | Ghumakkad');
  });

  it('lays the cards of each section out, with their pictures', async () => {
    await renderAbout();
    expect(cardTitles('Core Values')).toEqual(['Customer First', 'Innovation', 'Integrity']);
    expect(cardTitles(/^Why Choose/)).toEqual([
      'Global Reach',
      'Affordable Pricing',
      '24/7 Support',
      'Customized Plans',
    ]);
    const values = screen.getByRole('region', { name: 'Core Values' });
    expect(values.querySelectorAll('svg')).toHaveLength(3);
  });

  it("shows the hero's figures as the API states them and the mission's quote", async () => {
    await renderAbout();
    const figures = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(figures).toEqual(['650+', '37']);
    expect(screen.getAllByRole('term').map((label) => label.textContent)).toEqual([
      'Partner travel agents',
      'Destinations covered',
    ]);
    expect(screen.getByText('To make planning easy.').closest('blockquote')).not.toBeNull();
  });

  it("ends with 'Explore Packages' to the home page and the number the API filled in", async () => {
    await renderAbout();
    expect(screen.getByRole('link', { name: 'Explore Packages' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: '+91 90000 00000' })).toHaveAttribute(
      'href',
      'tel:+919000000000',
    );
  });
});
