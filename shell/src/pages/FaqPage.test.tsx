import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_SIZES } from '@tour/shared';
import { FaqPage } from './FaqPage';
import { faqWith, renderWithSiteData, TEST_PROFILE } from '../testing/sitePages';

/** The spec's general FAQ has 19 questions (content/site/faq.yaml; checked in the API). */
const FAQ = faqWith(19);
const ITEMS = FAQ.items;

function renderFaq(faq = FAQ) {
  return renderWithSiteData(<FaqPage />, '/faq', { faq });
}

function questionButtons() {
  const list = screen.getByRole('region', { name: 'Questions and answers' });
  return within(list)
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'));
}

describe('FaqPage', () => {
  it('shows the heading, the lead and the title of content/site/faq.yaml', async () => {
    await renderFaq();
    expect(screen.getByText('Help centre')).toBeInTheDocument();
    expect(screen.getByText('Straight answers.')).toBeInTheDocument();
    expect(document.title).toBe('Frequently Asked Questions | Ghumakkad');
  });

  it('shows 5 first, adds 5 per Load More up to 19, then a disabled No More FAQs', async () => {
    const user = userEvent.setup();
    await renderFaq();
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }));
    expect(PAGE_SIZES.faqInitial).toBe(5);
    expect(questionButtons()).toHaveLength(5);
    expect(screen.getByText('Showing 5 of 19 questions')).toBeInTheDocument();

    for (const expected of [10, 15, 19]) {
      await user.click(screen.getByRole('button', { name: 'Load More' }));
      expect(questionButtons()).toHaveLength(expected);
    }

    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No More FAQs' })).toBeDisabled();
    expect(screen.getByText('Showing 19 of 19 questions')).toBeInTheDocument();
    expect(questionButtons().map((button) => button.textContent)).toEqual(
      ITEMS.map((item) => item.question),
    );
  });

  it('offers a way to ask a person', async () => {
    await renderFaq();
    expect(screen.getByRole('link', { name: TEST_PROFILE.email })).toHaveAttribute(
      'href',
      `mailto:${TEST_PROFILE.email}`,
    );
    expect(screen.getByRole('link', { name: TEST_PROFILE.phone.display })).toHaveAttribute(
      'href',
      `tel:${TEST_PROFILE.phone.e164}`,
    );
    expect(screen.getByRole('button', { name: 'Send an enquiry' })).toBeInTheDocument();
  });
});
