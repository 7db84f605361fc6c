import type { StaffRole } from '@tour/shared';

/** The roles as staff read them. */
export const ROLE_LABELS: Record<StaffRole, string> = { owner: 'Owner', agent: 'Agent' };
/** What each role may do, beside the role to choose (the API enforces it). */
export const ROLE_DUTIES: Record<StaffRole, string> = {
  owner: 'works leads, exports, answers privacy requests, reads the activity log, runs the team',
  agent: 'works leads: reads, changes, assigns and adds notes',
};
