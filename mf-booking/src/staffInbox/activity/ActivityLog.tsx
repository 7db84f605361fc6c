import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button, Skeleton, type AuditEntry } from '@tour/shared';
import { staffClient } from '../api/staffClient';
import { AUDIT_ACTION_LABELS, formatDateTime } from '../labels';
import { NextPage } from '../NextPage';
import { staffKeys, useSignedOutWatch } from '../api/staffQueries';
import styles from './ActivityLog.module.css';

/** The address an entry came from and the leads it touched: ids, or a count when many. */
export function whereAndWhich(entry: AuditEntry): string {
  const parts: string[] = [];
  if (entry.ip !== null) parts.push(`from ${entry.ip}`);
  const ids = entry.leadIds;
  if (ids.length === 1) parts.push(`lead ${ids[0]}`);
  else if (ids.length > 1 && ids.length <= 5) parts.push(`leads ${ids.join(', ')}`);
  else if (ids.length > 5) parts.push(`${ids.length} leads`);
  return parts.join(' · ');
}

/**
 * The audit log, newest first: who signed in, read, listed, exported, changed or erased what,
 * from where. Reading it is not itself audited (the API records reads of leads, not of the log).
 */
export function ActivityLog({ onSignedOut }: { onSignedOut: () => void }) {
  const log = useInfiniteQuery({
    queryKey: staffKeys.audit,
    queryFn: ({ pageParam, signal }) => staffClient.audit(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 15_000,
    retry: false,
  });
  useSignedOutWatch(log.error, onSignedOut);

  if (log.isPending) {
    return (
      <div className={styles.log} aria-busy="true">
        <span className="visually-hidden">Loading the activity log…</span>
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className={styles.entry}>
            <Skeleton width="30%" height={14} />
            <Skeleton width="80%" height={18} />
          </div>
        ))}
      </div>
    );
  }

  if (log.isError && !log.data) {
    return (
      <div className={styles.message}>
        <p>The activity log could not be loaded. Please check your connection and try again.</p>
        <Button variant="secondary" onClick={() => void log.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const entries = log.data.pages.flatMap((page) => page.entries);
  return (
    <div className={styles.wrap}>
      <p className={styles.intro}>
        Every sign-in, lead opened, list, export, change and erasure, newest first. Search texts,
        notes and erased details are never written here.
      </p>
      {entries.length === 0 ? (
        <p className={styles.message}>Nothing has been recorded yet.</p>
      ) : (
        <ol className={styles.log} aria-label="Activity, newest first">
          {entries.map((entry) => (
            <li key={entry.id} className={styles.entry}>
              <span className={styles.meta}>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                <span className={styles.action}>{AUDIT_ACTION_LABELS[entry.action]}</span>
              </span>
              <span className={styles.detail}>
                <strong>{entry.actor ?? 'System'}</strong> {entry.detail}
              </span>
              {(entry.ip !== null || entry.leadIds.length > 0) && (
                <span className={styles.where}>{whereAndWhich(entry)}</span>
              )}
              {entry.leadId !== null && (
                <Link className={styles.lead} to={`?lead=${entry.leadId}`}>
                  Open the lead<span className="visually-hidden"> of this entry</span>
                </Link>
              )}
            </li>
          ))}
        </ol>
      )}
      <NextPage
        list={log}
        label="Show older entries"
        failed="Older entries could not be loaded. Please try again."
      />
    </div>
  );
}
