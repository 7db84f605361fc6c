import { createAppConfig } from '../scripts/rspack/createAppConfig';
import { devRemotesMiddleware } from '../scripts/rspack/devRemotes.mjs';

export default createAppConfig({
  appDir: __dirname,
  app: 'shell',
  // Every remote's pages, the booking forms, the chat widget.
  loadsFrom: ['catalogue', 'blog', 'booking', 'assistant'],
  devServer: { setupMiddlewares: devRemotesMiddleware },
});
