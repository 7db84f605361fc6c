import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { toast } from 'react-toastify';
import { submitBookingRequest } from '../api/bookings';
import { BookNowBar } from './BookNowBar';
import { RequestToBookForm } from './RequestToBookForm';

jest.mock('../api/bookings', () => ({ submitBookingRequest: jest.fn() }));
jest.mock('react-toastify', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));
const submitMock = jest.mocked(submitBookingRequest);

const PKG = { packageId: 42, packageName: 'Goa Beach Escape', price: 14999, days: 5 };

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Your name'), 'Kavya Nair');
  await user.type(screen.getByLabelText('Travellers'), '2');
  await user.type(screen.getByLabelText('Departure city'), 'Kochi');
  await user.type(screen.getByLabelText('Travel date'), '2030-02-14');
  await user.type(screen.getByLabelText('Email'), 'kavya@example.com');
  await user.type(screen.getByLabelText('Phone number'), '9447012345');
}

function renderIn(ui: React.ReactElement) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('RequestToBookForm (desktop)', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => jest.useRealTimers());

  it('shows the price, nights/days and "This field is required" with a red border', async () => {
    const user = userEvent.setup();
    renderIn(<RequestToBookForm {...PKG} />);
    expect(screen.getByText('₹14,999')).toBeInTheDocument();
    expect(screen.getByText('4 Nights / 5 Days')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(6);
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('states a price range and its GST as the package does, without "Starting From"', () => {
    renderIn(<RequestToBookForm {...PKG} maxPrice={18999} gst={5} />);
    const form = screen.getByRole('form', { name: 'Request to Book' });
    expect(within(form).getByText('₹14,999 – ₹18,999')).toBeInTheDocument();
    expect(within(form).getByText('+ 5% GST')).toBeInTheDocument();
    expect(within(form).queryByText(/Starting From/)).not.toBeInTheDocument();
  });

  it('keeps "Starting From" for one price, and leaves GST out when the page does not give it', () => {
    renderIn(<RequestToBookForm {...PKG} />);
    const form = screen.getByRole('form', { name: 'Request to Book' });
    expect(form).toHaveTextContent('Starting From ₹14,999 per person');
    expect(form).not.toHaveTextContent('GST');
  });

  it('requires at least one traveller', async () => {
    const user = userEvent.setup();
    renderIn(<RequestToBookForm {...PKG} />);
    await fill(user);
    await user.clear(screen.getByLabelText('Travellers'));
    await user.type(screen.getByLabelText('Travellers'), '0');
    await user.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect(screen.getByText('At least 1 person')).toBeInTheDocument();
  });

  it('sends the spec’s payload, thanks inline and locks the button for 10 s', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    submitMock.mockResolvedValue({ reference: 'GK-7QX4M2KD' });
    renderIn(<RequestToBookForm {...PKG} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect(submitMock).toHaveBeenCalledWith(
      {
        duration: '4 Nights / 5 Days',
        leadName: 'Kavya Nair',
        noOfPerson: 2,
        packageDetailId: 42,
        departureCity: 'Kochi',
        date: '2030-02-14',
        email: 'kavya@example.com',
        phone: '+919447012345',
        productId: 1,
        websiteId: '1',
      },
      expect.any(String),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! Your request has been submitted. Your reference: GK-7QX4M2KD.',
    );
    expect(screen.getByRole('button', { name: 'Request to Book' })).toBeDisabled();
    expect(toast.success).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByRole('button', { name: 'Request to Book' })).toBeEnabled();
  });

  it('says so with the spec’s toast when sending fails and keeps the input', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    submitMock.mockRejectedValue(new Error('500'));
    renderIn(<RequestToBookForm {...PKG} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Request to Book' }));
    await screen.findByRole('button', { name: 'Request to Book' });
    await act(async () => undefined);
    expect(toast.error).toHaveBeenCalledWith('Failed to submit booking request.');
    expect(screen.getByLabelText('Your name')).toHaveValue('Kavya Nair');
    expect(screen.getByRole('button', { name: 'Request to Book' })).toBeEnabled();
  });

  it('locks while the request is on its way, however long it takes, and sends it once', async () => {
    const user = userEvent.setup();
    let resolve: (value: never) => void = () => undefined;
    submitMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderIn(<RequestToBookForm {...PKG} />);
    await fill(user);
    const button = screen.getByRole('button', { name: 'Request to Book' });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    // Longer than the spec's 10 s: the lock follows the request, not a timer alone.
    jest.useFakeTimers();
    act(() => jest.advanceTimersByTime(12_000));
    expect(button).toBeDisabled();
    await act(async () => button.closest('form')!.requestSubmit());
    expect(submitMock).toHaveBeenCalledTimes(1);
    await act(async () => resolve({ reference: 'GK-9' } as never));
    expect(button).toBeDisabled();
    act(() => jest.advanceTimersByTime(10_000));
    expect(button).toBeEnabled();
  });

  it('sends a party of more than 50 to the group enquiry', async () => {
    const user = userEvent.setup();
    renderIn(<RequestToBookForm {...PKG} />);
    await fill(user);
    await user.clear(screen.getByLabelText('Travellers'));
    await user.type(screen.getByLabelText('Travellers'), '60');
    await user.click(screen.getByRole('button', { name: 'Request to Book' }));
    expect(
      await screen.findByText('For more than 50 people, please send us a group enquiry'),
    ).toBeInTheDocument();
    expect(submitMock).not.toHaveBeenCalled();
  });
});

describe('BookNowBar (phones)', () => {
  beforeEach(() => sessionStorage.clear());

  it('states the price range and its GST', () => {
    renderIn(<BookNowBar {...PKG} maxPrice={18999} gst="included" />);
    expect(screen.getByRole('region', { name: 'Book this package' })).toHaveTextContent(
      '₹14,999 – ₹18,999 per personGST included4 Nights / 5 Days',
    );
  });

  it('opens a bottom sheet whose missing fields are marked and explained', async () => {
    const user = userEvent.setup();
    renderIn(<BookNowBar {...PKG} />);
    expect(screen.getByRole('region', { name: 'Book this package' })).toHaveTextContent(
      '4 Nights / 5 Days',
    );
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    const sheet = screen.getByRole('dialog', { name: 'Book Now' });
    expect(sheet.querySelectorAll('[aria-invalid="true"]')).toHaveLength(6);
    // Shown under each field, as on the desktop form (identity-obj-proxy maps the class name).
    const messages = within(sheet).getAllByText('This field is required');
    expect(messages).toHaveLength(6);
    for (const message of messages) expect(message.closest('p')).toHaveClass('error');
    expect(submitMock).not.toHaveBeenCalled();
  });

  it('toasts success and thanks in place of the form, which comes back once closed', async () => {
    const user = userEvent.setup();
    submitMock.mockResolvedValue({ reference: 'GK-7QX4M2KD' });
    renderIn(<BookNowBar {...PKG} />);
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await screen.findByRole('button', { name: 'Submit' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const thanks = await screen.findByRole('status');
    expect(thanks).toHaveTextContent(
      'Thank you! Your request has been submitted. Your reference: GK-7QX4M2KD.',
    );
    expect(thanks).toHaveFocus();
    expect(toast.success).toHaveBeenCalledWith('Booking request submitted successfully!');
    // Not the emptied form under it, which looked as if nothing had been sent.
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to the package' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByLabelText('Your name')).toHaveValue('');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('opens at once when Book Now was pressed on the stand-in, and hands the focus back to its own button', async () => {
    const user = userEvent.setup();
    renderIn(<BookNowBar {...PKG} startOpen />);
    const sheet = await screen.findByRole('dialog', { name: 'Book Now' });
    expect(await within(sheet).findByLabelText('Your name')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Now' })).toHaveFocus();
  });

  it('loads the form only once the visitor may book, and keeps what was typed when closed', async () => {
    const user = userEvent.setup();
    renderIn(<BookNowBar {...PKG} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Your name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    await user.type(await screen.findByLabelText('Your name'), 'Kavya Nair');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByLabelText('Your name')).toHaveValue('Kavya Nair');
  });
});
