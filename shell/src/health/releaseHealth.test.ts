import * as contract from '@tour/shared/contracts';
import {
  PAGE_HEALTH_TOKEN_META,
  RELEASE_HEALTH_PATHS,
  versionOfEntry,
  versionsOf,
} from './releaseHealth';
import { VIEWS_PER_BATCH } from './pageViewBeacon';

describe('the shell’s share of the release-health contract', () => {
  it('uses the contract’s paths and token meta, and stays within a browser report’s size', () => {
    expect(RELEASE_HEALTH_PATHS).toEqual({
      views: contract.RELEASE_HEALTH_PATHS.views,
      read: contract.RELEASE_HEALTH_PATHS.read,
    });
    expect(PAGE_HEALTH_TOKEN_META).toBe(contract.PAGE_HEALTH_TOKEN_META);
    expect(VIEWS_PER_BATCH).toBeLessThanOrEqual(contract.MAX_VIEWS_PER_BROWSER_REPORT);
  });

  it('reads a released remote’s version from its entry, and calls a dist build `dist`', () => {
    const versions = versionsOf({
      blog: '/mf-blog/0.2.0-20261128120000-abcdef0123/remoteEntry.js',
      catalogue:
        'https://cdn.example.com/mf-catalogue/0.1.0-20261101000000-0123456789/remoteEntry.js',
      booking: '/remote/booking/remoteEntry.js',
    });
    expect(versions).toEqual({
      blog: '0.2.0-20261128120000-abcdef0123',
      catalogue: '0.1.0-20261101000000-0123456789',
      booking: 'dist',
    });
    for (const version of Object.values(versions)) {
      expect(contract.releaseVersionSchema.safeParse(version).success).toBe(true);
    }
    expect(versionOfEntry('http://localhost:3001/remoteEntry.js')).toBe('dist');
  });
});
