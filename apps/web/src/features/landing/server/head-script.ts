import { LANGUAGES } from '@carta/shared/core';
import { storageKeys } from '../../../lib/storage-keys';

/**
 * The page's only script, inline in <head> so it runs before anything is drawn (the server sends
 * its hash in the Content-Security-Policy):
 * - a signed-in visitor (the dashboard keeps the session in localStorage, docs/product.md §3) goes
 *   to /dashboard;
 * - on `/` without `?lang=`, a language chosen earlier in Carta wins over the browser's;
 * - following a language link remembers that choice for the dashboard too.
 */
export function landingHeadScript(): string {
  const user = JSON.stringify(storageKeys.user);
  const language = JSON.stringify(storageKeys.language);
  const languages = JSON.stringify(LANGUAGES);
  return (
    `(function(){try{var s=localStorage,l=location;` +
    `if(s.getItem(${user})){l.replace("/dashboard");return}` +
    `var p=s.getItem(${language});` +
    `if(!/[?&]lang=/.test(l.search)&&${languages}.indexOf(p)>=0&&p!==document.documentElement.lang){l.replace("/?lang="+p);return}` +
    `document.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("[data-set-language]");` +
    `if(a)s.setItem(${language},a.getAttribute("data-set-language"))})` +
    `}catch(e){}})()`
  );
}
