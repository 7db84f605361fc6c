import { useEffect, useSyncExternalStore } from 'react';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import {
  type LeadStatus,
  type StaffLead,
  type StaffLeadFilters,
  type StaffLeadKind,
  type StaffLeadPage,
  type StaffLeadSummary,
  type StaffSelf,
} from '@tour/shared';
import { isSignedOutError, staffClient } from './staffClient';

/** How many leads one page of the list asks for. */
export const LEADS_PAGE_SIZE = 25;

/** What the filter bar holds; '' is "any". */
export interface InboxFilters {
  kind: StaffLeadKind | '';
  status: LeadStatus | '';
  from: string;
  to: string;
  destination: string;
  q: string;
}

export const NO_FILTERS: InboxFilters = {
  kind: '',
  status: '',
  from: '',
  to: '',
  destination: '',
  q: '',
};

/** The filters as the API takes them, empty ones left out. */
export function filterQuery(filters: InboxFilters): StaffLeadFilters {
  const query: StaffLeadFilters = {};
  if (filters.kind) query.kind = filters.kind;
  if (filters.status) query.status = filters.status;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.destination.trim()) query.destination = filters.destination.trim();
  if (filters.q.trim()) query.q = filters.q.trim();
  return query;
}

export const staffKeys = {
  all: ['staff'] as const,
  me: ['staff', 'me'] as const,
  colleagues: ['staff', 'colleagues'] as const,
  accounts: ['staff', 'accounts'] as const,
  leads: (filters: StaffLeadFilters) => ['staff', 'leads', filters] as const,
  lead: (id: number) => ['staff', 'lead', id] as const,
  audit: ['staff', 'audit'] as const,
};

/** Who is signed in, or null: a 401 is an answer here, not a failure. */
export async function fetchSignedInMember(signal?: AbortSignal): Promise<StaffSelf | null> {
  try {
    return await staffClient.me(signal);
  } catch (error) {
    if (isSignedOutError(error)) return null;
    throw error;
  }
}

const noSubscription = () => () => undefined;

/**
 * False on the render server and during hydration, true after: staff data is never fetched
 * on the server (the HTML is the same for everyone and may be cached), only in the browser.
 */
export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** Calls `onSignedOut` when a staff call answered 401 (the session ended or was revoked). */
export function useSignedOutWatch(error: unknown, onSignedOut: () => void): void {
  useEffect(() => {
    if (isSignedOutError(error)) onSignedOut();
  }, [error, onSignedOut]);
}

function summaryOf(lead: StaffLead): StaffLeadSummary {
  return {
    id: lead.id,
    reference: lead.reference,
    kind: lead.kind,
    status: lead.status,
    createdAt: lead.createdAt,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    destination: lead.destination,
    assignee: lead.assignee,
    delivery: lead.delivery,
  };
}

/** After a change: the lead whole, and its row in every list already loaded. */
export function storeChangedLead(client: QueryClient, lead: StaffLead): void {
  client.setQueryData(staffKeys.lead(lead.id), lead);
  const summary = summaryOf(lead);
  client.setQueriesData<InfiniteData<StaffLeadPage>>(
    { queryKey: ['staff', 'leads'] },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          leads: page.leads.map((row) => (row.id === lead.id ? summary : row)),
        })),
      },
  );
}
