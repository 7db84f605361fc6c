import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ApiError, useSiteStore } from '@tour/shared';
import { submitEnquiry } from '../api/leads';
import { EnquiryForm } from './EnquiryForm';

jest.mock('../api/leads', () => ({ submitEnquiry: jest.fn() }));
const submitMock = jest.mocked(submitEnquiry);

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Asha Rao');
  await user.type(screen.getByLabelText('Phone number'), '9812345678');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Destination'), 'Goa');
  await user.type(screen.getByLabelText('Departure city'), 'Pune');
  await user.type(screen.getByLabelText('Departure date'), '2030-12-20');
  await user.type(screen.getByLabelText('Number of people'), '2');
}

const renderForm = () =>
  render(
    <MemoryRouter>
      <EnquiryForm />
    </MemoryRouter>,
  );

describe('EnquiryForm', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useSiteStore.setState({ enquiryPrefill: {} });
  });

  it('marks every empty field Required and clears a field error on edit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Your name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(screen.getAllByText('Required')).toHaveLength(7);
    expect(screen.getByRole('alert')).toHaveTextContent('Highlighted Field is required.');
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Email'), 'a');
    expect(screen.getAllByText('Required')).toHaveLength(6);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('sends the seven fields with +91, shows Please wait..., then clears and thanks for 10 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let resolve: (value: never) => void = () => undefined;
    submitMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(screen.getByRole('button', { name: 'Please wait...' })).toBeDisabled();
    expect(submitMock).toHaveBeenCalledWith(
      {
        name: 'Asha Rao',
        phone: '+919812345678',
        email: 'asha@example.com',
        destination: 'Goa',
        departureCity: 'Pune',
        departureDate: '2030-12-20',
        people: 2,
      },
      expect.any(String),
    );
    await act(async () => resolve({ code: 1, message: 'ok', data: { id: 1 } } as never));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you!');
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  it.each([
    [new ApiError('http', 'boom', 500), 'Something went wrong. Please try again.'],
    [new ApiError('network', 'offline'), 'Failed to connect. Please check your internet.'],
  ])('keeps what was typed and explains a failure', async (error, message) => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    submitMock.mockRejectedValue(error);
    renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Your name')).toHaveValue('Asha Rao');
  });

  it('reuses the idempotency key when the same enquiry is retried', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    submitMock.mockRejectedValueOnce(new ApiError('network', 'offline'));
    submitMock.mockResolvedValueOnce({ code: 1, message: 'ok', data: { id: 9 } });
    renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await screen.findByRole('status');
    expect(submitMock.mock.calls[0]![1]).toBe(submitMock.mock.calls[1]![1]);
  });

  it('explains a bad phone number or email after the required checks', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillAll(user);
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), '12345');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'asha@');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(screen.getByText('Enter a valid 10-digit Indian mobile number')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.queryByText('Highlighted Field is required.')).not.toBeInTheDocument();
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('keeps a half-filled form across a reload until it is sent', async () => {
    const user = userEvent.setup();
    const first = renderForm();
    await user.type(screen.getByLabelText('Your name'), 'Asha');
    await user.type(screen.getByLabelText('Destination'), 'Munnar');
    first.unmount();
    renderForm();
    expect(screen.getByLabelText('Your name')).toHaveValue('Asha');
    expect(screen.getByLabelText('Destination')).toHaveValue('Munnar');
  });

  it('starts with what the visitor chose elsewhere on the page', () => {
    useSiteStore.setState({
      enquiryPrefill: { destination: 'Kerala', departureDate: '2030-03-01' },
    });
    renderForm();
    expect(screen.getByLabelText('Destination')).toHaveValue('Kerala');
    expect(screen.getByLabelText('Departure date')).toHaveValue('2030-03-01');
  });
});
