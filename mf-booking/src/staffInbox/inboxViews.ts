import type { StaffSelf } from '@tour/shared';

/** Where the list and the lead sit side by side (below it, one at a time). */
export const SIDE_BY_SIDE = '(min-width: 1024px)';

/** The inbox's views, each its own URL: the leads (`/admin`), the others `?view=<id>`. */
const VIEWS = [
  { id: 'leads', label: 'Leads', ownersOnly: false },
  { id: 'activity', label: 'Activity log', ownersOnly: true },
  { id: 'privacy', label: 'Privacy requests', ownersOnly: true },
  { id: 'team', label: 'Team', ownersOnly: true },
  { id: 'account', label: 'Your account', ownersOnly: false },
] as const;
export type InboxView = (typeof VIEWS)[number]['id'];

/** The views this member may open: agents work leads; the rest is the owners' (the API agrees). */
export const viewsFor = (member: StaffSelf) =>
  member.twoFactor.setupRequired
    ? VIEWS.filter((view) => view.id === 'account')
    : VIEWS.filter((view) => member.role === 'owner' || !view.ownersOnly);

/** The view the URL names, if this member may open it; else the first they may. */
export function viewOf(search: URLSearchParams, member: StaffSelf): InboxView {
  const views = viewsFor(member);
  const named = views.find((view) => view.id === search.get('view'));
  return named?.id ?? views[0]?.id ?? 'leads';
}

/** The lead named in the URL (`/admin?lead=12`), or null. */
export function selectedLead(search: URLSearchParams): number | null {
  const id = Number(search.get('lead'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
