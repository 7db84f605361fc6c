import { failureRunDueForEntry } from './sign-in-audit';

describe('failureRunDueForEntry', () => {
  it('marks the first failure, the lock’s start and each doubling after it', () => {
    const due = Array.from({ length: 200 }, (_, i) => i + 1).filter((n) =>
      failureRunDueForEntry(n, 5),
    );
    expect(due).toEqual([1, 5, 10, 20, 40, 80, 160]);
  });
});
