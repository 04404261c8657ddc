/**
 * What a personal API token may do (docs/integrations.md): `read` answers GET requests only;
 * `write` may also create, change and delete, as its owner could.
 */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];
