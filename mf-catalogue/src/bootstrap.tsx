import { mountStandalone } from '@tour/shared/standalone';

mountStandalone({
  title: 'mf-catalogue',
  modules: { 'catalogue/HomePage': () => import('./exposes/HomePage') },
  routes: [{ path: '/', id: 'catalogue/HomePage', label: 'Home' }],
});
