import { sql } from 'drizzle-orm';

/**
 * `('a', 'b', …)`: values as SQL literals, for a check constraint or a partial index, which must
 * spell a list as written rather than take parameters. The values are the schema's own constants,
 * never user input.
 */
export const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((v) => `'${v}'`).join(', ')})`);
