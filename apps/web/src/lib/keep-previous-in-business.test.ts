import { describe, expect, it } from 'vitest';
import { keepPreviousInBusiness } from './keep-previous-in-business';

describe('keepPreviousInBusiness', () => {
  it("keeps the query's other meta (its error toast) next to the business", () => {
    const { meta } = keepPreviousInBusiness('b1', { errorToast: { except: [404] } });
    expect(meta).toEqual({ businessId: 'b1', errorToast: { except: [404] } });
  });

  it('keeps the previous page only within the same business', () => {
    const { placeholderData } = keepPreviousInBusiness('b1');
    expect(placeholderData(['a'], { meta: { businessId: 'b1' } })).toEqual(['a']);
    expect(placeholderData(['a'], { meta: { businessId: 'b2' } })).toBeUndefined();
  });
});
