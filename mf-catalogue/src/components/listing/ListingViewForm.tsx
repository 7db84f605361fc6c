import type { ReactNode } from 'react';
import { buttonClassName } from '@tour/shared';
import styles from './ListingViewForm.module.css';

/**
 * A listing's choices (filters, sort, budget) as a plain GET form to the page itself, so they
 * work without JavaScript and the URL they make can be shared; the app applies each change at
 * once instead (and prevents the submit). The fields live where the visitor sees them and join
 * the form by its id (`form` attribute); `hidden` carries what the page keeps (the searched month,
 * the theme).
 */
export function ListingViewForm({
  id,
  action,
  hidden,
  label,
}: {
  id: string;
  action: string;
  hidden: Record<string, string | null | undefined>;
  label: string;
}) {
  return (
    <form
      id={id}
      method="get"
      action={action}
      aria-label={label}
      onSubmit={(event) => event.preventDefault()}
    >
      {Object.entries(hidden).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
    </form>
  );
}

/** The form's submit, shown only without JavaScript: with it, every change applies at once. */
export function ApplyButton({ form, children }: { form: string; children: ReactNode }) {
  return (
    <button
      type="submit"
      form={form}
      className={buttonClassName({ variant: 'secondary', className: styles.apply })}
    >
      {children}
    </button>
  );
}
