import { describe, expect, it } from 'vitest';
import {
  facebookUrl,
  hasContactInfo,
  instagramUrl,
  phoneHref,
  twitterUrl,
  websiteHref,
  whatsappUrl,
} from './contact-links';

describe('contact links (docs/product.md §2)', () => {
  it('builds WhatsApp links from the digits only', () => {
    expect(whatsappUrl('+1 (555) 123-4567')).toBe('https://wa.me/15551234567');
  });

  it('builds tel: links keeping a leading +', () => {
    expect(phoneHref(' +34 (91) 123-45-67 ')).toBe('tel:+34911234567');
    expect(phoneHref('555 0100')).toBe('tel:5550100');
  });

  it('builds social links from handles', () => {
    expect(instagramUrl('cafe.luna_')).toBe('https://www.instagram.com/cafe.luna_');
    expect(instagramUrl('@cafe')).toBe('https://www.instagram.com/cafe');
    expect(facebookUrl('cafe.luna')).toBe('https://www.facebook.com/cafe.luna');
    expect(twitterUrl('cafe_luna')).toBe('https://x.com/cafe_luna');
  });

  it('keeps http(s) websites and adds https:// to bare domains', () => {
    expect(websiteHref('http://example.com/a')).toBe('http://example.com/a');
    expect(websiteHref('example.com')).toBe('https://example.com');
  });

  it('detects whether any contact field is set', () => {
    expect(hasContactInfo({})).toBe(false);
    expect(hasContactInfo({ phone: null, website: '', twitter: '  ' })).toBe(false);
    expect(hasContactInfo({ phone: null, instagram: 'cafe' })).toBe(true);
  });
});
