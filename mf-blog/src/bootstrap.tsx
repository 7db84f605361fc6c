import { mountStandalone } from '@tour/shared/standalone';

mountStandalone({
  title: 'mf-blog',
  modules: {
    'blog/BlogsPage': () => import('./exposes/BlogsPage'),
    'blog/BlogDetailsPage': () => import('./exposes/BlogDetailsPage'),
    'blog/CategoryBlogsPage': () => import('./exposes/CategoryBlogsPage'),
  },
  routes: [
    { path: '/', id: 'blog/BlogsPage', label: 'Blogs' },
    { path: '/blogs', id: 'blog/BlogsPage', label: '/blogs' },
    { path: '/blog-details', id: 'blog/BlogDetailsPage', label: 'Blog details' },
    // The page reads its category from the path when no prop is given.
    { path: '/category/:categoryName/blog', id: 'blog/CategoryBlogsPage', label: 'Category' },
  ],
});
