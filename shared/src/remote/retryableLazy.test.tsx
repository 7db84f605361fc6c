import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from 'react-error-boundary';
import { retryableLazy } from './retryableLazy';

const Hello = () => <p>Hello</p>;

describe('retryableLazy', () => {
  it('hands out one lazy component while it has not failed', async () => {
    const load = jest.fn(async () => ({ default: Hello }));
    const chunk = retryableLazy(load);
    const Part = chunk();
    expect(chunk()).toBe(Part);
    render(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(chunk()).toBe(Part);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads again through a fresh component once a load has failed', async () => {
    const load = jest
      .fn<Promise<{ default: typeof Hello }>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ default: Hello });
    const chunk = retryableLazy(load);
    const First = chunk();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={<p>Failed</p>}>
        <Suspense fallback={null}>
          <First />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(await screen.findByText('Failed')).toBeInTheDocument();

    const Second = chunk();
    expect(Second).not.toBe(First);
    render(
      <Suspense fallback={null}>
        <Second />
      </Suspense>,
    );
    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
