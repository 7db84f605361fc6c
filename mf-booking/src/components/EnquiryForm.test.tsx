import { act, fireEvent, render, screen } from '@testing-library/react';
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
  afterEach(() => jest.useRealTimers());

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
    expect(await screen.findByRole('button', { name: 'Please wait...' })).toBeDisabled();
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
    await act(async () =>
      resolve({ code: 1, message: 'ok', data: { reference: 'GK-7QX4M2KD' } } as never),
    );
    const thanks = screen.getByRole('status');
    expect(thanks).toHaveTextContent(
      'Thank you! Our travel experts will call you shortly with quotes. Your reference: GK-7QX4M2KD.',
    );
    // Focused, so a modal taller than the screen scrolls it into view.
    expect(thanks).toHaveFocus();
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
    submitMock.mockResolvedValueOnce({ code: 1, message: 'ok', data: { reference: 'GK-9' } });
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
    expect(
      screen.getByText(
        'Enter a valid mobile number (from abroad, start with + and the country code)',
      ),
    ).toBeInTheDocument();
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
    expect(await screen.findByDisplayValue('Asha')).toBe(screen.getByLabelText('Your name'));
    expect(screen.getByLabelText('Destination')).toHaveValue('Munnar');
  });

  it.each([
    ['+91 98123 45678', '+919812345678'],
    ['098123 45678', '+919812345678'],
    ['+44 7911 123456', '+447911123456'],
  ])('takes the phone number %j as %j', async (typed, sent) => {
    const user = userEvent.setup();
    submitMock.mockResolvedValue({ code: 1, message: 'ok', data: { reference: 'GK-1' } });
    renderForm();
    await fillAll(user);
    await user.clear(screen.getByLabelText('Phone number'));
    await user.type(screen.getByLabelText('Phone number'), typed);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await screen.findByRole('status');
    expect(submitMock.mock.calls[0]![0].phone).toBe(sent);
  });

  it('names the phone field with its +91, and drops the +91 for a number from abroad', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.getByRole('textbox', { name: 'Phone number +91' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Phone number/), '+44');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeInTheDocument();
  });

  it('moves the focus to the first field that needs attention after a failed submit', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Your name'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(screen.getByLabelText('Phone number')).toHaveFocus();
  });

  it('sends a group of more than 50 with its notes, and says the group desk will quote', async () => {
    const user = userEvent.setup();
    submitMock.mockResolvedValue({ code: 1, message: 'ok', data: { reference: 'GK-2' } });
    renderForm();
    await fillAll(user);
    expect(screen.queryByText(/our group desk will quote/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Number of people'), '00');
    expect(screen.getByText(/our group desk will quote/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Notes (optional)'), '12 rooms, 3 children');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your reference: GK-2.');
    expect(submitMock.mock.calls[0]![0]).toMatchObject({
      people: 200,
      notes: '12 rooms, 3 children',
    });
  });

  it('sends once however often it is submitted while the first is on its way', async () => {
    const user = userEvent.setup();
    let resolve: (value: never) => void = () => undefined;
    submitMock.mockReturnValue(new Promise((r) => (resolve = r)));
    const { container } = renderForm();
    await fillAll(user);
    const form = container.querySelector('form')!;
    await act(async () => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => fireEvent.submit(form));
    expect(submitMock).toHaveBeenCalledTimes(1);
    await act(async () =>
      resolve({ code: 1, message: 'ok', data: { reference: 'GK-3' } } as never),
    );
  });

  it('keeps what is typed while the enquiry is on its way, and clears only what was sent', async () => {
    const user = userEvent.setup();
    let resolve: (value: never) => void = () => undefined;
    submitMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await user.clear(screen.getByLabelText('Destination'));
    await user.type(screen.getByLabelText('Destination'), 'Kerala');
    await act(async () =>
      resolve({ code: 1, message: 'ok', data: { reference: 'GK-4' } } as never),
    );
    expect(screen.getByLabelText('Destination')).toHaveValue('Kerala');
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it('keeps the success message 10 s after the latest enquiry, not the first', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    submitMock.mockResolvedValue({ code: 1, message: 'ok', data: { reference: 'GK-5' } });
    renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await screen.findByRole('status');
    act(() => jest.advanceTimersByTime(6_000));
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    act(() => jest.advanceTimersByTime(6_000));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you!');
    act(() => jest.advanceTimersByTime(4_000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    jest.useRealTimers();
  });

  describe('where the browser blocks storage', () => {
    let restore: () => void = () => undefined;
    beforeEach(() => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      const spies = ['getItem', 'setItem', 'removeItem'].map((method) =>
        jest.spyOn(Storage.prototype, method as 'getItem').mockImplementation(blocked),
      );
      restore = () => spies.forEach((spy) => spy.mockRestore());
    });
    afterEach(() => restore());

    it('sends the enquiry and says so, without a draft', async () => {
      const user = userEvent.setup();
      submitMock.mockResolvedValue({ code: 1, message: 'ok', data: { reference: 'GK-6' } });
      renderForm();
      await fillAll(user);
      await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Your reference: GK-6.');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('keeps the key of a sent enquiry across a reload until the server has answered', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    submitMock.mockRejectedValueOnce(new ApiError('timeout', 'slow'));
    submitMock.mockResolvedValueOnce({ code: 1, message: 'ok', data: { reference: 'GK-8' } });
    const first = renderForm();
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to connect. Please check your internet.',
    );
    first.unmount();
    renderForm();
    await screen.findByDisplayValue('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }));
    await screen.findByRole('status');
    expect(submitMock.mock.calls[1]![1]).toBe(submitMock.mock.calls[0]![1]);
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
