import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { resetToasts } from '@/lib/toast';
import { resetServer, server, startServer } from './http';
import { disposeQueryClients } from './query-clients';

// findBy… and waitFor wait up to 5 s instead of 1 s: on a loaded 2-core machine a page that
// navigates after a mutation can take longer than a second to render in jsdom. They still return
// as soon as the element is there.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lacks the pointer-capture and layout APIs Radix primitives call.
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.setPointerCapture ??= () => {};
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeAll(() => startServer());
afterAll(() => server.close());

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  disposeQueryClients();
  resetToasts();
  localStorage.clear();
  sessionStorage.clear();
  // After unmounting, so a request the page still had in flight counts for this test.
  const problems = resetServer();
  if (problems.length > 0) throw new Error(`HTTP mocks:\n${problems.join('\n')}`);
});
