import type { SessionUser } from '@carta/shared';

const base64Url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A three-part token whose payload decodes; not signed (the web never verifies signatures). */
export function fakeToken(expSeconds = Math.floor(Date.now() / 1000) + 3600): string {
  return `${base64Url({ alg: 'HS256', typ: 'JWT' })}.${base64Url({ sub: 'user', exp: expSeconds })}.signature`;
}

export function fakeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: '0b9f3c1e-8d5a-4f8e-9a51-3c2d7e6f1a20',
    email: 'owner@example.com',
    roles: [],
    tokens: { access_token: fakeToken(), refresh_token: 'refresh-token' },
    ...overrides,
  };
}
