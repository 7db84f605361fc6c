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

  it('moves focus to the first newly shown question after Load More', async () => {
    const user = userEvent.setup();
    await renderFaq();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getByRole('button', { name: ITEMS[5]!.question })).toHaveFocus();
  });

  it('keeps one answer open at a time', async () => {
    const user = userEvent.setup();
    await renderFaq();
    const [first, second] = questionButtons();
    const firstAnswer = 'Answer 1, first part.';
    const secondAnswer = 'Answer 2, first part.';
    expect(screen.queryByRole('region', { name: ITEMS[0]!.question })).toBeNull();

    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: ITEMS[0]!.question });
    expect(first).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent(firstAnswer);

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(secondAnswer)).toBeVisible();
    expect(screen.getByText(firstAnswer)).not.toBeVisible();

    await user.click(second!);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(secondAnswer)).not.toBeVisible();
  });

  it('disables the button at once when there are 5 or fewer questions', async () => {
    await renderFaq(faqWith(3));
    expect(questionButtons()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'No More FAQs' })).toBeDisabled();
  });

  it("says 'FAQ is not available' when there are none", async () => {
    await renderFaq(faqWith(0));
    expect(screen.getByText('FAQ is not available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More/ })).not.toBeInTheDocument();
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
