/// <reference types="@rspack/core/module" />
// rspack's types for `import.meta.glob`, which finds this remote's exposed modules below.
import { mountStandalone } from '@tour/shared/standalone';

mountStandalone({
  title: 'mf-blog',
  remote: 'blog',
  // One lazy chunk per exposed module, as the shell loads them; the build checks the folder
  // against the contract.
  exposes: import.meta.glob(['./exposes/*.tsx', '!./exposes/*.test.tsx']),
  routes: [
    { path: '/', id: 'blog/BlogsPage', label: 'Blogs' },
    { path: '/blogs', id: 'blog/BlogsPage', label: '/blogs' },
    { path: '/blog-details', id: 'blog/BlogDetailsPage', label: 'Blog details' },
    // The page reads its category from the path when no prop is given.
    { path: '/category/:categoryName/blog', id: 'blog/CategoryBlogsPage', label: 'Category' },
  ],
});
