import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Skeleton,
  SITE_NAME,
  useRuntimeConfig,
  type StaffSelf,
  mediaQueryMatches,
} from '@tour/shared';
import { isSignedOutError, staffClient, staffLeadsCsvUrl } from './api/staffClient';
import { AccountSettings } from './account/AccountSettings';
import { ActivityLog } from './activity/ActivityLog';
import { LeadDetail, type Announcer } from './leads/LeadDetail';
import { LeadFilters } from './leads/LeadFilters';
import { LeadList, leadRowId } from './leads/LeadList';
import {
  fetchSignedInMember,
  filterQuery,
  NO_FILTERS,
  staffKeys,
  useIsBrowser,
  type InboxFilters,
} from './api/staffQueries';
import { PrivacyRequests } from './privacy/PrivacyRequests';
import { TeamAccounts } from './team/TeamAccounts';
import { SignInPanel } from './signIn/SignInPanel';
import inbox from './inbox.module.css';
import styles from './StaffInboxPage.module.css';

/** Where the list and the lead sit side by side (below it, one at a time). */
const SIDE_BY_SIDE = '(min-width: 1024px)';

/** The inbox's views, each its own URL: the leads (`/admin`), the others `?view=<id>`. */
const VIEWS = [
  { id: 'leads', label: 'Leads', ownersOnly: false },
  { id: 'activity', label: 'Activity log', ownersOnly: true },
  { id: 'privacy', label: 'Privacy requests', ownersOnly: true },
  { id: 'team', label: 'Team', ownersOnly: true },
  { id: 'account', label: 'Your account', ownersOnly: false },
] as const;
type InboxView = (typeof VIEWS)[number]['id'];

/** The views this member may open: agents work leads; the rest is the owners' (the API agrees). */
const viewsFor = (member: StaffSelf) =>
  member.twoFactor.setupRequired
    ? VIEWS.filter((view) => view.id === 'account')
    : VIEWS.filter((view) => member.role === 'owner' || !view.ownersOnly);

function viewOf(search: URLSearchParams, member: StaffSelf): InboxView {
  const views = viewsFor(member);
  const named = views.find((view) => view.id === search.get('view'));
  return named?.id ?? views[0]?.id ?? 'leads';
}

/** The lead named in the URL (`/admin?lead=12`), or null. */
function selectedLead(search: URLSearchParams): number | null {
  const id = Number(search.get('lead'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * /admin: the staff inbox (issue 24). Not for the public: not linked, not indexed. The render
 * server sends the same signed-out frame to everyone; who is signed in is asked in the browser.
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
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const selectedId = selectedLead(searchParams);
  const view = viewOf(searchParams, member);
  const [filters, setFilters] = useState<InboxFilters>(NO_FILTERS);
  const query = useMemo(() => filterQuery(filters), [filters]);
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

  // Back from a lead (phones): focus returns to its row in the list.
  const lastSelected = useRef(selectedId);
  useEffect(() => {
    const previous = lastSelected.current;
    lastSelected.current = selectedId;
    if (previous !== null && selectedId === null) {
      document.getElementById(leadRowId(previous))?.focus();
    }
  }, [selectedId]);

  const select = useCallback(
    (id: number) => {
      // Side by side, choosing another lead replaces the entry; on a phone the lead is a step
      // of its own, so the browser's Back returns to the list too.
      const sideBySide = mediaQueryMatches(SIDE_BY_SIDE);
      navigate(
        { search: `?lead=${id}` },
        sideBySide ? { replace: true } : { state: { fromList: true } },
      );
    },
    [navigate],
  );

  const back = useCallback(() => {
    const state = location.state as { fromList?: boolean } | null;
    if (state?.fromList) navigate(-1);
    else navigate({ search: '' }, { replace: true });
  }, [location.state, navigate]);

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
        <div className={styles.tools}>
          <LeadFilters value={filters} onChange={setFilters} />
          <div className={styles.toolRow}>
            {saidRegion}
            {member.role === 'owner' && (
              <a
                className={`${inbox.linkButton} ${styles.export}`}
                href={staffLeadsCsvUrl(config, query)}
                download
              >
                Export CSV
                <span className="visually-hidden"> of the leads these filters show</span>
              </a>
            )}
          </div>
          {problemRegion}
        </div>
      )}

      {view === 'activity' && (
        <section aria-labelledby="activity-title" className={styles.viewSection}>
          <h2 id="activity-title" className={styles.viewTitle}>
            Activity log
          </h2>
          <ActivityLog onSignedOut={sessionEnded} />
        </section>
      )}

      {view === 'account' && (
        <section aria-labelledby="account-title" className={styles.viewSection}>
          <h2 id="account-title" className={styles.viewTitle}>
            Your account
          </h2>
          <AccountSettings member={member} onSignedOut={sessionEnded} />
        </section>
      )}

      {view === 'team' && (
        <section aria-labelledby="team-view-title" className={styles.viewSection}>
          <h2 id="team-view-title" className={styles.viewTitle}>
            Team
          </h2>
          <TeamAccounts member={member} onSignedOut={sessionEnded} />
        </section>
      )}

      {view === 'privacy' && (
        <section aria-labelledby="privacy-title" className={styles.viewSection}>
          <h2 id="privacy-title" className={styles.viewTitle}>
            Privacy requests
          </h2>
          <div className={styles.notices}>
            {saidRegion}
            {problemRegion}
          </div>
          <PrivacyRequests announce={announce} onSignedOut={sessionEnded} />
        </section>
      )}

      {view === 'leads' && (
        <div className={styles.panes} data-lead-open={selectedId !== null ? 'true' : undefined}>
          <section className={styles.listPane} aria-labelledby="lead-list-title">
            <h2 id="lead-list-title" className="visually-hidden">
              Leads, newest first
            </h2>
            <LeadList
              filters={query}
              selectedId={selectedId}
              onSelect={select}
              onSignedOut={sessionEnded}
            />
          </section>
          <div className={styles.detailPane}>
            {selectedId !== null ? (
              <LeadDetail
                key={selectedId}
                id={selectedId}
                colleagues={colleagues.data ?? []}
                announce={announce}
                onBack={back}
                onSignedOut={sessionEnded}
              />
            ) : (
              <div className={styles.placeholder}>
                <p>Choose a lead to see it whole, change its status, assign it or add notes.</p>
              </div>
            )}
          </div>
        </div>
      )}
    </div>
  );
}
