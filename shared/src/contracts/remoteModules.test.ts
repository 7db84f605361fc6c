import { REMOTE_MODULE_IDS } from './remoteModules';

describe('REMOTE_MODULE_IDS', () => {
  it('names every module once, as remote/Name: its file is src/exposes/Name.tsx', () => {
    expect(new Set(REMOTE_MODULE_IDS).size).toBe(REMOTE_MODULE_IDS.length);
    for (const id of REMOTE_MODULE_IDS) expect(id).toMatch(/^[a-z]+\/[A-Z][A-Za-z0-9]*$/);
  });
});
