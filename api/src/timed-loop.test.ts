import { TimedLoop } from './timed-loop';

/** Lets the loop's promises settle (a round ends, the next is scheduled). */
async function settle(): Promise<void> {
  for (let turn = 0; turn < 10; turn++) await Promise.resolve();
}

/** Moves the fake clock on by `ms`, then lets the rounds it ran end. */
async function advance(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
  await settle();
}

describe('TimedLoop', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs a round at start, then each next one after the wait the last round gave', async () => {
    const waits = [0, 1_000, 5_000];
    const run = jest.fn(async () => waits.shift() ?? 60_000);
    const loop = new TimedLoop({ run, failed: () => 0 });
    loop.start();
    loop.start(); // a second start while running does nothing
    expect(run).toHaveBeenCalledTimes(0);
    await advance(0);
    expect(run).toHaveBeenCalledTimes(1);
    await advance(1); // the first round asked for the next at once (a timer waits 1 ms at least)
    expect(run).toHaveBeenCalledTimes(2);
    await advance(999);
    expect(run).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(run).toHaveBeenCalledTimes(3);
    await advance(5_000);
    expect(run).toHaveBeenCalledTimes(4);
    await loop.stop();
  });

  it('reports a failed round and carries on after the wait the report gave', async () => {
    const failure = new Error('database is down');
    const run = jest
      .fn<Promise<number>, []>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(10_000);
    const failed = jest.fn(() => 2_000);
    const loop = new TimedLoop({ run, failed });
    loop.start();
    await advance(0);
    expect(failed).toHaveBeenCalledWith(failure);
    await advance(2_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(failed).toHaveBeenCalledTimes(1);
    await loop.stop();
  });

  it('stop() waits for the round under way and schedules no other', async () => {
    let finish: (waitMs: number) => void = () => undefined;
    const run = jest.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    const loop = new TimedLoop({ run, failed: () => 0 });
    loop.start();
    await advance(0);
    let stopped = false;
    const stopping = loop.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false);
    finish(0);
    await stopping;
    await advance(60_000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never keeps the process alive while it waits (its timer is unref-ed)', async () => {
    const setTimer = jest.spyOn(global, 'setTimeout');
    const loop = new TimedLoop({ run: async () => 1_000, failed: () => 0 });
    loop.start();
    const timer = setTimer.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    setTimer.mockRestore();
    await loop.stop();
  });
});
