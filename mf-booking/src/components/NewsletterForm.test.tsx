import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { subscribeToNewsletter } from '../api/messages';
import { NewsletterForm } from './NewsletterForm';

jest.mock('../api/messages', () => ({ subscribeToNewsletter: jest.fn() }));
const subscribeMock = jest.mocked(subscribeToNewsletter);

describe('NewsletterForm', () => {
  afterEach(() => jest.useRealTimers());

  it.each(['', 'not-an-email', 'a@b'])('rejects %j with the spec’s message', async (email) => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <NewsletterForm />
      </MemoryRouter>,
    );
    if (email) await user.type(screen.getByLabelText(/Travel ideas/), email);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Valid email is required *')).toBeInTheDocument();
    expect(subscribeMock).not.toHaveBeenCalled();
  });

  it('thanks for 5 s and clears the field on success', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    subscribeMock.mockResolvedValue();
    render(
      <MemoryRouter>
        <NewsletterForm />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText(/Travel ideas/), 'meera@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(subscribeMock).toHaveBeenCalledWith('meera@example.com', expect.any(String));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for subscribing!');
    expect(screen.getByLabelText(/Travel ideas/)).toHaveValue('');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('only logs a failure (spec §8) and keeps the address', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    subscribeMock.mockRejectedValue(new Error('down'));
    render(
      <MemoryRouter>
        <NewsletterForm />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText(/Travel ideas/), 'meera@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(log).toHaveBeenCalled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Travel ideas/)).toHaveValue('meera@example.com');
  });
});
