import { useEffect } from 'react';
import { render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import { showToast } from './showToast';
import { LazyToastContainer } from './LazyToastContainer';

jest.mock('react-toastify', () => ({
  toast: { error: jest.fn(), success: jest.fn(), info: jest.fn() },
  ToastContainer: () => <div role="region" aria-label="Notifications" />,
}));

/** A page that toasts as soon as it is on screen (a failure it already knows of). */
function ToastsOnMount() {
  useEffect(() => showToast('error', 'Something went wrong!'), []);
  return <p>page</p>;
}

describe('the toast container', () => {
  it('is not loaded with the page', () => {
    render(<LazyToastContainer />);
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('still mounts, and shows the toast, when a page toasts before the container’s own effects ran', async () => {
    // The page comes first in the tree, so its effect runs before any effect of the container.
    render(
      <>
        <ToastsOnMount />
        <LazyToastContainer />
      </>,
    );
    expect(await screen.findByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    expect(toast.error).toHaveBeenCalledWith('Something went wrong!');
  });
});
