import type { AuditEntry } from '@tour/shared';
import { whereAndWhich } from './ActivityLog';

const entry = (ip: string | null, leadIds: number[]): AuditEntry => ({
  id: 1,
  at: '2026-11-28T06:00:00.000Z',
  actor: 'asha@ghumakkad.example',
  action: 'list',
  leadId: null,
  leadIds,
  ip,
  detail: 'listed leads',
});

describe('whereAndWhich', () => {
  it.each([
    [entry('203.0.113.7', [12]), 'from 203.0.113.7 · lead 12'],
    [entry('203.0.113.7', [1, 2, 3]), 'from 203.0.113.7 · leads 1, 2, 3'],
    [entry(null, [1, 2, 3, 4, 5, 6, 7]), '7 leads'],
    [entry('2001:db8::1', []), 'from 2001:db8::1'],
  ])('names the address and the leads touched', (given, words) => {
    expect(whereAndWhich(given)).toBe(words);
  });
});
