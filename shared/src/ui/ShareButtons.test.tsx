import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePageSubject } from './pageSubject';
import { ShareButtons } from './ShareButtons';

const URL = 'https://ghumakkad.example/goa-tour-packages-details/goa-beach-escape';

describe('ShareButtons', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shares the canonical URL on WhatsApp with the title', () => {
    render(<ShareButtons url={URL} title="Goa Beach Escape" />);
    const link = screen.getByRole('link', { name: 'Share on WhatsApp' });
    expect(link).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`Goa Beach Escape ${URL}`)}`,
    );
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('copies the link and says so', async () => {
    const user = userEvent.setup();
    render(<ShareButtons url={URL} title="Goa Beach Escape" />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(URL);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied');
  });

  it('offers the share sheet only where the browser has one', async () => {
    const { unmount } = render(<ShareButtons url={URL} title="Goa" />);
    expect(screen.queryByRole('button', { name: 'Share…' })).toBeNull();
    unmount();

    const share = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<ShareButtons url={URL} title="Goa" />);
    await act(async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Share…' }));
    });
    expect(share).toHaveBeenCalledWith({ title: 'Goa', url: URL });
  });

  it('tells the shell what the page is about while it is shown, and withdraws it after', () => {
    const subject = renderHook(() => usePageSubject());
    const { unmount } = render(<ShareButtons url={URL} title="Goa Beach Escape" />);
    expect(subject.result.current).toEqual({ title: 'Goa Beach Escape', url: URL });
    unmount();
    expect(subject.result.current).toBeNull();
  });
});
