import { screen, within } from '@testing-library/react';
import { RemoteLoaderContext, type RemoteModuleLoader, type SiteProfile } from '@tour/shared';
import { EnquiryPlanner } from './EnquiryPlanner';
import { renderWithSiteData, TEST_PROFILE } from '../testing/sitePages';

// The form itself is the booking remote's: a stand-in is enough beside the panel.
const load = jest.fn(async () => ({
  default: () => <form aria-label="Enquiry" />,
})) as unknown as RemoteModuleLoader;

function renderPlanner(profile: SiteProfile) {
  return renderWithSiteData(
    <RemoteLoaderContext.Provider value={load}>
      <EnquiryPlanner />
    </RemoteLoaderContext.Provider>,
    '/enquiry',
    { profile },
  );
}

/** The side panel's figures as [figure, what it counts], in order. */
function figures(): [string, string][] {
  const list = document.querySelector('dl');
  if (!list) return [];
  return within(list as HTMLElement)
    .queryAllByRole('definition')
    .map((dd) => [dd.previousElementSibling?.textContent ?? '', dd.textContent ?? '']);
}

describe('EnquiryPlanner', () => {
  it("shows the claims the site profile makes, beside the catalogue's count", async () => {
    await renderPlanner({
      ...TEST_PROFILE,
      claims: { agents: '120+', travellers: '2 lakh+' },
      counts: { destinations: 12, packages: 40 },
    });
    expect(
      screen.getByRole('heading', { name: 'Plan your holiday in 3 easy steps' }),
    ).toBeVisible();
    expect(figures()).toEqual([
      ['120+', 'Partner agents'],
      ['2 lakh+', 'Travellers served'],
      ['12', 'Destinations'],
    ]);
  });

  it('leaves out a claim the profile does not make, and states no figure of its own', async () => {
    await renderPlanner({ ...TEST_PROFILE, claims: { travellers: '2 lakh+' } });
    expect(figures()).toEqual([['2 lakh+', 'Travellers served']]);
    expect(screen.queryByText(/agents$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/650|40 lakh/)).not.toBeInTheDocument();
  });

  it('shows no figure at all from a profile older than the claims', async () => {
    await renderPlanner(TEST_PROFILE);
    expect(figures()).toEqual([]);
    expect(document.querySelector('dl')).toBeNull();
  });
});
