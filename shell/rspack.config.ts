import { createAppConfig } from '../scripts/rspack/createAppConfig';
import { devRemotesMiddleware } from '../scripts/rspack/devRemotes.mjs';

export default createAppConfig({
  appDir: __dirname,
  app: 'shell',
  devServer: { setupMiddlewares: devRemotesMiddleware },
});
