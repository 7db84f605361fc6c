import { mountStandalone } from '@tour/shared/standalone';

mountStandalone({
  title: 'mf-blog',
  modules: { 'blog/BlogsPage': () => import('./exposes/BlogsPage') },
  routes: [{ path: '/', id: 'blog/BlogsPage', label: 'Blogs' }],
});
