import { defineApiSuite } from './api-suite';
import { createSqliteTarget } from './support/database-targets';

describe('API on SQLite', () => {
  defineApiSuite(createSqliteTarget);
});
