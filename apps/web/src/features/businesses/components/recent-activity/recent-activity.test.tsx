import { afterEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { session } from '@/lib/session';
import { fakeActivity, fakeUser } from '@/test/fixtures';
import { onGet } from '@/test/http';
import { renderPage } from '@/test/render';
import { RecentActivity } from './recent-activity';

const BUSINESS = '00000000-0000-4000-8000-00000000000b';

function renderActivity() {
  session.signIn(fakeUser(), true);
  onGet('/api/businesses/:id/activity', [
    fakeActivity({
      item_name: 'Fresh bread',
      api_token: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Stock sync' },
    }),
    fakeActivity({ item_name: 'Olive oil', api_token: null }),
  ]);
  return renderPage(<RecentActivity businessId={BUSINESS} />, { sessionStore: session });
}

afterEach(async () => {
  session.signOut();
  await act(() => i18n.changeLanguage('en'));
});

describe('recent activity: changes made with a personal API token (issue 16)', () => {
  it('names the token under an entry made with one, and nothing under one made in the app', async () => {
    renderActivity();
    const [viaToken, inApp] = (await screen.findAllByRole('listitem')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(viaToken).toHaveTextContent('Fresh bread');
    expect(viaToken).toHaveTextContent('via API token Stock sync');
    expect(inApp).toHaveTextContent('Olive oil');
    expect(inApp).not.toHaveTextContent('API token');
  });

  it('in Spanish', async () => {
    await act(() => i18n.changeLanguage('es'));
    renderActivity();
    expect(await screen.findByText('con el token de API Stock sync')).toBeInTheDocument();
  });
});
