import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import {
  createQueryClient,
  setRuntimeConfig,
  type StaffLead,
  type StaffLeadSummary,
  type StaffSelf,
} from '@tour/shared';
import { StaffInboxPage } from './StaffInboxPage';

const NO_SECOND_FACTOR = { enabled: false, setupRequired: false };
const ASHA: StaffSelf = {
  id: 1,
  email: 'asha@ghumakkad.example',
  name: 'Asha Rao',
  role: 'owner',
  twoFactor: NO_SECOND_FACTOR,
};
const VIKRAM: StaffSelf = {
  id: 2,
  email: 'vikram@ghumakkad.example',
  name: 'Vikram Singh',
  role: 'agent',
  twoFactor: NO_SECOND_FACTOR,
};

function summary(id: number, extra: Partial<StaffLeadSummary> = {}): StaffLeadSummary {
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

function whole(row: StaffLeadSummary, extra: Partial<StaffLead> = {}): StaffLead {
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
    privacyNotice: { version: '2026-01', acceptedAt: '2026-03-05T09:00:00Z' },
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

interface Answer {
  status: number;
  body: unknown;
}

const ok = (data: unknown): Answer => ({ status: 200, body: { code: 1, message: 'ok', data } });
const refused = (status: number, message: string): Answer => ({
  status,
  body: { code: 0, message },
});

/** A fake API: each test sets how it answers; every call is recorded. */
let api: (url: URL, init: RequestInit) => Answer;
const calls: { url: URL; init: RequestInit }[] = [];

function callsTo(path: string, method = 'GET') {
  return calls.filter(
    (call) => call.url.pathname === path && (call.init.method ?? 'GET') === method,
  );
}

beforeEach(() => {
  calls.length = 0;
  setRuntimeConfig({ apiBaseUrl: 'http://api.test' });
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    calls.push({ url, init });
    const answer =
      url.pathname === '/package/get-all-cities' ? ok([{ id: 1, name: 'Goa' }]) : api(url, init);
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: '',
      json: async () => answer.body,
    } as Response;
  }) as typeof fetch;
});

/** An API where Asha is signed in and the leads are `rows`, two to a page. */
function signedInApi(rows: StaffLeadSummary[], overrides: Partial<Record<string, Answer>> = {}) {
  const leads = new Map(rows.map((row) => [row.id, whole(row)]));
  api = (url, init) => {
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
}

function renderPage(entry = '/admin') {
  const client = createQueryClient({ server: true });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[entry]}>
        <StaffInboxPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('StaffInboxPage', () => {
  it('renders on the server signed out, unindexed, without asking for staff data', () => {
    api = () => ok(ASHA);
    const html = renderToString(
      <QueryClientProvider client={createQueryClient({ server: true })}>
        <MemoryRouter initialEntries={['/admin']}>
          <StaffInboxPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('Lead inbox');
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  describe('signing in', () => {
    beforeEach(() => {
      api = (url) => (url.pathname === '/staff/me' ? refused(401, 'Sign in') : refused(404, ''));
    });

    it('asks for both fields before sending anything', async () => {
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Sign in' }));
      expect(screen.getByText('Enter your work email')).toBeInTheDocument();
      expect(screen.getByText('Enter your password')).toBeInTheDocument();
      expect(callsTo('/staff/sign-in', 'POST')).toHaveLength(0);
    });

    it.each([
      [401, 'That email and password do not match a staff account.'],
      [429, 'Too many failed sign-ins. Please try again in 42 seconds.'],
    ])('says why a sign-in answered %i, in words', async (status, words) => {
      const user = userEvent.setup();
      const me = api;
      api = (url, init) =>
        url.pathname === '/staff/sign-in'
          ? refused(status, 'Too many failed sign-ins. Please try again in 42 seconds.')
          : me(url, init);
      renderPage();
      await user.type(await screen.findByLabelText('Work email'), 'asha@ghumakkad.example');
      await user.type(screen.getByLabelText('Password'), 'wrong password');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(words);
      expect(screen.queryByRole('heading', { name: 'Lead inbox' })).not.toBeInTheDocument();
    });

    it('asks for the authenticator code when the account has one, keeping the password', async () => {
      const user = userEvent.setup();
      let signedIn = false;
      signedInApi([summary(1)]);
      const inbox = api;
      api = (url, init) => {
        if (url.pathname === '/staff/sign-in') {
          const body = JSON.parse(String(init.body)) as { code?: string };
          if (body.code !== '123456') {
            return {
              status: 401,
              body: {
                code: 0,
                message: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
                data: { secondFactor: 'required' },
              },
            };
          }
          signedIn = true;
          return ok(ASHA);
        }
        if (!signedIn && url.pathname === '/staff/me') return refused(401, 'Sign in');
        return inbox(url, init);
      };
      renderPage();
      await user.type(await screen.findByLabelText('Work email'), 'asha@ghumakkad.example');
      await user.type(screen.getByLabelText('Password'), 'correct horse');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      const code = await screen.findByLabelText('Authenticator code or recovery code');
      expect(screen.getByRole('alert')).toHaveTextContent('Enter the 6-digit code');
      await user.type(code, '123 456');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('heading', { name: 'Lead inbox' })).toBeInTheDocument();
      const [, second] = callsTo('/staff/sign-in', 'POST');
      expect(JSON.parse(String(second?.init.body))).toEqual({
        email: 'asha@ghumakkad.example',
        password: 'correct horse',
        code: '123456',
      });
    });

    it('signs in with credentials and opens the inbox', async () => {
      const user = userEvent.setup();
      let signedIn = false;
      const rows = [summary(1)];
      signedInApi(rows);
      const inbox = api;
      api = (url, init) => {
        if (url.pathname === '/staff/sign-in') {
          signedIn = true;
          return ok(ASHA);
        }
        if (!signedIn && url.pathname === '/staff/me') return refused(401, 'Sign in');
        return inbox(url, init);
      };
      renderPage();
      await user.type(await screen.findByLabelText('Work email'), ' asha@ghumakkad.example ');
      await user.type(screen.getByLabelText('Password'), 'correct horse');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));

      const heading = await screen.findByRole('heading', { name: 'Lead inbox' });
      expect(heading).toHaveFocus();
      expect(screen.getByText('Asha Rao')).toBeInTheDocument();
      const [signIn] = callsTo('/staff/sign-in', 'POST');
      expect(signIn?.init.credentials).toBe('include');
      expect(JSON.parse(String(signIn?.init.body))).toEqual({
        email: 'asha@ghumakkad.example',
        password: 'correct horse',
      });
      expect(await screen.findByText('Visitor 1')).toBeInTheDocument();
    });
  });

  it('shows an agent the leads only: no export, activity log or privacy requests', async () => {
    signedInApi([summary(1)], { 'GET /staff/me': ok(VIKRAM) });
    renderPage('/admin?view=privacy');
    expect(await screen.findByText('Visitor 1')).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Inbox' });
    expect(
      within(views)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Leads', 'Your account']);
    expect(screen.queryByText('Export CSV')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Privacy requests' })).not.toBeInTheDocument();
  });

  it('keeps an owner who must set up two-factor on the setup, then shows the recovery codes', async () => {
    const user = userEvent.setup();
    const pending: StaffSelf = { ...ASHA, twoFactor: { enabled: false, setupRequired: true } };
    signedInApi([summary(1)], {
      'GET /staff/me': ok(pending),
      'GET /staff/sessions': ok([
        {
          id: 's1',
          createdAt: '2026-11-28T06:00:00Z',
          lastSeenAt: '2026-11-28T06:10:00Z',
          expiresAt: '2026-11-28T18:00:00Z',
          idleExpiresAt: '2026-11-28T06:40:00Z',
          current: true,
          device: 'Firefox on Windows',
        },
      ]),
      'POST /staff/two-factor/setup': ok({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Ghumakkad:asha?secret=JBSWY3DPEHPK3PXP',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
      'POST /staff/two-factor/enable': ok({ recoveryCodes: ['abcd-efgh-ijkl', 'mnop-qrst-uvwx'] }),
    });
    renderPage('/admin');
    expect(await screen.findByText(/asks owners to use an authenticator app/)).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Inbox' });
    expect(
      within(views)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Your account']);
    expect(await screen.findByText('Firefox on Windows')).toBeInTheDocument();
    expect(screen.getByText('This browser')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR code of your authenticator key' })).toBeVisible();
    await user.type(screen.getByLabelText('The 6-digit code the app shows'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(2);
    const [enable] = callsTo('/staff/two-factor/enable', 'POST');
    expect(JSON.parse(String(enable?.init.body))).toEqual({ code: '123456' });
  });

  it('lists leads newest first with what staff need, and loads more with the cursor', async () => {
    const user = userEvent.setup();
    signedInApi([
      summary(3, { delivery: 'dead', assignee: VIKRAM, status: 'contacted' }),
      summary(2, { kind: 'booking', destination: 'Kerala', delivery: 'retrying' }),
      summary(1, { kind: 'contact', destination: null }),
    ]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Leads' });
    let rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(first).toHaveTextContent('GK-1003');
    expect(first).toHaveTextContent('Enquiry');
    expect(first).toHaveTextContent('Visitor 3');
    expect(first).toHaveTextContent('Goa');
    // 09:00 UTC is 2:30 pm in India.
    expect(first).toHaveTextContent(/5 Mar 2026, 2:30\s?pm/i);
    expect(first).toHaveTextContent('Contacted');
    expect(first).toHaveTextContent('Assigned to Vikram Singh');
    expect(first).toHaveTextContent(/Notification failed/);
    expect(rows[1]).toHaveTextContent('Booking request');
    expect(rows[1]).toHaveTextContent(/Notification delayed/);
    expect(rows[1]).toHaveTextContent('Not assigned');

    const [firstPage] = callsTo('/staff/leads');
    expect(firstPage?.url.searchParams.get('cursor')).toBeNull();
    expect(firstPage?.init.credentials).toBe('include');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(callsTo('/staff/leads').at(-1)?.url.searchParams.get('cursor')).toBe('2');
    rows = within(list).getAllByRole('listitem');
    expect(rows[2]).toHaveTextContent('Contact message');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks again with the filters, and exports what they show', async () => {
    const user = userEvent.setup();
    signedInApi([summary(1)]);
    renderPage();
    await screen.findByText('Visitor 1');

    await user.selectOptions(screen.getByLabelText('Kind'), 'booking');
    await waitFor(() =>
      expect(callsTo('/staff/leads').at(-1)?.url.searchParams.get('kind')).toBe('booking'),
    );
    await user.selectOptions(screen.getByLabelText('Status'), 'quoted');
    await user.type(screen.getByLabelText('Search'), 'meera');
    await waitFor(() =>
      expect(callsTo('/staff/leads').at(-1)?.url.searchParams.get('q')).toBe('meera'),
    );
    const last = callsTo('/staff/leads').at(-1)?.url.searchParams;
    expect(last?.get('kind')).toBe('booking');
    expect(last?.get('status')).toBe('quoted');

    const exportLink = screen.getByRole('link', { name: /Export CSV/ });
    const href = new URL(exportLink.getAttribute('href') ?? '');
    expect(href.origin + href.pathname).toBe('http://api.test/staff/leads.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      kind: 'booking',
      status: 'quoted',
      q: 'meera',
    });
  });

  it('shows a lead whole and changes its status, assignee and notes', async () => {
    const user = userEvent.setup();
    signedInApi([summary(1)]);
    renderPage();
    await user.click(await screen.findByRole('link', { name: /GK-1001/ }));

    const heading = await screen.findByRole('heading', { level: 2, name: /GK-1001/ });
    expect(heading).toHaveFocus();
    const sent = await screen.findByRole('region', { name: 'What the visitor sent' });
    const field = (label: string) =>
      within(sent).getByText(label).closest('div')?.querySelector('dd')?.textContent;
    expect(field('Departure city')).toBe('Pune');
    expect(field('Departure date')).toBe('2026-12-20');
    expect(field('Travellers')).toBe('4');
    expect(field('Visitor’s notes')).toBe('Vegetarian meals please');
    expect(sent).toHaveTextContent(/Privacy notice version 2026-01 shown/);
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('opened');
    expect(screen.getByLabelText('Notes')).toHaveValue('Called once, no answer.');

    await user.selectOptions(screen.getByLabelText('Set status'), 'contacted');
    await waitFor(() => expect(screen.getByText('Status set to Contacted.')).toBeInTheDocument());
    const [patch] = callsTo('/staff/leads/1', 'PATCH');
    expect(patch?.init.credentials).toBe('include');
    expect(JSON.parse(String(patch?.init.body))).toEqual({ status: 'contacted' });
    // The row in the list follows.
    expect(screen.getByRole('link', { name: /GK-1001/ })).toHaveTextContent('Contacted');

    await user.selectOptions(screen.getByLabelText('Assign to'), 'Vikram Singh');
    expect(await screen.findByText('Assigned to Vikram Singh.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('/staff/leads/1', 'PATCH').at(-1)?.init.body))).toEqual({
      assigneeId: 2,
    });

    await user.clear(screen.getByLabelText('Notes'));
    await user.type(screen.getByLabelText('Notes'), 'Quoted ₹45,000 for four.');
    await user.click(screen.getByRole('button', { name: 'Save notes' }));
    expect(await screen.findByText('Notes saved.')).toBeInTheDocument();
    expect(JSON.parse(String(callsTo('/staff/leads/1', 'PATCH').at(-1)?.init.body))).toEqual({
      notes: 'Quoted ₹45,000 for four.',
    });
    expect(screen.getByRole('button', { name: 'Save notes' })).toBeDisabled();
  });

  it('goes back from a lead to its row in the list', async () => {
    const user = userEvent.setup();
    signedInApi([summary(1), summary(2)]);
    renderPage();
    await user.click(await screen.findByRole('link', { name: /GK-1002/ }));
    await screen.findByRole('heading', { level: 2, name: /GK-1002/ });
    await user.click(screen.getByRole('button', { name: /Back to leads/ }));
    await waitFor(() => expect(screen.getByRole('link', { name: /GK-1002/ })).toHaveFocus());
    expect(screen.queryByRole('heading', { level: 2, name: /GK-1002/ })).not.toBeInTheDocument();
  });

  it('returns to sign-in, saying why, when the session has ended', async () => {
    signedInApi([summary(1)], { 'GET /staff/leads': refused(401, 'Signed out') });
    renderPage();
    expect(
      await screen.findByText('Your session has ended. Please sign in again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signs out', async () => {
    const user = userEvent.setup();
    signedInApi([summary(1)]);
    renderPage();
    await screen.findByText('Visitor 1');
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('You have signed out.')).toBeInTheDocument();
    expect(callsTo('/staff/sign-out', 'POST')).toHaveLength(1);
    expect(screen.queryByText('Visitor 1')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign in to the lead inbox' })).toHaveFocus();
  });

  it('sends a lead whose notification failed again', async () => {
    const user = userEvent.setup();
    const dead = summary(3, { delivery: 'dead' });
    signedInApi([dead], {
      'POST /staff/leads/3/redeliver': ok(whole({ ...dead, delivery: 'pending' })),
    });
    renderPage('/admin?lead=3');
    const detail = await screen.findByRole('article');
    expect(
      await within(detail).findByText(/the agency was not told of this lead/),
    ).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Sending the notification again.')).toBeInTheDocument();
    expect(callsTo('/staff/leads/3/redeliver', 'POST')).toHaveLength(1);
    expect(within(detail).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });

  it('shows the activity log newest first, older entries on request', async () => {
    const user = userEvent.setup();
    const entry = (id: number, detail: string, leadId: number | null = null) => ({
      id,
      at: '2026-03-05T10:00:00Z',
      actor: ASHA.email,
      action: leadId ? 'read' : 'export',
      leadId,
      leadIds: leadId ? [leadId] : [],
      ip: '203.0.113.7',
      detail,
    });
    signedInApi([summary(1)]);
    const leadsApi = api;
    api = (url, init) =>
      url.pathname === '/staff/audit'
        ? url.searchParams.get('cursor') === '8'
          ? ok({ entries: [entry(7, 'exported 3 leads')], nextCursor: null })
          : ok({
              entries: [entry(9, 'read lead GK-1001', 1), entry(8, 'listed 1 leads')],
              nextCursor: '8',
            })
        : leadsApi(url, init);
    renderPage();
    await user.click(await screen.findByRole('link', { name: 'Activity log' }));
    expect(screen.getByRole('link', { name: 'Activity log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const log = await screen.findByRole('list', { name: 'Activity, newest first' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(log).toHaveTextContent('Opened a lead');
    expect(log).toHaveTextContent('read lead GK-1001');
    await user.click(screen.getByRole('button', { name: 'Show older entries' }));
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Show older entries' })).not.toBeInTheDocument();
    // An entry's lead opens in the leads view.
    await user.click(within(log).getByRole('link', { name: /Open the lead/ }));
    expect(await screen.findByRole('article')).toHaveTextContent('GK-1001');
  });

  it('finds what is held about a person, offers it as a file and erases it after a second yes', async () => {
    const user = userEvent.setup();
    const row = summary(4, { email: 'meera@example.com' });
    let erased = false;
    signedInApi([row], {
      'POST /staff/subjects/erase': ok({ leads: 1, outbox: 2 }),
    });
    const leadsApi = api;
    api = (url, init) => {
      if (url.pathname === '/staff/subjects/erase') erased = true;
      if (url.pathname === '/staff/subjects') {
        return ok(
          url.searchParams.get('email') === 'meera@example.com' && !erased
            ? { leads: [whole(row)], outbox: [{ id: 1 }, { id: 2 }] }
            : { leads: [], outbox: [] },
        );
      }
      return leadsApi(url, init);
    };
    renderPage('/admin?view=privacy');
    const form = await screen.findByRole('form', { name: 'Find a person’s data' });
    await user.click(within(form).getByRole('button', { name: 'Find' }));
    expect(within(form).getByText('Enter the email address')).toBeInTheDocument();
    expect(callsTo('/staff/subjects')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Email address'), 'meera@example.com');
    await user.click(within(form).getByRole('button', { name: 'Find' }));
    const result = await screen.findByRole('region', { name: /What we hold about/ });
    expect(result).toHaveTextContent('1 lead and 2 notifications.');
    expect(within(result).getByRole('list', { name: 'Their leads' })).toHaveTextContent('GK-1004');
    const download = within(result).getByRole('link', { name: 'Download it all (JSON)' });
    expect(download.getAttribute('href')).toMatch(/^data:application\/json;charset=utf-8,/);
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain('meera@example.com');

    await user.click(within(result).getByRole('button', { name: 'Erase everything…' }));
    expect(callsTo('/staff/subjects/erase', 'POST')).toHaveLength(0);
    await user.click(within(result).getByRole('button', { name: 'Yes, erase for good' }));
    expect(await screen.findByText('Erased 1 lead and 2 notifications.')).toBeInTheDocument();
    const [call] = callsTo('/staff/subjects/erase', 'POST');
    expect(JSON.parse(String(call!.init.body))).toEqual({ email: 'meera@example.com' });
    expect(screen.queryByRole('region', { name: /What we hold about/ })).not.toBeInTheDocument();
  });
});
