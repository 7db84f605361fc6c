import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { retryableLazy } from '@tour/shared';
import { LazyChunk } from './LazyChunk';

const offline = () => Promise.reject(new Error('Loading chunk page-about failed (offline)'));
const page = (text: string) =>
  Promise.resolve({ default: (() => <h1>{text}</h1>) as ComponentType });

describe('LazyChunk', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('says so with a Retry when the chunk cannot load, and Retry imports it again', async () => {
    const load = jest
      .fn<ReturnType<typeof page>, []>()
      .mockImplementationOnce(offline)
      .mockImplementation(() => page('About Ghumakkad'));
    render(
      <main>
        <LazyChunk
          chunk={retryableLazy(load)}
          loading={<p>Loading…</p>}
          failure="This page could not be loaded."
        />
      </main>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This page could not be loaded.');
    expect(screen.getByRole('main')).not.toBeEmptyDOMElement();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'About Ghumakkad' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tries again when its reset keys change (the visitor moved on)', async () => {
    const load = jest
      .fn<ReturnType<typeof page>, []>()
      .mockImplementationOnce(offline)
      .mockImplementation(() => page('FAQ'));
    const chunk = retryableLazy(load);
    const { rerender } = render(
      <LazyChunk chunk={chunk} loading={null} failure="Could not load." resetKeys={['/faq']} />,
    );
    await screen.findByRole('alert');
    rerender(
      <LazyChunk chunk={chunk} loading={null} failure="Could not load." resetKeys={['/about']} />,
    );
    expect(await screen.findByRole('heading', { name: 'FAQ' })).toBeInTheDocument();
  });

  it('renders nothing for a part with nothing to say, instead of taking the page down', async () => {
    render(
      <>
        <p>The page</p>
        <LazyChunk chunk={retryableLazy(offline)} loading={null} failure={null} />
      </>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
