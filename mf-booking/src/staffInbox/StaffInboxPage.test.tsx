import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
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
                message:
                  body.code === undefined
                    ? 'Enter the 6-digit code from your authenticator app, or a recovery code.'
                    : 'Wrong code.',
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
      // A step, not a failure: the API's words are the field's description, no warning.
      await waitFor(() => expect(code).toHaveFocus());
      expect(code).toHaveAccessibleDescription(
        'Enter the 6-digit code from your authenticator app, or a recovery code.',
      );
      expect(screen.getByRole('alert')).toBeEmptyDOMElement();
      expect(screen.getByLabelText('Password')).toHaveValue('correct horse');

      await user.type(code, '654321');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Wrong code. Please try again.');
      await user.clear(code);
      await user.type(code, '123 456');
      await user.click(screen.getByRole('button', { name: 'Sign in' }));
      expect(await screen.findByRole('heading', { name: 'Lead inbox' })).toBeInTheDocument();
      const [, , third] = callsTo('/staff/sign-in', 'POST');
      expect(JSON.parse(String(third?.init.body))).toEqual({
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

  it('keeps an owner who must set up two-factor on the setup, and shows the recovery codes after', async () => {
    const user = userEvent.setup();
    let me: StaffSelf = { ...ASHA, twoFactor: { enabled: false, setupRequired: true } };
    signedInApi([summary(1)], {
      'POST /staff/two-factor/setup': ok({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Ghumakkad:asha?secret=JBSWY3DPEHPK3PXP',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
    });
    const inbox = api;
    api = (url, init) => {
      if (url.pathname === '/staff/me') return ok(me);
      if (url.pathname === '/staff/two-factor/enable') {
        me = { ...ASHA, twoFactor: { enabled: true, setupRequired: false } };
        return ok({ recoveryCodes: ['abcd-efgh-ijkl', 'mnop-qrst-uvwx'] });
      }
      return inbox(url, init);
    };
    renderPage('/admin');
    expect(
      await screen.findByText(/asks you to sign in with an authenticator app as well as your/),
    ).toBeInTheDocument();
    const views = screen.getByRole('navigation', { name: 'Inbox' });
    expect(
      within(views)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Your account']);
    // Only the setup: the rest of the inbox (and of the account) waits for it.
    expect(screen.queryByRole('form', { name: 'Change your password' })).not.toBeInTheDocument();
    expect(callsTo('/staff/colleagues')).toHaveLength(0);
    expect(callsTo('/staff/leads')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Setting up the app' })).toHaveFocus();
    const qr = screen.getByRole('img', { name: 'QR code of your authenticator key' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    await user.type(screen.getByLabelText('The 6-digit code the app shows'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const [enable] = callsTo('/staff/two-factor/enable', 'POST');
    expect(JSON.parse(String(enable?.init.body))).toEqual({ code: '123456' });

    // Every view opens, and the codes stay on screen until put away.
    await waitFor(() => expect(within(views).getAllByRole('link')).toHaveLength(5));
    const stored = screen.getByRole('region', { name: 'Store these recovery codes now' });
    expect(
      within(stored).getByRole('heading', { name: 'Store these recovery codes now' }),
    ).toHaveFocus();
    expect(within(stored).getAllByRole('listitem')).toHaveLength(2);
    const download = within(stored).getByRole('link', { name: 'Download as text' });
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain('mnop-qrst-uvwx');
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(stored).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(
      expect.stringContaining('abcd-efgh-ijkl\nmnop-qrst-uvwx'),
    );
    expect(await within(stored).findByRole('status')).toHaveTextContent('Copied.');
    await user.click(within(stored).getByRole('button', { name: 'I have stored them' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    const title = screen.getByRole('heading', { name: /Two-factor sign-in/ });
    expect(title).toHaveTextContent('On');
    expect(title).toHaveFocus();
  });

  describe('your account', () => {
    const session = (id: string, current: boolean, device: string | null) => ({
      id,
      createdAt: '2026-11-28T06:00:00Z',
      lastSeenAt: '2026-11-28T06:10:00Z',
      expiresAt: '2026-11-28T18:00:00Z',
      idleExpiresAt: '2026-11-28T06:40:00Z',
      current,
      device,
    });

    it('changes the password, showing the API’s words under the field they are about', async () => {
      const user = userEvent.setup();
      let tries = 0;
      signedInApi([summary(1)]);
      const inbox = api;
      api = (url, init) => {
        if (url.pathname !== '/staff/password') return inbox(url, init);
        tries += 1;
        return tries === 1
          ? {
              status: 400,
              body: {
                code: 0,
                message: 'Invalid request',
                data: {
                  errors: [{ field: 'newPassword', message: 'This password is too common.' }],
                },
              },
            }
          : ok(null);
      };
      renderPage('/admin?view=account');
      const form = await screen.findByRole('form', { name: 'Change your password' });
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(within(form).getByText('Enter your current password')).toBeInTheDocument();
      expect(callsTo('/staff/password', 'POST')).toHaveLength(0);

      await user.type(within(form).getByLabelText('Current password'), 'correct horse');
      await user.type(within(form).getByLabelText('New password'), 'password123456');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(await within(form).findByText('This password is too common.')).toBeInTheDocument();
      expect(within(form).getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');

      await user.clear(within(form).getByLabelText('New password'));
      await user.type(within(form).getByLabelText('New password'), 'violet kettle mango harbour');
      await user.click(within(form).getByRole('button', { name: 'Change password' }));
      expect(await within(form).findByRole('status')).toHaveTextContent(
        'Password changed. Your other sessions have been signed out.',
      );
      expect(JSON.parse(String(callsTo('/staff/password', 'POST')[1]?.init.body))).toEqual({
        currentPassword: 'correct horse',
        newPassword: 'violet kettle mango harbour',
      });
      expect(within(form).getByLabelText('Current password')).toHaveValue('');
    });

    it('lists your sessions and ends another one', async () => {
      const user = userEvent.setup();
      let live = [
        session('s2', true, 'Firefox on Windows'),
        session('s1', false, 'Safari on iPhone'),
      ];
      signedInApi([summary(1)]);
      const inbox = api;
      api = (url, init) => {
        if (url.pathname === '/staff/sessions') return ok(live);
        if (url.pathname === '/staff/sessions/s1' && init.method === 'DELETE') {
          live = live.filter((one) => one.id !== 's1');
          return ok(null);
        }
        return inbox(url, init);
      };
      renderPage('/admin?view=account');
      const list = await screen.findByRole('list', { name: 'Your sessions' });
      const [here, phone] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
      expect(here).toHaveTextContent('Firefox on Windows');
      expect(here).toHaveTextContent('This browser');
      expect(here).toHaveTextContent(
        /Signed in 28 Nov 2026, 11:30\s?am · last used 28 Nov 2026, 11:40\s?am/i,
      );
      expect(within(here).getByRole('button', { name: 'Sign out here' })).toBeInTheDocument();
      expect(phone).not.toHaveTextContent('This browser');
      await user.click(
        within(phone).getByRole('button', { name: 'End the session on Safari on iPhone' }),
      );
      await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
      expect(callsTo('/staff/sessions/s1', 'DELETE')).toHaveLength(1);
      expect(screen.getByText(/Ended the session on Safari on iPhone/)).toBeInTheDocument();
    });

    it('turns two-factor sign-in off with the password, saying why when it is refused', async () => {
      const user = userEvent.setup();
      let me: StaffSelf = { ...ASHA, twoFactor: { enabled: true, setupRequired: false } };
      let tries = 0;
      signedInApi([summary(1)], { 'GET /staff/sessions': ok([]) });
      const inbox = api;
      api = (url, init) => {
        if (url.pathname === '/staff/me') return ok(me);
        if (url.pathname !== '/staff/two-factor/disable') return inbox(url, init);
        tries += 1;
        if (tries === 1) {
          return {
            status: 400,
            body: {
              code: 0,
              message: 'Invalid request',
              data: { errors: [{ field: 'password', message: 'Wrong password.' }] },
            },
          };
        }
        if (tries === 2) {
          return refused(429, 'Too many wrong passwords. Please try again in 30 seconds.');
        }
        me = { ...ASHA, twoFactor: { enabled: false, setupRequired: false } };
        return ok(null);
      };
      renderPage('/admin?view=account');
      const form = await screen.findByRole('form', { name: 'Turn off two-factor sign-in' });
      const password = within(form).getByLabelText('Your password, to turn it off');
      await user.type(password, 'not it');
      await user.click(within(form).getByRole('button', { name: 'Turn off' }));
      expect(await within(form).findByText('Wrong password.')).toBeInTheDocument();
      await user.click(within(form).getByRole('button', { name: 'Turn off' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Too many wrong passwords. Please try again in 30 seconds.',
      );
      await user.clear(password);
      await user.type(password, 'correct horse');
      await user.click(within(form).getByRole('button', { name: 'Turn off' }));
      expect(await screen.findByText('Two-factor sign-in is off.')).toBeInTheDocument();
      expect(
        await screen.findByRole('button', { name: 'Set up an authenticator app' }),
      ).toBeInTheDocument();
    });
  });

  describe('the team', () => {
    const account = (
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
    function teamApi(team: StaffAccount[]) {
      signedInApi([summary(1)]);
      const inbox = api;
      api = (url, init) => {
        const method = init.method ?? 'GET';
        if (url.pathname === '/staff/accounts' && method === 'GET') return ok([...team]);
        if (url.pathname === '/staff/accounts' && method === 'POST') {
          const body = JSON.parse(String(init.body)) as StaffAccountCreation;
          if (team.some((one) => one.email === body.email)) {
            return refused(409, 'An account with this email address already exists.');
          }
          const added = account(team.length + 1, body.name ?? body.email, body.role, {
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

    it('lists every account with its role, state, second factor and last sign-in', async () => {
      teamApi([
        account(1, 'Asha Rao', 'owner', {
          twoFactorEnabled: true,
          lastSignInAt: '2026-11-28T06:00:00Z',
        }),
        account(2, 'Vikram Singh', 'agent', { disabledAt: '2026-11-20T06:00:00Z' }),
      ]);
      renderPage('/admin?view=team');
      const list = await screen.findByRole('list', { name: 'Staff accounts' });
      const [asha, vikram] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
      expect(asha).toHaveTextContent('Asha Rao');
      expect(asha).toHaveTextContent('You');
      expect(asha).toHaveTextContent('Owner');
      expect(asha).toHaveTextContent('Active');
      expect(asha).toHaveTextContent('Two-factor on');
      expect(asha).toHaveTextContent(/Last signed in 28 Nov 2026, 11:30\s?am/i);
      // Nobody changes their own role or switches themselves off.
      expect(within(asha).queryByRole('button')).not.toBeInTheDocument();
      expect(vikram).toHaveTextContent('vikram@ghumakkad.example');
      expect(vikram).toHaveTextContent('Agent');
      expect(vikram).toHaveTextContent('Switched off');
      expect(vikram).toHaveTextContent('Two-factor off');
      expect(vikram).toHaveTextContent('Never signed in');
      expect(within(vikram).getByRole('button', { name: /Switch on/ })).toBeInTheDocument();
    });

    it('adds a colleague, as an agent unless chosen otherwise', async () => {
      const user = userEvent.setup();
      teamApi([account(1, 'Asha Rao', 'owner')]);
      renderPage('/admin?view=team');
      const form = await screen.findByRole('form', { name: 'Add a colleague' });
      expect(within(form).getByRole('radio', { name: /Agent/ })).toBeChecked();
      await user.click(within(form).getByRole('button', { name: 'Add account' }));
      expect(within(form).getByText('Enter their work email')).toBeInTheDocument();
      expect(within(form).getByText('Choose a first password')).toBeInTheDocument();

      await user.type(within(form).getByLabelText('Work email'), ' ravi@ghumakkad.example ');
      await user.type(within(form).getByLabelText('Name'), 'Ravi Kumar');
      await user.type(within(form).getByLabelText('First password'), 'monsoon ferry to kochi');
      await user.click(within(form).getByRole('button', { name: 'Add account' }));
      expect(await within(form).findByRole('status')).toHaveTextContent(
        'Account added for Ravi Kumar (agent).',
      );
      expect(JSON.parse(String(callsTo('/staff/accounts', 'POST')[0]?.init.body))).toEqual({
        email: 'ravi@ghumakkad.example',
        name: 'Ravi Kumar',
        role: 'agent',
        password: 'monsoon ferry to kochi',
      });
      const list = screen.getByRole('list', { name: 'Staff accounts' });
      await waitFor(() => expect(list).toHaveTextContent('Ravi Kumar'));

      await user.type(within(form).getByLabelText('Work email'), 'ravi@ghumakkad.example');
      await user.click(within(form).getByRole('radio', { name: /Owner/ }));
      await user.type(within(form).getByLabelText('First password'), 'another long phrase');
      await user.click(within(form).getByRole('button', { name: 'Add account' }));
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'An account with this email address already exists.',
      );
      expect(JSON.parse(String(callsTo('/staff/accounts', 'POST')[1]?.init.body))).toMatchObject({
        role: 'owner',
      });
    }, 15_000);

    it('changes a role, and switches an account off only after a second yes', async () => {
      const user = userEvent.setup();
      teamApi([account(1, 'Asha Rao', 'owner'), account(2, 'Vikram Singh', 'agent')]);
      renderPage('/admin?view=team');
      const list = await screen.findByRole('list', { name: 'Staff accounts' });
      const vikram = () => within(list).getAllByRole('listitem')[1] as HTMLElement;

      await user.click(within(vikram()).getByRole('button', { name: 'Make owner Vikram Singh' }));
      expect(await within(vikram()).findByRole('status')).toHaveTextContent(
        'Vikram Singh is now an owner.',
      );
      expect(JSON.parse(String(callsTo('/staff/accounts/2', 'PATCH')[0]?.init.body))).toEqual({
        role: 'owner',
      });
      await waitFor(() => expect(vikram()).toHaveTextContent('Owner'));

      await user.click(within(vikram()).getByRole('button', { name: 'Switch off… Vikram Singh' }));
      const confirm = within(vikram()).getByRole('group', { name: 'Switch Vikram Singh off?' });
      expect(confirm).toHaveFocus();
      expect(confirm).toHaveTextContent('They are signed out at once');
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      expect(callsTo('/staff/accounts/2', 'PATCH')).toHaveLength(1);
      expect(
        within(vikram()).getByRole('button', { name: 'Switch off… Vikram Singh' }),
      ).toHaveFocus();

      await user.click(within(vikram()).getByRole('button', { name: 'Switch off… Vikram Singh' }));
      await user.click(within(vikram()).getByRole('button', { name: 'Yes, switch off' }));
      expect(await within(vikram()).findByRole('status')).toHaveTextContent(
        'Vikram Singh is switched off and signed out everywhere.',
      );
      expect(JSON.parse(String(callsTo('/staff/accounts/2', 'PATCH')[1]?.init.body))).toEqual({
        disabled: true,
      });
      await waitFor(() => expect(vikram()).toHaveTextContent('Switched off'));
    });

    it('shows a refusal as the API words it, in the row it is about', async () => {
      const user = userEvent.setup();
      // Vikram is the only enabled owner: the API refuses to make him an agent.
      teamApi([account(1, 'Asha Rao', 'agent'), account(2, 'Vikram Singh', 'owner')]);
      renderPage('/admin?view=team');
      const list = await screen.findByRole('list', { name: 'Staff accounts' });
      const vikram = within(list).getAllByRole('listitem')[1] as HTMLElement;
      await user.click(within(vikram).getByRole('button', { name: 'Make agent Vikram Singh' }));
      expect(await within(vikram).findByRole('alert')).toHaveTextContent(
        'The agency needs at least one enabled owner. Make another account an owner first.',
      );
    });
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
