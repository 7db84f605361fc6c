import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, renderPage, summary } from '../../testing/staffInbox';

fakeApi.install();

describe('PasswordChange', () => {
  it('changes the password, showing the API’s words under the field they are about', async () => {
    const user = userEvent.setup();
    let tries = 0;
    fakeApi.signedIn([summary(1)]);
    const inbox = fakeApi.answer;
    fakeApi.answer = (url, init) => {
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
    expect(fakeApi.callsTo('/staff/password', 'POST')).toHaveLength(0);

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
    expect(JSON.parse(String(fakeApi.callsTo('/staff/password', 'POST')[1]?.init.body))).toEqual({
      currentPassword: 'correct horse',
      newPassword: 'violet kettle mango harbour',
    });
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });
});
