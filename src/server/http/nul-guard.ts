// PostgreSQL text cannot hold the NUL character: a string carrying one fails its query with a
// 500 wherever it is stored or compared (names, emails at login, pin texts, model names, ids).
// One check for every route, before validation, so no field can be forgotten: a NUL anywhere in
// the body or the query is a 400 naming the field. Path ids need none: they are checked as uuids
// and a malformed one is a 404.
import type { FastifyInstance } from 'fastify';
import { AppError } from '../app-error';

/**
 * The first field of `value` whose key or text holds a NUL, as `title` or `board_ids[0]`; else
 * null. Walked with a queue, not recursion: a body nested 50,000 deep must not overflow the stack.
 */
function fieldWithNul(value: unknown): string | null {
  const queue: { item: unknown; path: string }[] = [{ item: value, path: '' }];
  // An index, not shift(): a 1 MB body can hold an array of half a million entries.
  for (let next = 0; next < queue.length; next += 1) {
    const { item, path } = queue[next] as (typeof queue)[number];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path || 'value';
    } else if (Array.isArray(item)) {
      for (const [index, entry] of item.entries()) queue.push({ item: entry, path: `${path}[${index}]` });
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, entry] of Object.entries(item)) {
        const field = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) return field.replaceAll('\u0000', '\\0');
        queue.push({ item: entry, path: field });
      }
    }
  }
  return null;
}

export function registerNulGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const field = fieldWithNul(request.body) ?? fieldWithNul(request.query);
    if (field) throw new AppError('validation_error', `${field} must not contain a NUL character`);
  });
}
