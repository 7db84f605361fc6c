import { createAppConfig } from '../scripts/rspack/createAppConfig';

/** mf-blog's build; the independence e2e builds it with another MF version too (e2e/fixtures/). */
export const BLOG_BUILD = { appDir: __dirname, app: 'mf-blog' } as const;

export default createAppConfig(BLOG_BUILD);
