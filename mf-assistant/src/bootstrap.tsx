/// <reference types="@rspack/core/module" />
// rspack's types for `import.meta.glob`, which finds this remote's exposed modules below.
import { mountStandalone } from '@tour/shared/standalone';

mountStandalone({
  title: 'mf-assistant',
  remote: 'assistant',
  // One lazy chunk per exposed module, as the shell loads them; the build checks the folder
  // against the contract.
  exposes: import.meta.glob(['./exposes/*.tsx', '!./exposes/*.test.tsx']),
  routes: [],
  overlays: ['assistant/ChatWidget'],
});
