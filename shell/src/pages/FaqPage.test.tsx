import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PAGE_SIZES, setRuntimeConfig } from '@tour/shared';
import { FaqPage } from './FaqPage';
import { GENERAL_FAQS } from './faq/generalFaqs';

/** Renders and lets the runtime config (a resolved promise) settle inside act. */
async function renderFaq(ui = <FaqPage />) {
  await act(async () => {
    render(<MemoryRouter initialEntries={['/faq']}>{ui}</MemoryRouter>);
  });
}

function questionButtons() {
  const list = screen.getByRole('region', { name: 'Questions and answers' });
  return within(list)
    .getAllByRole('button')
    .filter((button) => button.hasAttribute('aria-expanded'));
}

describe('FaqPage', () => {
  beforeEach(() => setRuntimeConfig({ supportEmail: 'help@ghumakkad.example' }));

  it('holds 19 distinct general travel questions', () => {
    expect(GENERAL_FAQS).toHaveLength(19);
    expect(new Set(GENERAL_FAQS.map((faq) => faq.id)).size).toBe(19);
    expect(new Set(GENERAL_FAQS.map((faq) => faq.question)).size).toBe(19);
    for (const faq of GENERAL_FAQS) expect(faq.answer.join(' ').length).toBeGreaterThan(60);
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
      GENERAL_FAQS.map((faq) => faq.question),
    );
  });

  it('moves focus to the first newly shown question after Load More', async () => {
    const user = userEvent.setup();
    await renderFaq();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getByRole('button', { name: GENERAL_FAQS[5]!.question })).toHaveFocus();
  });

  it('keeps one answer open at a time', async () => {
    const user = userEvent.setup();
    await renderFaq();
    const [first, second] = questionButtons();
    const firstAnswer = GENERAL_FAQS[0]!.answer[0]!;
    const secondAnswer = GENERAL_FAQS[1]!.answer[0]!;
    expect(screen.queryByRole('region', { name: GENERAL_FAQS[0]!.question })).toBeNull();

    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: GENERAL_FAQS[0]!.question });
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
    await renderFaq(<FaqPage faqs={GENERAL_FAQS.slice(0, 3)} />);
    expect(questionButtons()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'No More FAQs' })).toBeDisabled();
  });

  it("says 'FAQ is not available' when there are none", async () => {
    await renderFaq(<FaqPage faqs={[]} />);
    expect(screen.getByText('FAQ is not available')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /More/ })).not.toBeInTheDocument();
  });

  it('offers a way to ask a person', async () => {
    await renderFaq();
    expect(screen.getByRole('link', { name: 'help@ghumakkad.example' })).toHaveAttribute(
      'href',
      'mailto:help@ghumakkad.example',
    );
    expect(screen.getByRole('button', { name: 'Send an enquiry' })).toBeInTheDocument();
  });
});
