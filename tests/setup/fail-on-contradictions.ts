// A setup file of the server project: a test whose requests got an answer that contradicts the
// API description (openapi-conformance.ts) fails, naming each contradiction.
import { afterAll, afterEach } from 'vitest';
import { takeContradictions } from './openapi-conformance';

function failOnContradictions(): void {
  const contradictions = takeContradictions();
  if (contradictions.length > 0) {
    throw new Error(
      `${contradictions.length} answer(s) contradict /api/docs/json:\n${contradictions.join('\n')}`,
    );
  }
}

afterEach(failOnContradictions);
// Requests made in a file's last afterAll (or a beforeAll with no test after it) are checked here.
afterAll(failOnContradictions);
