import { createAppConfig } from '../scripts/rspack/createAppConfig';

export default createAppConfig({
  appDir: __dirname,
  app: 'mf-assistant',
  exposes: { './ChatWidget': './src/exposes/ChatWidget.tsx' },
});
