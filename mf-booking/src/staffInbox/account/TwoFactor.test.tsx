import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffSelf } from '@tour/shared';
import { ASHA, fakeApi, ok, refused, renderPage, summary } from '../../testing/staffInbox';

fakeApi.install();

describe('TwoFactor', () => {
  it('keeps an owner who must set up two-factor on the setup, and shows the recovery codes after', async () => {
    const user = userEvent.setup();
    let me: StaffSelf = { ...ASHA, twoFactor: { enabled: false, setupRequired: true } };
    fakeApi.signedIn([summary(1)], {
      'POST /staff/two-factor/setup': ok({
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Ghumakkad:asha?secret=JBSWY3DPEHPK3PXP',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      }),
    });
    const inbox = fakeApi.answer;
    fakeApi.answer = (url, init) => {
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
    expect(fakeApi.callsTo('/staff/colleagues')).toHaveLength(0);
    expect(fakeApi.callsTo('/staff/leads')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Set up an authenticator app' }));
    expect(await screen.findByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Setting up the app' })).toHaveFocus();
    const qr = screen.getByRole('img', { name: 'QR code of your authenticator key' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    await user.type(screen.getByLabelText('The 6-digit code the app shows'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const [enable] = fakeApi.callsTo('/staff/two-factor/enable', 'POST');
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

  it('turns two-factor sign-in off with the password, saying why when it is refused', async () => {
    const user = userEvent.setup();
    let me: StaffSelf = { ...ASHA, twoFactor: { enabled: true, setupRequired: false } };
    let tries = 0;
    fakeApi.signedIn([summary(1)], { 'GET /staff/sessions': ok([]) });
    const inbox = fakeApi.answer;
    fakeApi.answer = (url, init) => {
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
    expect(
      await screen.findByText(
        'Two-factor sign-in is off. Your other browsers have been signed out.',
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Set up an authenticator app' }),
    ).toBeInTheDocument();
  });
});
