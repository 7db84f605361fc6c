import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router-dom';
import { useSiteStore } from '@tour/shared';
import { RouteChangeEffects } from './RouteChangeEffects';

describe('route change effects', () => {
  it('scroll to the top and close the enquiry modal on every route change', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouteChangeEffects />
        <Link to="/blogs">Blogs</Link>
      </MemoryRouter>,
    );
    act(() => useSiteStore.getState().openEnquiry({ destination: 'Goa' }));
    expect(useSiteStore.getState().enquiryOpen).toBe(true);
    scrollTo.mockClear();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Blogs' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(useSiteStore.getState().enquiryOpen).toBe(false);
  });
});
