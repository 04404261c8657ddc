import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_ROLE, IMPERSONATION_HEADER, type OutgoingMail } from '@carta/shared';
import { session } from '@/lib/session';
import { storageKeys } from '@/lib/storage-keys';
import { fakeUser, page } from '@/test/fixtures';
import { apiError, onGet, onPost, requests, respond } from '@/test/http';
import { renderRoutes } from '@/test/render';
import { MailPage } from './mail-page';

const admin = fakeUser({ email: 'admin@carta.test', roles: [ADMIN_ROLE] });

let counter = 0;
/** An e-mail as GET /api/admin/mail lists it. */
function fakeMail(overrides: Partial<OutgoingMail> = {}): OutgoingMail {
  counter += 1;
  return {
    id: `00000000-0000-4000-a000-${String(counter).padStart(12, '0')}`,
    to: `someone-${counter}@carta.test`,
    subject: 'Activate your Carta account',
    state: 'sent',
    attempts: 1,
    last_error: null,
    created_at: '2025-03-04T15:45:00.000Z',
    next_attempt_at: '2025-03-04T15:45:00.000Z',
    sent_at: '2025-03-04T15:47:30.000Z',
    ...overrides,
  };
}

const sent = fakeMail({ to: 'sent@carta.test' });
const queued = fakeMail({
  to: 'queued@carta.test',
  state: 'queued',
  attempts: 2,
  last_error: 'Connection timed out',
  next_attempt_at: '2025-03-04T16:00:00.000Z',
  sent_at: null,
});
const sending = fakeMail({ to: 'sending@carta.test', state: 'sending', sent_at: null });
const failed = fakeMail({
  to: 'failed@carta.test',
  subject: 'Reset your password',
  state: 'failed',
  attempts: 5,
  last_error: '550 Mailbox unavailable',
  sent_at: null,
});
const mail = [queued, sending, failed, sent];

/** GET /api/admin/mail answers with this from now on. */
const mailAnswer = (answer: Parameters<typeof onGet>[1]) => onGet('/api/admin/mail', answer);
const retryPath = `/api/admin/mail/${failed.id}/retry`;
/** The date and the time of a timestamp, as the table shows them (one over the other). */
const dateAndTime = (language: string, iso: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) +
  new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso));
const rowElement = (to: string) => screen.getByRole('row', { name: new RegExp(to) });
const rowOf = (to: string) => within(rowElement(to));
/** What the row of the e-mail to `to` shows for this timestamp (its <time> element). */
const timeIn = (to: string, iso: string) =>
  rowElement(to).querySelector(`time[datetime="${iso}"]`)?.textContent;

function renderMail(path = '/admin/mail') {
  session.signIn(admin, true);
  return renderRoutes([{ path: '/admin/mail', element: <MailPage /> }], {
    path,
    sessionStore: session,
  });
}

afterEach(() => {
  session.signOut();
});

describe('admin outgoing mail', () => {
  it('lists recipient and subject, state, attempts and dates, with the last error of failed and queued mail', async () => {
    mailAnswer(page(mail));
    renderMail();

    const table = await screen.findByRole('table', { name: 'Outgoing mail' });
    expect(document.title).toBe('Outgoing mail · Carta');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'E-mail',
      'State',
      'Attempts',
      'Created',
      'Sent or next try',
      'Actions',
    ]);

    const sentRow = rowOf('sent@carta.test');
    expect(sentRow.getByRole('rowheader')).toHaveTextContent(
      'sent@carta.testActivate your Carta account',
    );
    expect(sentRow.getByText('Sent')).toBeInTheDocument();
    expect(timeIn('sent@carta.test', sent.created_at)).toBe(dateAndTime('en', sent.created_at));
    expect(timeIn('sent@carta.test', sent.sent_at!)).toBe(dateAndTime('en', sent.sent_at!));
    expect(sentRow.queryByRole('button')).not.toBeInTheDocument();

    const queuedRow = rowOf('queued@carta.test');
    expect(queuedRow.getByText('Queued')).toBeInTheDocument();
    expect(queuedRow.getByText('Last error: Connection timed out')).toBeInTheDocument();
    expect(queuedRow.getByText('Next try')).toBeInTheDocument();
    expect(timeIn('queued@carta.test', queued.next_attempt_at)).toBe(
      dateAndTime('en', queued.next_attempt_at),
    );
    expect(queuedRow.queryByRole('button')).not.toBeInTheDocument();

    expect(rowOf('sending@carta.test').getByText('Sending')).toBeInTheDocument();
    expect(rowOf('sending@carta.test').getByText('In progress')).toBeInTheDocument();

    const failedRow = rowOf('failed@carta.test');
    expect(failedRow.getByText('Failed')).toBeInTheDocument();
    expect(failedRow.getByText('5')).toBeInTheDocument();
    expect(failedRow.getByText('Last error: 550 Mailbox unavailable')).toBeInTheDocument();
    expect(failedRow.getByText('Not sent')).toBeInTheDocument();
    expect(
      failedRow.getByRole('button', { name: 'Send again to failed@carta.test' }),
    ).toBeEnabled();

    const request = requests()[0]!;
    expect(request.query.get('page')).toBe('1');
    expect(request.query.get('items_per_page')).toBe('25');
    expect(request.headers.has(IMPERSONATION_HEADER)).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('sends a failed e-mail again: disabled while it goes, a toast, and the list reloaded', async () => {
    let retried = false;
    mailAnswer(() =>
      page(mail.map((item) => (retried && item === failed ? { ...item, state: 'queued' } : item))),
    );
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const retry = onPost(retryPath, async () => {
      await gate;
      retried = true;
      return respond(204);
    });
    renderMail();

    const button = await screen.findByRole('button', { name: 'Send again to failed@carta.test' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    release();

    expect(await screen.findByText('E-mail queued again')).toBeInTheDocument();
    expect(
      screen.getByText('The e-mail to failed@carta.test will be sent again shortly.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Send again to failed@carta.test' }),
      ).not.toBeInTheDocument(),
    );
    expect(rowOf('failed@carta.test').getByText('Queued')).toBeInTheDocument();
    expect(retry.requests()).toHaveLength(1);
    expect(requests({ method: 'GET', path: '/api/admin/mail' })).toHaveLength(2);
  });

  it("toasts the API's reason when the e-mail cannot be sent again, in the interface language", async () => {
    localStorage.setItem(storageKeys.language, 'es');
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('es');
    mailAnswer(page(mail));
    onPost(retryPath, apiError(409, 'Only an e-mail that failed can be sent again'));
    renderMail();

    await userEvent.click(
      await screen.findByRole('button', { name: 'Enviar de nuevo a failed@carta.test' }),
    );
    expect(
      await screen.findByText('Solo se puede volver a enviar un correo que falló'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(requests({ method: 'GET', path: '/api/admin/mail' })).toHaveLength(2),
    );
  });

  it('shows the failure with Retry, never the empty state', async () => {
    mailAnswer(apiError(500));
    renderMail();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load outgoing mail. Please try again.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('No e-mail sent yet')).not.toBeInTheDocument();

    mailAnswer(page(mail));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Outgoing mail' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when no e-mail was sent yet', async () => {
    mailAnswer(page([]));
    renderMail();
    expect(await screen.findByText('No e-mail sent yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('draws a table skeleton while the mail loads', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mailAnswer(async () => {
      await gate;
      return page(mail);
    });
    renderMail();
    expect(await screen.findByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('table', { name: 'Outgoing mail' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading…' })).not.toBeInTheDocument();
  });

  it('pages through 25 e-mails at a time', async () => {
    mailAnswer(page(mail, 30));
    const { router } = renderMail();

    expect(await screen.findByText('Showing 1 to 25 of 30 results')).toBeInTheDocument();
    mailAnswer(page([sent], 30, 2));
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));

    expect(await screen.findByText('Showing 26 to 30 of 30 results')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(requests()[1]!.query.get('page')).toBe('2');
  });

  it('speaks Spanish, states and dates included', async () => {
    localStorage.setItem(storageKeys.language, 'es');
    const { i18n } = await import('@/lib/i18n');
    await i18n.changeLanguage('es');
    mailAnswer(page(mail));
    renderMail();

    expect(await screen.findByRole('table', { name: 'Correo saliente' })).toBeInTheDocument();
    expect(rowOf('queued@carta.test').getByText('En cola')).toBeInTheDocument();
    expect(rowOf('sending@carta.test').getByText('Enviando')).toBeInTheDocument();
    expect(rowOf('failed@carta.test').getByText('Fallido')).toBeInTheDocument();
    const sentRow = rowOf('sent@carta.test');
    expect(sentRow.getByText('Enviado')).toBeInTheDocument();
    expect(timeIn('sent@carta.test', sent.sent_at!)).toBe(dateAndTime('es', sent.sent_at!));
  });
});
