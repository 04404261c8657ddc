import { describe, expect, it } from 'vitest';
import { deviceOf, guestDevice, isBot, isPrefetch } from './guest-agent';

describe('deviceOf: the device class of a user agent', () => {
  it.each([
    [
      'phone',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ],
    [
      'phone',
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
    ],
    ['phone', 'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0'],
    [
      'tablet',
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    ],
    [
      'tablet',
      'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    ],
    [
      'tablet',
      'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/126.2.1 like Chrome/126.0.0.0 Safari/537.36',
    ],
    [
      'desktop',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
    ],
    [
      'desktop',
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
    ],
    ['desktop', 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0'],
  ])('%s: %s', (device, userAgent) => {
    expect(deviceOf(userAgent)).toBe(device);
  });
});

describe('isBot: requests that are not a guest reading the menu', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'WhatsApp/2.23.20.0 A',
    'TelegramBot (like TwitterBot)',
    'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/118.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse',
    'curl/8.5.0',
    'Wget/1.21.4',
    'python-requests/2.32.3',
    'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
    'UptimeRobot/2.0',
  ])('%s', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it('counts an empty or missing user agent as a bot, and ordinary browsers as guests', () => {
    expect(isBot(undefined)).toBe(true);
    expect(isBot('')).toBe(true);
    expect(
      isBot(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false);
    expect(isBot('Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0')).toBe(
      false,
    );
  });
});

describe('isPrefetch', () => {
  it('recognises the prefetch and preview headers of browsers', () => {
    expect(isPrefetch({ 'sec-purpose': 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'sec-purpose': 'prefetch;prerender' })).toBe(true);
    expect(isPrefetch({ purpose: 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-moz': 'prefetch' })).toBe(true);
    expect(isPrefetch({ 'x-purpose': 'preview' })).toBe(true);
    expect(isPrefetch({})).toBe(false);
    expect(isPrefetch({ 'sec-fetch-mode': 'navigate' })).toBe(false);
  });
});

describe('guestDevice: a device class, or null for what is not a guest', () => {
  it('gives the same answers as isBot and deviceOf, asked once or many times', () => {
    const phone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
    for (let i = 0; i < 3; i += 1) {
      expect(guestDevice(phone)).toBe('phone');
      expect(guestDevice('curl/8.5.0')).toBeNull();
      expect(guestDevice(undefined)).toBeNull();
      expect(guestDevice('')).toBeNull();
    }
    // Past its bound the cache starts again, with the same answers.
    for (let i = 0; i < 2_100; i += 1) guestDevice(`Mozilla/5.0 (X11; Linux x86_64) Firefox/${i}`);
    expect(guestDevice(phone)).toBe('phone');
    expect(guestDevice('Mozilla/5.0 (X11; Linux x86_64) Firefox/7')).toBe('desktop');
  });
});
