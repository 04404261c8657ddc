import { describe, expect, it } from 'vitest';
import { RECENT_ACTIVITY_LIMIT } from '../constants';
import { ActivityEntrySchema, ActivityQuerySchema, MAX_ACTIVITY_LIMIT } from './activity';

describe('ActivityQuerySchema', () => {
  it(`defaults to the ${RECENT_ACTIVITY_LIMIT} latest entries`, () => {
    expect(ActivityQuerySchema.parse({})).toEqual({ limit: RECENT_ACTIVITY_LIMIT });
    expect(ActivityQuerySchema.parse({ limit: '12' })).toEqual({ limit: 12 });
  });

  it.each(['0', String(MAX_ACTIVITY_LIMIT + 1), '2.5', 'ten'])('refuses limit=%s', (limit) => {
    expect(ActivityQuerySchema.safeParse({ limit }).success).toBe(false);
  });
});

describe('ActivityEntrySchema', () => {
  const entry = {
    id: '3f2a1c4e-8b9d-4e6f-a1b2-c3d4e5f60718',
    type: 'business',
    action: 'updated',
    item_id: '3f2a1c4e-8b9d-4e6f-a1b2-c3d4e5f60719',
    item_name: 'Cafe Luna',
    account_id: '3f2a1c4e-8b9d-4e6f-a1b2-c3d4e5f60720',
    actor_id: null,
    api_token: null,
    at: '2025-01-02T03:04:05.000Z',
  };

  it('accepts an entry, with or without an impersonating actor', () => {
    expect(ActivityEntrySchema.parse(entry)).toEqual(entry);
    expect(ActivityEntrySchema.parse({ ...entry, actor_id: entry.account_id }).actor_id).toBe(
      entry.account_id,
    );
  });

  it('names the personal API token a change was made with', () => {
    const api_token = { id: '3f2a1c4e-8b9d-4e6f-a1b2-c3d4e5f60721', name: 'Till sync' };
    expect(ActivityEntrySchema.parse({ ...entry, api_token }).api_token).toEqual(api_token);
    expect(ActivityEntrySchema.safeParse({ ...entry, api_token: undefined }).success).toBe(false);
  });

  it('only knows the four entity types and three actions', () => {
    expect(ActivityEntrySchema.safeParse({ ...entry, type: 'theme' }).success).toBe(false);
    expect(ActivityEntrySchema.safeParse({ ...entry, action: 'viewed' }).success).toBe(false);
  });
});
