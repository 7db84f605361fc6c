import { createAppConfig } from '../scripts/rspack/createAppConfig';

export default createAppConfig({
  appDir: __dirname,
  app: 'mf-blog',
  exposes: {
    './BlogsPage': './src/exposes/BlogsPage.tsx',
    './BlogDetailsPage': './src/exposes/BlogDetailsPage.tsx',
    './CategoryBlogsPage': './src/exposes/CategoryBlogsPage.tsx',
  },
});
