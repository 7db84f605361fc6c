import { mountStandalone } from '@tour/shared/standalone';

mountStandalone({
  title: 'mf-assistant',
  modules: { 'assistant/ChatWidget': () => import('./exposes/ChatWidget') },
  routes: [],
  overlays: ['assistant/ChatWidget'],
});
