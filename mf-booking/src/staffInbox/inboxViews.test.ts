import type { StaffSelf } from '@tour/shared';
import { selectedLead, viewOf, viewsFor } from './inboxViews';

const owner: StaffSelf = {
  id: 1,
  email: 'asha@ghumakkad.example',
  name: 'Asha Rao',
  role: 'owner',
  twoFactor: { enabled: false, setupRequired: false },
};
const agent: StaffSelf = { ...owner, id: 2, role: 'agent' };
const settingUp: StaffSelf = { ...owner, twoFactor: { enabled: false, setupRequired: true } };

describe('the inbox views', () => {
  it('opens every view to an owner, the leads and the account to an agent', () => {
    expect(viewsFor(owner).map((view) => view.id)).toEqual([
      'leads',
      'activity',
      'privacy',
      'team',
      'account',
    ]);
    expect(viewsFor(agent).map((view) => view.id)).toEqual(['leads', 'account']);
    expect(viewsFor(settingUp).map((view) => view.id)).toEqual(['account']);
  });

  it('takes the view from the URL when it may be opened, else the first', () => {
    expect(viewOf(new URLSearchParams('view=team'), owner)).toBe('team');
    expect(viewOf(new URLSearchParams('view=team'), agent)).toBe('leads');
    expect(viewOf(new URLSearchParams(''), settingUp)).toBe('account');
  });

  it('reads the lead from the URL, a positive whole number or none', () => {
    expect(selectedLead(new URLSearchParams('lead=12'))).toBe(12);
    expect(selectedLead(new URLSearchParams('lead=0'))).toBeNull();
    expect(selectedLead(new URLSearchParams('lead=1.5'))).toBeNull();
    expect(selectedLead(new URLSearchParams(''))).toBeNull();
  });
});
