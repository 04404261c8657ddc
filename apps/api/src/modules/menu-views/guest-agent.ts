import type { IncomingHttpHeaders } from 'node:http';
import type { ViewDevice } from '@carta/shared';

/**
 * What a page request says about who asked (docs/product.md, "Menu views"). The user agent is
 * read here, reduced to a device class, and never kept.
 */

/**
 * Crawlers, link previews (chat apps unfurling a shared link), monitoring and headless or
 * command-line tools: not guests reading a menu.
 */
const NOT_A_GUEST =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|facebookcatalog|whatsapp|telegram|skypeuripreview|discord|slack|embedly|vkshare|pinterest|bingpreview|lighthouse|pagespeed|headless|phantomjs|puppeteer|playwright|selenium|webdriver|curl|wget|python|httpclient|http-client|okhttp|axios|node-fetch|undici|go-http|java\/|libwww|scrapy|monitor|uptime|pingdom|statuscake|feedfetcher|validator|archive/i;

/** True for a request that is not a guest reading the page: a bot, a tool, no user agent. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.length < 8 || NOT_A_GUEST.test(userAgent);
}

/** A browser fetching the page ahead of a possible visit (speculation rules, link prefetch). */
export function isPrefetch(headers: IncomingHttpHeaders): boolean {
  const purpose = headers['sec-purpose'] ?? headers.purpose ?? headers['x-purpose'];
  if (typeof purpose === 'string' && /prefetch|preview|prerender/i.test(purpose)) return true;
  const moz = headers['x-moz'];
  return typeof moz === 'string' && /prefetch/i.test(moz);
}

// Tablets first: iPads and Android tablets (Android without "Mobile"), Kindle and Silk, Windows
// touch tablets; then phones; everything else is a desktop.
const TABLET = /ipad|tablet|playbook|silk|kindle|(android(?!.*mobile))/i;
const PHONE = /mobi|iphone|ipod|android|windows phone|iemobile|blackberry|opera mini/i;

/** The device class of a user agent (the agent itself is then discarded). */
export function deviceOf(userAgent: string): ViewDevice {
  if (TABLET.test(userAgent)) return 'tablet';
  if (PHONE.test(userAgent)) return 'phone';
  return 'desktop';
}

/** User agents classified so far; cleared when full (browsers send few distinct ones). */
const AGENT_CACHE_MAX = 2_000;
const classified = new Map<string, ViewDevice | null>();

/**
 * The device class of a guest's user agent, or null for a bot or tool: the regular expressions
 * run once per distinct agent, later requests cost a map lookup.
 */
export function guestDevice(userAgent: string | undefined): ViewDevice | null {
  if (userAgent === undefined) return null;
  let device = classified.get(userAgent);
  if (device === undefined) {
    device = isBot(userAgent) ? null : deviceOf(userAgent);
    if (classified.size >= AGENT_CACHE_MAX) classified.clear();
    classified.set(userAgent, device);
  }
  return device;
}
