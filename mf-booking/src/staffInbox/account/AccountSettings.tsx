import type { StaffSelf } from '@tour/shared';
import { PasswordChange } from './PasswordChange';
import { Sessions } from './Sessions';
import { TwoFactor } from './TwoFactor';
import styles from '../settings.module.css';

interface AccountSettingsProps {
  member: StaffSelf;
  onSignedOut: () => void;
}

/**
 * Your own account: the second factor, the password and the browsers signed in. While a second
 * factor must still be set up, only its setup (the API refuses the rest of the inbox until then).
 */
export function AccountSettings({ member, onSignedOut }: AccountSettingsProps) {
  const setupRequired = member.twoFactor.setupRequired;
  // One tree in both cases, so the setup (and the recovery codes it ends with) stays mounted
  // when the setup is done.
  return (
    <div className={setupRequired ? styles.sections : styles.columns}>
      {setupRequired && (
        <p className={styles.required} role="status">
          This agency asks you to sign in with an authenticator app as well as your password. Set it
          up below: the inbox opens as soon as it is on.
        </p>
      )}
      <TwoFactor member={member} onSignedOut={onSignedOut} />
      {!setupRequired && (
        <div className={styles.sections}>
          <PasswordChange />
          <Sessions onSignedOut={onSignedOut} />
        </div>
      )}
    </div>
  );
}
