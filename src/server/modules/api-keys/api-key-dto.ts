// A key as the API shows it: never its hash, never the key itself.
import { type ApiKeyDto, scopesOf } from '../../../shared/api/api-keys';
import type { ApiKeyRow } from '../../db/schema';

export function toApiKeyDto(row: ApiKeyRow, createdBy: string): ApiKeyDto {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: scopesOf(row.scope),
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    created_by: createdBy,
  };
}
