/**
 * Measured quality: the fixed question set of assistant-questions.ts against the launch
 * catalogue. Prints the share answered correctly and fails below 90 %.
 */
import { createAssistant, type Assistant } from '../src/assistant/answer';
import type { AppDatabase } from '../src/db/connect';
import { QUALITY_CASES } from './assistant-questions';
import { catalogueRows, judge, seededDatabase, type CatalogueRow } from './assistant-support';

const REQUIRED_SHARE = 0.9;

describe('assistant answer quality', () => {
  let database: AppDatabase;
  let assistant: Assistant;
  let rows: Map<string, CatalogueRow>;

  beforeAll(async () => {
    database = await seededDatabase();
    assistant = createAssistant(database.db, { now: () => new Date('2026-03-10T06:00:00Z') });
    rows = await catalogueRows(database);
  });

  afterAll(async () => {
    await database.close();
  });

  it('has at least 40 questions', () => {
    expect(QUALITY_CASES.length).toBeGreaterThanOrEqual(40);
  });

  it(`answers at least ${REQUIRED_SHARE * 100} % of the question set correctly`, async () => {
    const failures: string[] = [];
    for (const test of QUALITY_CASES) {
      const answer = await assistant.answer(test.question);
      const problem = judge(test, answer, rows);
      if (problem) failures.push(`  ✗ ${JSON.stringify(test.question)}: ${problem}`);
    }
    const correct = QUALITY_CASES.length - failures.length;
    const share = correct / QUALITY_CASES.length;
    process.stdout.write(
      `\nAssistant quality: ${correct}/${QUALITY_CASES.length} correct (${(share * 100).toFixed(1)} %)\n${failures.join('\n')}${failures.length ? '\n' : ''}`,
    );
    expect(share).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });
});
