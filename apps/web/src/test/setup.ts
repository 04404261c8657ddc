import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { resetToasts } from '@/lib/toast';
import { resetServer, server, startServer } from './http';
import { disposeQueryClients } from './query-clients';

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
