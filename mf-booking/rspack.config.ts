import { createAppConfig } from '../scripts/rspack/createAppConfig';
import { API_REQUESTS } from './src/api/apiRequests';

export default createAppConfig({
  appDir: __dirname,
  app: 'mf-booking',
  apiRequests: API_REQUESTS,
});
