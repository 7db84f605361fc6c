import type { StaffSelf } from '@tour/shared';
import { AccountList } from './AccountList';
import { NewAccount } from './NewAccount';
import settings from '../settings.module.css';

interface TeamAccountsProps {
  member: StaffSelf;
  onSignedOut: () => void;
}

/** The owners' screen: every account, new ones, roles, and switching an account off or on. */
export function TeamAccounts({ member, onSignedOut }: TeamAccountsProps) {
  return (
    <div className={settings.columnsWideFirst}>
      <AccountList member={member} onSignedOut={onSignedOut} />
      <NewAccount />
    </div>
  );
}
