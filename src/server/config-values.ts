// What every part of the configuration (config.ts and the config-<concern>.ts files beside it)
// parses with: a blank variable counts as unset, true/false switches, http(s) addresses, and the
// error that stops the start naming the variable.
import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** A refusal of the configuration: its message as the operator reads it. */
export const configRefusal = (problem: string) => new ConfigError(`Invalid configuration: ${problem}`);

/** A part's variables once parsed: `EnvOf<typeof AI_ENV>`. */
export type EnvOf<Shape extends z.ZodRawShape> = z.output<z.ZodObject<Shape>>;

export const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

export const booleanDefaulting = (fallback: 'true' | 'false') =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
      .default(fallback)
      .transform((value) => value === 'true' || value === '1'),
  );

/** A switch that is off unless set. */
export const boolean = booleanDefaulting('false');

export const optionalUrl = z.preprocess(blankToUndefined, z.url('must be an http(s) URL').optional());

export const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().max(max).optional());
