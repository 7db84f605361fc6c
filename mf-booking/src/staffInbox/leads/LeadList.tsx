import type { MouseEvent } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { Button, Skeleton, type StaffLeadFilters } from '@tour/shared';
import { staffClient } from '../api/staffClient';
import { budgetSpentText } from './budgetSpent';
import { NextPage } from '../NextPage';
import { deliveryWarning, formatDateTime, KIND_LABELS } from '../labels';
import { LEADS_PAGE_SIZE, staffKeys, useSignedOutWatch } from '../api/staffQueries';
import { DeliveryWarning, StatusBadge } from './StatusBadge';
import inbox from '../inbox.module.css';
import styles from './LeadList.module.css';

/** The id of a lead's row link, for returning focus to it. */
export const leadRowId = (id: number) => `lead-row-${id}`;

interface LeadListProps {
  filters: StaffLeadFilters;
  selectedId: number | null;
  onSelect: (id: number) => void;
  onSignedOut: () => void;
}

/** The leads that match the filters, newest first, a page at a time ("Load more"). */
export function LeadList({ filters, selectedId, onSelect, onSignedOut }: LeadListProps) {
  const leads = useInfiniteQuery({
    queryKey: staffKeys.leads(filters),
    queryFn: ({ pageParam, signal }) =>
      staffClient.leads(
        { ...filters, limit: LEADS_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) },
        signal,
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    // Staff work on what came in a moment ago: a list older than this is asked for again.
    staleTime: 15_000,
    retry: false,
    // A new filter keeps the old rows on show (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });
  useSignedOutWatch(leads.error, onSignedOut);

  if (leads.isPending) {
    return (
      <div className={styles.list} aria-busy="true">
        <span className="visually-hidden">Loading leads…</span>
        {[0, 1, 2, 3, 4].map((row) => (
          <div key={row} className={styles.skeletonRow}>
            <Skeleton width="40%" height={14} />
            <Skeleton width="70%" height={18} />
            <Skeleton width="55%" height={14} />
          </div>
        ))}
      </div>
    );
  }

  if (leads.isError && !leads.data) {
    return (
      <div className={inbox.card}>
        <p>
          {budgetSpentText(leads.error) ??
            'The leads could not be loaded. Please check your connection and try again.'}
        </p>
        <Button variant="secondary" onClick={() => void leads.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  const rows = leads.data.pages.flatMap((page) => page.leads);
  const updating = leads.isPlaceholderData;

  function open(event: MouseEvent<HTMLAnchorElement>, id: number) {
    // Ctrl/⌘-click and middle-click open the lead in a new tab, as a link does.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) {
      return;
    }
    event.preventDefault();
    onSelect(id);
  }

  return (
    <div className={styles.wrap} aria-busy={updating || undefined}>
      <p className={styles.count}>
        {rows.length === 0
          ? 'No leads match these filters.'
          : `${rows.length} ${rows.length === 1 ? 'lead' : 'leads'} shown${
              leads.hasNextPage ? ', more to load' : ''
            }`}
      </p>
      {rows.length > 0 && (
        <ul className={`${styles.list} ${updating ? styles.updating : ''}`} aria-label="Leads">
          {rows.map((lead) => {
            const warning = deliveryWarning(lead.delivery);
            const selected = lead.id === selectedId;
            return (
              <li key={lead.id}>
                <a
                  id={leadRowId(lead.id)}
                  href={`?lead=${lead.id}`}
                  className={`${styles.row} ${selected ? styles.selected : ''}`}
                  aria-current={selected ? 'true' : undefined}
                  onClick={(event) => open(event, lead.id)}
                >
                  <span className={styles.top}>
                    <span className={styles.reference}>{lead.reference}</span>
                    <span className={styles.kind}>{KIND_LABELS[lead.kind]}</span>
                    <StatusBadge status={lead.status} />
                  </span>
                  <span className={styles.name}>
                    {lead.name ?? lead.email ?? 'No name given'}
                    {lead.destination && (
                      <span className={styles.destination}>
                        <span aria-hidden="true"> · </span>
                        <span className="visually-hidden">, destination </span>
                        {lead.destination}
                      </span>
                    )}
                  </span>
                  <span className={styles.meta}>
                    <span>
                      <span className="visually-hidden">Received </span>
                      <time dateTime={lead.createdAt}>{formatDateTime(lead.createdAt)}</time>
                    </span>
                    <span>
                      {lead.assignee ? `Assigned to ${lead.assignee.name}` : 'Not assigned'}
                    </span>
                  </span>
                  {warning && <DeliveryWarning text={warning} compact />}
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <NextPage
        list={leads}
        label="Load more"
        failed={budgetSpentText(leads.error) ?? 'More leads could not be loaded. Please try again.'}
      />
    </div>
  );
}
