import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ASHA, fakeApi, ok, refused, renderPage, summary } from '../../testing/staffInbox';

fakeApi.install();

describe('SignInPanel', () => {
  describe('signing in', () => {
    beforeEach(() => {
      fakeApi.answer = (url) =>
        url.pathname === '/staff/me' ? refused(401, 'Sign in') : refused(404, '');
    });

    it('asks for both fields before sending anything', async () => {
      const user = userEvent.setup();
      renderPage();
      await user.click(await screen.findByRole('button', { name: 'Sign in' }));
      expect(screen.getByText('Enter your work email')).toBeInTheDocument();
      expect(screen.getByText('Enter your password')).toBeInTheDocument();
      expect(fakeApi.callsTo('/staff/sign-in', 'POST')).toHaveLength(0);
    });

    it.each([
      [401, 'That email and password do not match a staff account.'],
      [429, 'Too many failed sign-ins. Please try again in 42 seconds.'],
    ])('says why a sign-in answered %i, in words', async (status, words) => {
      const user = userEvent.setup();
      const me = fakeApi.answer;
      fakeApi.answer = (url, init) =>
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
      fakeApi.signedIn([summary(1)]);
      const inbox = fakeApi.answer;
      fakeApi.answer = (url, init) => {
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
      const [, , third] = fakeApi.callsTo('/staff/sign-in', 'POST');
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
      fakeApi.signedIn(rows);
      const inbox = fakeApi.answer;
      fakeApi.answer = (url, init) => {
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
      const [signIn] = fakeApi.callsTo('/staff/sign-in', 'POST');
      expect(signIn?.init.credentials).toBe('include');
      expect(JSON.parse(String(signIn?.init.body))).toEqual({
        email: 'asha@ghumakkad.example',
        password: 'correct horse',
      });
      expect(await screen.findByText('Visitor 1')).toBeInTheDocument();
    });
  });
});
