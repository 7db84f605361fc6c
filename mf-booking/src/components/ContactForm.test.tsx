import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { sendContactMessage } from '../api/messages';
import { ContactForm } from './ContactForm';

jest.mock('../api/messages', () => ({ sendContactMessage: jest.fn() }));
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const sendMock = jest.mocked(sendContactMessage);

const code = () => screen.getByTestId('captcha-code').textContent ?? '';

async function fill(user: ReturnType<typeof userEvent.setup>, captcha: string) {
  await user.type(screen.getByLabelText('Your name'), 'Ravi Kumar');
  await user.type(screen.getByLabelText('Email'), 'ravi@example.com');
  await user.type(screen.getByLabelText('Message'), 'Please call me about Kerala in December.');
  await user.type(screen.getByLabelText('Type the code'), captcha);
}

describe('ContactForm', () => {
  beforeEach(() => sessionStorage.clear());
  it('shows a fresh 6-character code and refreshes it on request', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>,
    );
    const first = code();
    expect(first).toMatch(/^[A-Z0-9]{6}$/);
    await user.click(screen.getByRole('button', { name: 'New code' }));
    expect(code()).toMatch(/^[A-Z0-9]{6}$/);
  });

  it('refuses a wrong code with the spec’s message and sends nothing', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>,
    );
    await fill(user, 'WRONG1');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Incorrect captcha. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Type the code')).toHaveFocus();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('requires name, email, message and the code with the other forms’ "Required"', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const form = screen.getByRole('form', { name: 'Leave a message' });
    expect(await within(form).findAllByText('Required')).toHaveLength(4);
    for (const label of ['Your name', 'Email', 'Message', 'Type the code']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(screen.getByLabelText('Subject (optional)')).not.toHaveAttribute('aria-invalid');
  });

  it('sends, thanks with the spec’s toast, clears the form and draws a new code', async () => {
    const user = userEvent.setup();
    sendMock.mockResolvedValue({ reference: 'GK-C0NTACT1' });
    render(
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>,
    );
    const first = code();
    await fill(user, first);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // The code is an <output>, a status too.
    const thanks = await screen.findByText(/^Thank you! Your message has reached us\./);
    expect(thanks).toHaveTextContent(
      'Thank you! Your message has reached us. Your reference: GK-C0NTACT1.',
    );
    expect(thanks).toHaveFocus();
    expect(sendMock).toHaveBeenCalledWith(
      {
        name: 'Ravi Kumar',
        email: 'ravi@example.com',
        subject: undefined,
        message: 'Please call me about Kerala in December.',
      },
      expect.any(String),
    );
    expect(toast.success).toHaveBeenCalledWith('Form submitted successfully.');
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('Type the code')).toHaveValue('');
    expect(code()).toMatch(/^[A-Z0-9]{6}$/);
    expect(code()).not.toBe(first);
  });

  it('keeps what was typed when sending fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    sendMock.mockRejectedValue(new Error('down'));
    render(
      <MemoryRouter>
        <ContactForm />
      </MemoryRouter>,
    );
    await fill(user, code());
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalled());
    expect(screen.getByLabelText('Your name')).toHaveValue('Ravi Kumar');
  });
});
