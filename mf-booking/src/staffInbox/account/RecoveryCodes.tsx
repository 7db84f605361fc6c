import { useState } from 'react';
import { Button } from '@tour/shared';
import inbox from '../inbox.module.css';
import styles from '../settings.module.css';

interface RecoveryCodesProps {
  codes: string[];
  email: string;
  onDone: () => void;
}

/** The recovery codes, this once: to copy or download, and put away before going on. */
export function RecoveryCodes({ codes, email, onDone }: RecoveryCodesProps) {
  const [copied, setCopied] = useState<string | null>(null);
  const text = `Ghumakkad staff recovery codes for ${email}\nEach works once, in place of an authenticator code.\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('Copied. Paste them into your password manager now.');
    } catch {
      // No clipboard (an http page, or permission refused): the download still works.
      setCopied('Copying is not possible in this browser. Please download them instead.');
    }
  };
  return (
    <div className={styles.codes} role="region" aria-labelledby="recovery-codes-title">
      <h4
        id="recovery-codes-title"
        tabIndex={-1}
        className={`${styles.codesTitle} ${styles.focusTarget}`}
      >
        Store these recovery codes now
      </h4>
      <p>
        Two-factor sign-in is on, and your other browsers have been signed out. If you lose your
        phone, each code signs you in once instead of the app. They are shown only this once: keep
        them in a password manager or printed in a safe place, not on the phone.
      </p>
      <ul className={styles.codeList} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <span className={styles.actions}>
        <Button variant="secondary" onClick={() => void copy()}>
          Copy
        </Button>
        <a
          className={inbox.linkButton}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="ghumakkad-recovery-codes.txt"
        >
          Download as text
        </a>
        <Button onClick={onDone}>I have stored them</Button>
      </span>
      <p className={styles.said} role="status">
        {copied}
      </p>
    </div>
  );
}
