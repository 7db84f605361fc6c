import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton, SITE_NAME, type StaffSelf } from '@tour/shared';
import { isSignedOutError, staffClient } from './api/staffClient';
import {
  fetchSignedInMember,
  NO_FILTERS,
  staffKeys,
  useIsBrowser,
  type InboxFilters,
} from './api/staffQueries';
import { AccountSettings } from './account/AccountSettings';
import { ActivityLog } from './activity/ActivityLog';
import type { Announcer } from './leads/LeadDetail';
import { LeadsView } from './leads/LeadsView';
import { PrivacyRequests } from './privacy/PrivacyRequests';
import { TeamAccounts } from './team/TeamAccounts';
import { SignInPanel } from './signIn/SignInPanel';
import { viewOf, viewsFor } from './inboxViews';
import styles from './StaffInboxPage.module.css';

/**
 * /admin: the staff inbox (docs/api-and-data.md). Not for the public: not linked, not indexed. The
 * render server sends the same signed-out frame to everyone; who is signed in is asked in the
 * browser.
 */
export function StaffInboxPage() {
  return (
    <>
      <title>{`Staff inbox | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <div className={styles.page}>
        <StaffInbox />
      </div>
    </>
  );
}

function StaffInbox() {
  const client = useQueryClient();
  const browser = useIsBrowser();
  const [notice, setNotice] = useState<string | null>(null);
  const [justSignedIn, setJustSignedIn] = useState(false);
  const me = useQuery({
    queryKey: staffKeys.me,
    queryFn: ({ signal }) => fetchSignedInMember(signal),
    enabled: browser,
    staleTime: Infinity,
    retry: false,
  });

  const endSession = useCallback(
    (message: string) => {
      client.setQueryData(staffKeys.me, null);
      // Nothing a signed-out browser should keep: the leads leave memory with the session.
      client.removeQueries({
        queryKey: staffKeys.all,
        predicate: (query) => query.queryKey[1] !== 'me',
      });
      setJustSignedIn(false);
      setNotice(message);
    },
    [client],
  );

  if (!browser || me.isPending) {
    return (
      <div className={styles.checking} aria-busy="true">
        <span className="visually-hidden">Checking whether you are signed in…</span>
        <Skeleton height={28} width="50%" />
        <Skeleton height={44} />
        <Skeleton height={44} />
        <Skeleton height={52} />
      </div>
    );
  }

  if (me.isError) {
    return (
      <section className={styles.unreachable} aria-labelledby="staff-unreachable-title">
        <h1 id="staff-unreachable-title">The inbox cannot be reached</h1>
        <p>We could not reach the server. Please check your connection and try again.</p>
        <Button onClick={() => void me.refetch()}>Try again</Button>
      </section>
    );
  }

  if (!me.data) {
    return (
      <SignInPanel
        notice={notice}
        onSignedIn={() => {
          setNotice(null);
          setJustSignedIn(true);
        }}
      />
    );
  }

  return <Workspace member={me.data} focusOnStart={justSignedIn} onSessionEnded={endSession} />;
}

interface WorkspaceProps {
  member: StaffSelf;
  /** Just signed in: the page's heading takes focus, so the reader hears where they are. */
  focusOnStart: boolean;
  onSessionEnded: (message: string) => void;
}

function Workspace({ member, focusOnStart, onSessionEnded }: WorkspaceProps) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const view = viewOf(searchParams, member);
  // Kept while another view is open, so the leads come back filtered as they were.
  const [filters, setFilters] = useState<InboxFilters>(NO_FILTERS);
  const [said, setSaid] = useState<{ text: string; serial: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const viewNav = useRef<HTMLElement>(null);

  const sessionEnded = useCallback(
    () => onSessionEnded('Your session has ended. Please sign in again.'),
    [onSessionEnded],
  );
  const announce = useMemo<Announcer>(
    () => ({
      done(text) {
        setProblem(null);
        setSaid((last) => ({ text, serial: (last?.serial ?? 0) + 1 }));
      },
      failed(text) {
        setSaid(null);
        setProblem(text);
      },
    }),
    [],
  );

  const setupRequired = member.twoFactor.setupRequired;
  const colleagues = useQuery({
    queryKey: staffKeys.colleagues,
    queryFn: ({ signal }) => staffClient.colleagues(signal),
    // Refused (403) until the second factor is set up.
    enabled: !setupRequired,
    staleTime: 5 * 60_000,
    retry: false,
  });

  // During the setup the URL names the account view, so the recovery codes it ends with stay on
  // screen when the setup is done and every view opens.
  useEffect(() => {
    if (setupRequired && searchParams.get('view') !== 'account') {
      navigate({ search: '?view=account' }, { replace: true });
    }
  }, [navigate, searchParams, setupRequired]);

  const signOut = useMutation({
    mutationFn: () => staffClient.signOut(),
    onSuccess: () => onSessionEnded('You have signed out.'),
    onError(error) {
      if (isSignedOutError(error)) onSessionEnded('You have signed out.');
      else announce.failed('Signing out failed. Please try again.');
    },
  });

  useEffect(() => {
    if (focusOnStart) heading.current?.focus();
  }, [focusOnStart]);

  // On a phone the tabs scroll sideways: the open one is brought into the middle of the row.
  useEffect(() => {
    const nav = viewNav.current;
    const open = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !open) return;
    nav.scrollLeft = open.offsetLeft - nav.offsetLeft - (nav.clientWidth - open.offsetWidth) / 2;
  }, [view]);

  useEffect(() => {
    if (isSignedOutError(colleagues.error)) sessionEnded();
  }, [colleagues.error, sessionEnded]);

  // The page's live regions: what a change did, and what failed. The views that change things
  // each show them in their own place.
  const saidRegion = (
    <p className={styles.said} role="status">
      {said && (
        <>
          <span aria-hidden="true">✓</span> <span key={said.serial}>{said.text}</span>
        </>
      )}
    </p>
  );
  const problemRegion = (
    <p className={styles.problem} role="alert">
      {problem && (
        <>
          <span aria-hidden="true">⚠</span> {problem}
        </>
      )}
    </p>
  );

  return (
    <div className={styles.workspace}>
      <header className={styles.header}>
        <div>
          <h1 ref={heading} tabIndex={-1} className={styles.title}>
            Lead inbox
          </h1>
          <p className={styles.who}>
            Signed in as <strong>{member.name}</strong>{' '}
            <span className={styles.email}>({member.email})</span>,{' '}
            {member.role === 'owner' ? 'owner' : 'agent'}
          </p>
        </div>
        <Button variant="secondary" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
          {signOut.isPending ? 'Signing out…' : 'Sign out'}
        </Button>
      </header>

      <nav ref={viewNav} className={styles.views} aria-label="Inbox">
        {viewsFor(member).map(({ id, label }) => (
          <Link
            key={id}
            to={{ search: id === 'leads' ? '' : `?view=${id}` }}
            className={styles.view}
            aria-current={view === id ? 'page' : undefined}
          >
            {label}
          </Link>
        ))}
      </nav>

      {view === 'leads' && (
        <LeadsView
          filters={filters}
          onFiltersChange={setFilters}
          exportable={member.role === 'owner'}
          colleagues={colleagues.data ?? []}
          announce={announce}
          said={saidRegion}
          problem={problemRegion}
          onSignedOut={sessionEnded}
        />
      )}

      {view === 'activity' && (
        <ViewSection id="activity-title" title="Activity log">
          <ActivityLog onSignedOut={sessionEnded} />
        </ViewSection>
      )}

      {view === 'account' && (
        <ViewSection id="account-title" title="Your account">
          <AccountSettings member={member} onSignedOut={sessionEnded} />
        </ViewSection>
      )}

      {view === 'team' && (
        <ViewSection id="team-view-title" title="Team">
          <TeamAccounts member={member} onSignedOut={sessionEnded} />
        </ViewSection>
      )}

      {view === 'privacy' && (
        <ViewSection id="privacy-title" title="Privacy requests">
          <div className={styles.notices}>
            {saidRegion}
            {problemRegion}
          </div>
          <PrivacyRequests announce={announce} onSignedOut={sessionEnded} />
        </ViewSection>
      )}
    </div>
  );
}

/** A view other than the leads: a section under its own heading. */
function ViewSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.viewSection}>
      <h2 id={id} className={styles.viewTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
