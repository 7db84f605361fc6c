import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqAccordion, type FaqAccordionItem } from './FaqAccordion';

const itemsOf = (count: number): FaqAccordionItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `q${index + 1}`,
    question: `Question ${index + 1}?`,
    answer: <p>Answer {index + 1}.</p>,
  }));

const questionButtons = () =>
  screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));

describe('FaqAccordion', () => {
  it('shows 5, adds 5 per Load More, then a disabled No More FAQs, with the count when asked', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={itemsOf(12)} questionLevel={3} showCount />);
    expect(questionButtons()).toHaveLength(5);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(5);
    expect(screen.getByText('Showing 5 of 12 questions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(questionButtons()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(questionButtons()).toHaveLength(12);
    expect(screen.getByRole('button', { name: 'No More FAQs' })).toBeDisabled();
    expect(screen.getByText('Showing 12 of 12 questions')).toBeInTheDocument();
  });

  it('says no count unless asked', () => {
    render(<FaqAccordion items={itemsOf(7)} questionLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(screen.queryByText(/^Showing/)).toBeNull();
  });

  it('moves focus to the first newly shown question after Load More', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={itemsOf(8)} questionLevel={3} />);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getByRole('button', { name: 'Question 6?' })).toHaveFocus();
  });

  it('keeps one answer open at a time, each region named by its question', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={itemsOf(3)} questionLevel={3} />);
    const [first, second] = questionButtons();
    expect(screen.queryByRole('region', { name: 'Question 1?' })).toBeNull();

    await user.click(first!);
    const region = screen.getByRole('region', { name: 'Question 1?' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-controls', region.id);
    expect(region).toHaveTextContent('Answer 1.');

    await user.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Answer 2.')).toBeVisible();
    expect(screen.getByText('Answer 1.')).not.toBeVisible();

    await user.click(second!);
    expect(screen.getByText('Answer 2.')).not.toBeVisible();
  });

  it('disables the button at once when there are 5 or fewer questions', () => {
    render(<FaqAccordion items={itemsOf(3)} questionLevel={3} />);
    expect(questionButtons()).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'No More FAQs' })).toBeDisabled();
  });

  it("says 'FAQ is not available' when there are none", () => {
    render(<FaqAccordion items={[]} questionLevel={3} showCount />);
    expect(screen.getByText('FAQ is not available')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
