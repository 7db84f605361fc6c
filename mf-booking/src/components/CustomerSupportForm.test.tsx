import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { sendSupportMessage } from '../api/messages';
import { CustomerSupportForm } from './CustomerSupportForm';

jest.mock('../api/messages', () => ({ sendSupportMessage: jest.fn() }));
jest.mock('react-toastify', () => ({ toast: { error: jest.fn() } }));
const sendMock = jest.mocked(sendSupportMessage);

describe('CustomerSupportForm', () => {
  beforeEach(() => sessionStorage.clear());
  it('explains each missing or bad field with the other forms’ messages', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <CustomerSupportForm />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Email address'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveFocus();
    expect(sendMock).not.toHaveBeenCalled();
  });

  it('sends the three fields and confirms', async () => {
    const user = userEvent.setup();
    sendMock.mockResolvedValue({ reference: 'GK-SUPP0RT4' });
    render(
      <MemoryRouter>
        <CustomerSupportForm />
      </MemoryRouter>,
    );
    await user.type(screen.getByLabelText('Full name'), 'Anil Mehta');
    await user.type(screen.getByLabelText('Email address'), 'anil@example.com');
    await user.type(
      screen.getByLabelText('Message'),
      'My train was cancelled; can we move the trip?',
    );
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Our support team will reply within one working day. Your reference: GK-SUPP0RT4.',
    );
    expect(sendMock).toHaveBeenCalledWith(
      {
        fullName: 'Anil Mehta',
        email: 'anil@example.com',
        message: 'My train was cancelled; can we move the trip?',
      },
      expect.any(String),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you!');
    expect(screen.getByLabelText('Full name')).toHaveValue('');
  });
});
