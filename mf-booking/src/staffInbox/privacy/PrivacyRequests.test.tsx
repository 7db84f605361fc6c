import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, ok, renderPage, summary, whole } from '../../testing/staffInbox';

fakeApi.install();

describe('PrivacyRequests', () => {
  it('finds what is held about a person, offers it as a file and erases it after a second yes', async () => {
    const user = userEvent.setup();
    const row = summary(4, { email: 'meera@example.com' });
    let erased = false;
    fakeApi.signedIn([row], {
      'POST /staff/subjects/erase': ok({ leads: 1, outbox: 2 }),
    });
    const leadsApi = fakeApi.answer;
    fakeApi.answer = (url, init) => {
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
    expect(fakeApi.callsTo('/staff/subjects')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Email address'), 'meera@example.com');
    await user.click(within(form).getByRole('button', { name: 'Find' }));
    const result = await screen.findByRole('region', { name: /What we hold about/ });
    expect(result).toHaveTextContent('1 lead and 2 notifications.');
    expect(within(result).getByRole('list', { name: 'Their leads' })).toHaveTextContent('GK-1004');
    const download = within(result).getByRole('link', { name: 'Download it all (JSON)' });
    expect(download.getAttribute('href')).toMatch(/^data:application\/json;charset=utf-8,/);
    expect(decodeURIComponent(download.getAttribute('href')!)).toContain('meera@example.com');

    await user.click(within(result).getByRole('button', { name: 'Erase everything…' }));
    expect(fakeApi.callsTo('/staff/subjects/erase', 'POST')).toHaveLength(0);
    await user.click(within(result).getByRole('button', { name: 'Yes, erase for good' }));
    expect(await screen.findByText('Erased 1 lead and 2 notifications.')).toBeInTheDocument();
    const [call] = fakeApi.callsTo('/staff/subjects/erase', 'POST');
    expect(JSON.parse(String(call!.init.body))).toEqual({ email: 'meera@example.com' });
    expect(screen.queryByRole('region', { name: /What we hold about/ })).not.toBeInTheDocument();
  });
});
