import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, type StaffSession } from '@tour/shared';
import { problemText } from '../api/accountProblems';
import { staffClient } from '../api/staffClient';
import { staffKeys, useSignedOutWatch } from '../api/staffQueries';
import { formatDateTime } from '../labels';
import { Pill } from '../Pill';
import inbox from '../inbox.module.css';
import styles from '../settings.module.css';

const sessionsKey = [...staffKeys.all, 'sessions'] as const;

/** The browsers you are signed in on, each to end (this one signs you out). */
export function Sessions({ onSignedOut }: { onSignedOut: () => void }) {
  const client = useQueryClient();
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: ({ signal }) => staffClient.sessions(signal),
    retry: false,
  });
  const end = useMutation({
    mutationFn: (session: StaffSession) => staffClient.endSession(session.id),
    onSuccess(_, session) {
      if (session.current) onSignedOut();
    },
    // Ended, or already gone (404): either way the list is asked again.
    onSettled: () => client.invalidateQueries({ queryKey: sessionsKey }),
  });
  useSignedOutWatch(sessions.error ?? end.error, onSignedOut);
  return (
    <section className={inbox.card} aria-labelledby="sessions-title">
      <h3 id="sessions-title" className={styles.title}>
        Where you are signed in
      </h3>
      <p className={styles.muted}>
        Each browser stays signed in until it signs out or is left unused for a while. End any you
        do not recognise, and change your password too.
      </p>
      {sessions.isPending && (
        <div className={styles.list} aria-busy="true">
          <span className="visually-hidden">Loading your sessions…</span>
          <Skeleton height={44} />
          <Skeleton height={44} />
        </div>
      )}
      {sessions.isError && (
        <p className={styles.problem} role="alert">
          <span aria-hidden="true">⚠</span> Your sessions could not be loaded. Please try again.
        </p>
      )}
      {sessions.data && (
        <ul className={styles.list} aria-label="Your sessions">
          {sessions.data.map((session) => (
            <li key={session.id} className={styles.row}>
              <span>
                <span className={styles.name}>
                  <strong>{session.device ?? 'Unknown browser'}</strong>
                  {session.current && <Pill tone="teal">This browser</Pill>}
                </span>
                <span className={styles.muted}>
                  Signed in {formatDateTime(session.createdAt)} · last used{' '}
                  {formatDateTime(session.lastSeenAt)}
                </span>
              </span>
              <Button
                variant="secondary"
                onClick={() => end.mutate(session)}
                disabled={end.isPending}
              >
                {session.current ? (
                  'Sign out here'
                ) : (
                  <>
                    End<span className="visually-hidden"> the session on {session.device}</span>
                  </>
                )}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.said} role="status">
        {end.isSuccess && (
          <>
            <span aria-hidden="true">✓</span> Ended the session on{' '}
            {end.variables.device ?? 'an unknown browser'}.
          </>
        )}
      </p>
      {end.isError && (
        <p className={styles.problem} role="alert">
          <span aria-hidden="true">⚠</span>{' '}
          {problemText(end.error, 'That session could not be ended. Please try again.')}
        </p>
      )}
    </section>
  );
}
