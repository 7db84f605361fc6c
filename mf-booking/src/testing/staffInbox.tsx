/**
 * What the staff inbox's tests share (the tests beside each panel in src/staffInbox): Asha (an
 * owner) and Vikram (an agent), leads and accounts to list, a fake API each test answers for, and
 * the page rendered at a URL. The tests render the whole page, as staff meet each panel: behind
 * the sign-in, in its view. It lives in src/testing/, where ESLint lets tests set a location
 * (MemoryRouter), as in the apps' other testing modules.
 */
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import {
  createQueryClient,
  setRuntimeConfig,
  type StaffAccount,
  type StaffAccountChange,
  type StaffAccountCreation,
  type StaffLead,
  type StaffLeadSummary,
  type StaffSelf,
} from '@tour/shared';
import { StaffInboxPage } from '../staffInbox/StaffInboxPage';

const NO_SECOND_FACTOR = { enabled: false, setupRequired: false };
export const ASHA: StaffSelf = {
  id: 1,
  email: 'asha@ghumakkad.example',
  name: 'Asha Rao',
  role: 'owner',
  twoFactor: NO_SECOND_FACTOR,
};
export const VIKRAM: StaffSelf = {
  id: 2,
  email: 'vikram@ghumakkad.example',
  name: 'Vikram Singh',
  role: 'agent',
  twoFactor: NO_SECOND_FACTOR,
};

/** A lead as the list shows it: an enquiry to Goa, new, delivered, unless `extra` says else. */
export function summary(id: number, extra: Partial<StaffLeadSummary> = {}): StaffLeadSummary {
  return {
    id,
    reference: `GK-${1000 + id}`,
    kind: 'enquiry',
    status: 'new',
    createdAt: '2026-03-05T09:00:00Z',
    name: `Visitor ${id}`,
    phone: '+919812345678',
    email: `visitor${id}@example.com`,
    destination: 'Goa',
    assignee: null,
    delivery: 'delivered',
    ...extra,
  };
}

/** The lead `row` whole, as its page shows it: what the visitor sent, notes and history. */
export function whole(row: StaffLeadSummary, extra: Partial<StaffLead> = {}): StaffLead {
  return {
    ...row,
    payload: {
      name: row.name,
      phone: row.phone,
      departureCity: 'Pune',
      departureDate: '2026-12-20',
      people: 4,
      notes: 'Vegetarian meals please',
    },
    notes: 'Called once, no answer.',
    privacyNotice: { version: '2026-01', known: true, acceptedAt: '2026-03-05T09:00:00Z' },
    history: [
      {
        id: 7,
        at: '2026-03-05T10:00:00Z',
        actor: ASHA.email,
        action: 'read',
        leadId: row.id,
        leadIds: [row.id],
        ip: '203.0.113.7',
        detail: 'opened',
      },
    ],
    ...extra,
  };
}

/** What the fake API answers: a status and the JSON body. */
export interface Answer {
  status: number;
  body: unknown;
}

export const ok = (data: unknown): Answer => ({
  status: 200,
  body: { code: 1, message: 'ok', data },
});
export const refused = (status: number, message: string): Answer => ({
  status,
  body: { code: 0, message },
});

export type FakeAnswer = (url: URL, init: RequestInit) => Answer;

/** Every call the page made this test, oldest first. */
const calls: { url: URL; init: RequestInit }[] = [];

/**
 * The API the page talks to in these tests: each test sets how it answers; every call is
 * recorded.
 */
export const fakeApi = {
  /** How it answers now: a test sets it, often wrapping the answer before it. */
  answer: ((): Answer => refused(404, 'Not found')) as FakeAnswer,

  /** The calls made to `path` with `method`, oldest first. */
  callsTo(path: string, method = 'GET') {
    return calls.filter(
      (call) => call.url.pathname === path && (call.init.method ?? 'GET') === method,
    );
  },

  /** Before each test: no calls yet, and fetch answered by `answer` (cities for the filters). */
  install() {
    beforeEach(() => {
      calls.length = 0;
      setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
      globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        const url = new URL(String(input));
        calls.push({ url, init });
        const answer =
          url.pathname === '/package/get-all-cities'
            ? ok([{ id: 1, name: 'Goa' }])
            : fakeApi.answer(url, init);
        return {
          ok: answer.status >= 200 && answer.status < 300,
          status: answer.status,
          statusText: '',
          json: async () => answer.body,
        } as Response;
      }) as typeof fetch;
    });
  },

  /** Answers as an API where Asha is signed in and the leads are `rows`, two to a page. */
  signedIn(rows: StaffLeadSummary[], overrides: Partial<Record<string, Answer>> = {}) {
    const leads = new Map(rows.map((row) => [row.id, whole(row)]));
    fakeApi.answer = (url, init) => {
      const method = init.method ?? 'GET';
      const key = `${method} ${url.pathname}`;
      if (overrides[key]) return overrides[key];
      if (key === 'GET /staff/me') return ok(ASHA);
      if (key === 'GET /staff/colleagues') return ok([ASHA, VIKRAM]);
      if (key === 'GET /staff/leads') {
        const start = Number(url.searchParams.get('cursor') ?? 0);
        const page = rows.slice(start, start + 2);
        return ok({ leads: page, nextCursor: start + 2 < rows.length ? String(start + 2) : null });
      }
      const match = /^\/staff\/leads\/(\d+)$/.exec(url.pathname);
      const lead = match ? leads.get(Number(match[1])) : undefined;
      if (lead && method === 'GET') return ok(lead);
      if (lead && method === 'PATCH') {
        const change = JSON.parse(String(init.body)) as {
          status?: StaffLead['status'];
          notes?: string;
          assigneeId?: number | null;
        };
        const changed: StaffLead = {
          ...lead,
          ...(change.status ? { status: change.status } : {}),
          ...(change.notes !== undefined ? { notes: change.notes } : {}),
          ...(change.assigneeId !== undefined
            ? { assignee: [ASHA, VIKRAM].find((m) => m.id === change.assigneeId) ?? null }
            : {}),
        };
        leads.set(lead.id, changed);
        return ok(changed);
      }
      if (key === 'POST /staff/sign-out') return ok(null);
      return refused(404, 'Not found');
    };
  },
};

/** The inbox at `entry`, in a fresh query cache, as the browser gets it. */
export function renderPage(entry = '/admin') {
  const client = createQueryClient({ server: true });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <StaffInboxPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** A staff account as the team view lists it: made on 1 Nov 2026, on, without a second factor. */
export const staffAccount = (
  id: number,
  name: string,
  role: StaffAccount['role'],
  extra: Partial<StaffAccount> = {},
): StaffAccount => ({
  id,
  email: `${name.split(' ')[0]!.toLowerCase()}@ghumakkad.example`,
  name,
  role,
  createdAt: '2026-11-01T06:00:00Z',
  disabledAt: null,
  twoFactorEnabled: false,
  lastSignInAt: null,
  ...extra,
});

/** The accounts API over `team`, refusing what the real one refuses. */
export function fakeTeamApi(team: StaffAccount[]) {
  fakeApi.signedIn([summary(1)]);
  const inbox = fakeApi.answer;
  fakeApi.answer = (url, init) => {
    const method = init.method ?? 'GET';
    if (url.pathname === '/staff/accounts' && method === 'GET') return ok([...team]);
    if (url.pathname === '/staff/accounts' && method === 'POST') {
      const body = JSON.parse(String(init.body)) as StaffAccountCreation;
      if (team.some((one) => one.email === body.email)) {
        return refused(409, 'An account with this email address already exists.');
      }
      const added = staffAccount(team.length + 1, body.name ?? body.email, body.role, {
        email: body.email,
      });
      team.push(added);
      return ok(added);
    }
    const match = /^\/staff\/accounts\/(\d+)$/.exec(url.pathname);
    if (match && method === 'PATCH') {
      const change = JSON.parse(String(init.body)) as StaffAccountChange;
      const index = team.findIndex((one) => one.id === Number(match[1]));
      const owners = team.filter((one) => one.role === 'owner' && !one.disabledAt);
      if (change.role === 'agent' && owners.length === 1) {
        return refused(
          409,
          'The agency needs at least one enabled owner. Make another account an owner first.',
        );
      }
      const changed: StaffAccount = {
        ...team[index]!,
        ...(change.role ? { role: change.role } : {}),
        ...(change.disabled !== undefined
          ? { disabledAt: change.disabled ? '2026-11-28T07:00:00Z' : null }
          : {}),
      };
      team[index] = changed;
      return ok(changed);
    }
    return inbox(url, init);
  };
}
