import { act, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { LazyToastContainer } from './LazyToastContainer';
import { showToast } from './showToast';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn() },
  ToastContainer: () => <div role="region" aria-label="Notifications" />,
}));

describe('showToast', () => {
  it('mounts the container only when the first toast is asked for, then shows it', async () => {
    render(<LazyToastContainer />);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    act(() => showToast('error', 'All fields are required!'));
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('All fields are required!');
  });
});
