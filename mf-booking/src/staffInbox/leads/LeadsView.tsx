import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { mediaQueryMatches, useRuntimeConfig, type StaffMember } from '@tour/shared';
import { staffLeadsCsvUrl } from '../api/staffClient';
import { filterQuery, type InboxFilters } from '../api/staffQueries';
import { SIDE_BY_SIDE, selectedLead } from '../inboxViews';
import { LeadDetail, type Announcer } from './LeadDetail';
import { LeadFilters } from './LeadFilters';
import { LeadList, leadRowId } from './LeadList';
import inbox from '../inbox.module.css';
import styles from './LeadsView.module.css';

interface LeadsViewProps {
  filters: InboxFilters;
  onFiltersChange: (next: InboxFilters) => void;
  /** Owners may export the leads the filters show as CSV. */
  exportable: boolean;
  colleagues: StaffMember[];
  announce: Announcer;
  /** The page's live regions: what a change did, and what failed. */
  said: ReactNode;
  problem: ReactNode;
  onSignedOut: () => void;
}

/**
 * The leads: the filters above, the list beside the lead named in the URL (`?lead=12`), or one at
 * a time on a phone.
 */
export function LeadsView({
  filters,
  onFiltersChange,
  exportable,
  colleagues,
  announce,
  said,
  problem,
  onSignedOut,
}: LeadsViewProps) {
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const selectedId = selectedLead(searchParams);
  const query = useMemo(() => filterQuery(filters), [filters]);

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

  return (
    <>
      <div className={styles.tools}>
        <LeadFilters value={filters} onChange={onFiltersChange} />
        <div className={styles.toolRow}>
          {said}
          {exportable && (
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
        {problem}
      </div>
      <div className={styles.panes} data-lead-open={selectedId !== null ? 'true' : undefined}>
        <section className={styles.listPane} aria-labelledby="lead-list-title">
          <h2 id="lead-list-title" className="visually-hidden">
            Leads, newest first
          </h2>
          <LeadList
            filters={query}
            selectedId={selectedId}
            onSelect={select}
            onSignedOut={onSignedOut}
          />
        </section>
        <div className={styles.detailPane}>
          {selectedId !== null ? (
            <LeadDetail
              key={selectedId}
              id={selectedId}
              colleagues={colleagues}
              announce={announce}
              onBack={back}
              onSignedOut={onSignedOut}
            />
          ) : (
            <div className={styles.placeholder}>
              <p>Choose a lead to see it whole, change its status, assign it or add notes.</p>
            </div>
          )}
        </div>
      </div>
    </>
  );
}
