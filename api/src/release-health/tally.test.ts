import { HealthTally, MAX_HELD_ROWS, tallyRenders } from './tally';

const MINUTE = '2026-11-28T13:05:00.000Z';
const zero = { page_views: 0, slot_failures: 0, renders: 0, render_failures: 0 };

describe('health tally', () => {
  it('adds the counts of one minute, remote and version into one row', () => {
    const tally = new HealthTally();
    tally.add({ minute: MINUTE, remote: 'blog', version: 'b2' }, { page_views: 1 });
    tally.add(
      { minute: MINUTE, remote: 'blog', version: 'b2' },
      { page_views: 2, slot_failures: 1 },
    );
    tally.add({ minute: MINUTE, remote: 'blog', version: 'b1' }, { renders: 1 });
    expect(tally.take()).toEqual({
      rows: [
        { minute: MINUTE, remote: 'blog', version: 'b2', ...zero, page_views: 3, slot_failures: 1 },
        { minute: MINUTE, remote: 'blog', version: 'b1', ...zero, renders: 1 },
      ],
      dropped: 0,
    });
    // Taken: empty again.
    expect(tally.take()).toEqual({ rows: [], dropped: 0 });
  });

  it(`holds at most ${MAX_HELD_ROWS} rows; more are dropped and counted, held ones still add up`, () => {
    const tally = new HealthTally();
    for (let i = 0; i < MAX_HELD_ROWS + 10; i++) {
      tally.add({ minute: MINUTE, remote: 'blog', version: `v${i}` }, { page_views: 1 });
    }
    tally.add({ minute: MINUTE, remote: 'blog', version: 'v0' }, { page_views: 1 });
    const { rows, dropped } = tally.take();
    expect(rows).toHaveLength(MAX_HELD_ROWS);
    expect(rows[0]).toMatchObject({ version: 'v0', page_views: 2 });
    expect(dropped).toBe(10);
    expect(tally.take().dropped).toBe(0);
  });

  it('counts the render server’s views as renders, a failure once however often named', () => {
    const tally = new HealthTally();
    tallyRenders(
      tally,
      [
        { versions: { blog: 'b2', catalogue: 'c1' }, failed: ['blog', 'blog'] },
        { versions: { blog: 'b2' } },
      ],
      MINUTE,
    );
    expect(tally.take().rows).toEqual([
      { minute: MINUTE, remote: 'blog', version: 'b2', ...zero, renders: 2, render_failures: 1 },
      { minute: MINUTE, remote: 'catalogue', version: 'c1', ...zero, renders: 1 },
    ]);
  });
});
