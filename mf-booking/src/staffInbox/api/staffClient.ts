/**
 * The staff inbox's calls (docs/api-and-data.md; the contract is @tour/shared's
 * contracts/staff.ts), here with the inbox rather than in @tour/shared, so no public page loads
 * them. The session is an HttpOnly cookie the API sets on sign-in, so every call carries
 * credentials and none carries the public authCode. Errors are the client's usual ApiError: 401
 * when signed out, 429 when rate limited.
 */
import {
  ApiError,
  requestData,
  type RuntimeConfig,
  type StaffAccount,
  type StaffAccountChange,
  type StaffAccountCreation,
  type StaffAuditPage,
  type StaffCredentials,
  type StaffErasure,
  type StaffLead,
  type StaffLeadChange,
  type StaffLeadFilters,
  type StaffLeadPage,
  type StaffMember,
  type StaffPasswordChange,
  type StaffRecoveryCodes,
  type StaffSelf,
  type StaffSession,
  type StaffSubject,
  type StaffTwoFactorSetup,
  type StaffSubjectRecords,
} from '@tour/shared';

const staffCall = { withAuth: false, credentials: 'include' } as const;

/** The filters as query parameters, empty ones left out. */
function filterQuery(filters: StaffLeadFilters): Record<string, string | number | undefined> {
  const query: Record<string, string | number | undefined> = {};
  for (const [key, value] of Object.entries(filters) as [string, string | number | undefined][]) {
    if (value !== undefined && value !== '') query[key] = value;
  }
  return query;
}

export const staffClient = {
  signIn: (credentials: StaffCredentials) =>
    requestData<StaffMember>('/staff/sign-in', { ...staffCall, method: 'POST', body: credentials }),
  signOut: () => requestData<unknown>('/staff/sign-out', { ...staffCall, method: 'POST' }),
  /** Who is signed in; rejects with a 401 ApiError when nobody is. */
  me: (signal?: AbortSignal) => requestData<StaffSelf>('/staff/me', { ...staffCall, signal }),
  colleagues: (signal?: AbortSignal) =>
    requestData<StaffMember[]>('/staff/colleagues', { ...staffCall, signal }),
  leads: (filters: StaffLeadFilters, signal?: AbortSignal) =>
    requestData<StaffLeadPage>('/staff/leads', {
      ...staffCall,
      query: filterQuery(filters),
      signal,
    }),
  lead: (id: number, signal?: AbortSignal) =>
    requestData<StaffLead>(`/staff/leads/${id}`, { ...staffCall, signal }),
  changeLead: (id: number, change: StaffLeadChange) =>
    requestData<StaffLead>(`/staff/leads/${id}`, { ...staffCall, method: 'PATCH', body: change }),
  /** Sends the lead's dead-lettered notifications again. */
  redeliver: (id: number) =>
    requestData<StaffLead>(`/staff/leads/${id}/redeliver`, { ...staffCall, method: 'POST' }),
  audit: (cursor?: string | null, signal?: AbortSignal) =>
    requestData<StaffAuditPage>('/staff/audit', {
      ...staffCall,
      query: { cursor: cursor ?? undefined },
      signal,
    }),
  /** Everything held about one person (audited on the server). */
  subject: (subject: StaffSubject, signal?: AbortSignal) =>
    requestData<StaffSubjectRecords>('/staff/subjects', { ...staffCall, query: subject, signal }),
  changePassword: (change: StaffPasswordChange) =>
    requestData<unknown>('/staff/password', { ...staffCall, method: 'POST', body: change }),
  /** The signed-in member's own sessions. */
  sessions: (signal?: AbortSignal) =>
    requestData<StaffSession[]>('/staff/sessions', { ...staffCall, signal }),
  endSession: (id: string) =>
    requestData<unknown>(`/staff/sessions/${encodeURIComponent(id)}`, {
      ...staffCall,
      method: 'DELETE',
    }),
  /** A new authenticator secret; not in force until enableTwoFactor confirms a code. */
  setUpTwoFactor: () =>
    requestData<StaffTwoFactorSetup>('/staff/two-factor/setup', { ...staffCall, method: 'POST' }),
  enableTwoFactor: (code: string) =>
    requestData<StaffRecoveryCodes>('/staff/two-factor/enable', {
      ...staffCall,
      method: 'POST',
      body: { code },
    }),
  disableTwoFactor: (password: string) =>
    requestData<unknown>('/staff/two-factor/disable', {
      ...staffCall,
      method: 'POST',
      body: { password },
    }),
  /** Owners: every account. */
  accounts: (signal?: AbortSignal) =>
    requestData<StaffAccount[]>('/staff/accounts', { ...staffCall, signal }),
  addAccount: (account: StaffAccountCreation) =>
    requestData<StaffAccount>('/staff/accounts', { ...staffCall, method: 'POST', body: account }),
  changeAccount: (id: number, change: StaffAccountChange) =>
    requestData<StaffAccount>(`/staff/accounts/${id}`, {
      ...staffCall,
      method: 'PATCH',
      body: change,
    }),
  /** Deletes everything held about one person; there is no undo. */
  eraseSubject: (subject: StaffSubject) =>
    requestData<StaffErasure>('/staff/subjects/erase', {
      ...staffCall,
      method: 'POST',
      body: subject,
    }),
};

/**
 * The address of the CSV export of these filters (no cursor, no limit: the whole filtered list),
 * for a plain link: the browser sends the session cookie with the download.
 */
export function staffLeadsCsvUrl(config: RuntimeConfig, filters: StaffLeadFilters): string {
  const url = new URL(
    `${config.apiBaseUrl.replace(/\/$/, '')}/staff/leads.csv`,
    globalThis.location?.href ?? 'http://localhost',
  );
  for (const [key, value] of Object.entries(filterQuery(filters))) {
    if (value !== undefined && key !== 'cursor' && key !== 'limit') {
      url.searchParams.set(key, String(value));
    }
  }
  return url.toString();
}

/** The API said nobody is signed in (or the session ended). */
export const isSignedOutError = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'http' && error.status === 401;

/** The API refused because of too many attempts. */
export const isRateLimitedError = (error: unknown): boolean =>
  error instanceof ApiError && error.kind === 'http' && error.status === 429;
