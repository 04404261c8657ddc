import { describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { PublicOnly } from '@/app/guards/public-only';
import { Toaster } from '@/components/ui/toaster';
import { i18n } from '@/lib/i18n';
import { storageKeys } from '@/lib/storage-keys';
import { fakeToken, fakeUser } from '@/test/fixtures';
import { renderRoutes } from '@/test/render';
import { apiError, onCaptchaConfig, onPost, type SentRequest } from '@/test/http';
import { SignInPage } from './sign-in-page';

const routes: RouteObject[] = [
  {
    Component: PublicOnly,
    children: [
      {
        path: 'sign-in',
        element: (
          <>
            <SignInPage />
            <Toaster />
          </>
        ),
      },
    ],
  },
  { path: 'dashboard', element: <h1>Dashboard</h1> },
];

const renderSignIn = (path = '/sign-in') => renderRoutes(routes, { path });

const signInAnswer = {
  account_id: '0b9f3c1e-8d5a-4f8e-9a51-3c2d7e6f1a20',
  roles: ['admin'],
  tokens: { access_token: fakeToken(), refresh_token: 'refresh-1' },
  first_sign_in: false,
};

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

// The real widget does proof-of-work in workers jsdom lacks; the element's events are what matter.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/es-es', () => ({}));

const captchaRequired = () =>
  apiError(400, 'Please complete the reCAPTCHA verification', {
    fields: { captcha: 'Please complete the reCAPTCHA verification' },
  });

const hasCaptcha = ({ body }: SentRequest) => Boolean((body as { captcha?: string }).captcha);

async function solveWidget(payload: string) {
  const element = await waitFor(() => {
    const found = document.querySelector<HTMLElement>('altcha-widget');
    if (!found) throw new Error('no widget yet');
    return found;
  });
  await act(() => {
    element.dispatchEvent(
      new CustomEvent('statechange', { detail: { state: 'verified', payload } }),
    );
  });
}

describe('sign-in screen (docs/product.md §2)', () => {
  it('validates on change with translated, linked messages', async () => {
    onCaptchaConfig();
    renderSignIn();
    const user = userEvent.setup();
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveFocus();
    await user.type(email, 'not-an-email');
    expect(await screen.findByText('Please enter a valid email address')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address');

    await i18n.changeLanguage('es');
    expect(await screen.findByText('Introduce un correo electrónico válido')).toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toBe(email);
  });

  it('has remember-me on by default, the forgot-password and sign-up links and the home link', async () => {
    onCaptchaConfig();
    renderSignIn();
    expect(await screen.findByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/sign-up');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('signs in, stores the session user, welcomes and goes to the dashboard', async () => {
    onCaptchaConfig();
    const signIn = onPost('/api/accounts/signin', signInAnswer);
    const { router } = renderSignIn();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email'), '  Owner@Example.com ');
    await user.type(screen.getByLabelText('Password'), 'secret-password');
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(signIn.bodies()).toEqual([{ email: 'owner@example.com', password: 'secret-password' }]);
    expect(JSON.parse(localStorage.getItem(storageKeys.user)!)).toEqual({
      id: signInAnswer.account_id,
      email: 'owner@example.com',
      roles: ['admin'],
      tokens: signInAnswer.tokens,
    });
    expect(localStorage.getItem(storageKeys.rememberMe)).toBe('false');
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
  });

  it("says 'Welcome!' on the account's first sign-in, not 'Welcome back!'", async () => {
    onCaptchaConfig();
    onPost('/api/accounts/signin', { ...signInAnswer, first_sign_in: true });
    renderSignIn();
    await fillAndSubmit('new@example.com', 'secret-password');
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByText('You are signed in as new@example.com.')).toBeInTheDocument();
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument();
  });

  it("shows 'Invalid credentials' inline on failure", async () => {
    onCaptchaConfig();
    onPost('/api/accounts/signin', apiError(401, 'Invalid credentials'));
    renderSignIn();
    await fillAndSubmit('owner@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(
      screen.queryByRole('button', { name: 'Resend activation email' }),
    ).not.toBeInTheDocument();
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
  });

  it('offers to resend the activation e-mail for an inactive account', async () => {
    onCaptchaConfig();
    onPost(
      '/api/accounts/signin',
      apiError(401, 'Please activate your account using the link in the confirmation email'),
    );
    const resend = onPost('/api/accounts/resend-activation', { success: true });
    renderSignIn();
    const user = await fillAndSubmit('new@example.com', 'secret-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /Invalid credentials.*not been activated/,
    );
    await user.click(screen.getByRole('button', { name: 'Resend activation email' }));
    expect(
      await screen.findByText(/new@example.com is waiting for activation/),
    ).toBeInTheDocument();
    expect(resend.bodies()).toEqual([{ email: 'new@example.com', language: 'en' }]);
  });

  it('after many failures for the address, shows the captcha and signs in once it is solved (issue 9)', async () => {
    onCaptchaConfig('altcha');
    const signIn = onPost('/api/accounts/signin', (request) =>
      hasCaptcha(request) ? signInAnswer : captchaRequired(),
    );
    renderSignIn();
    await fillAndSubmit('owner@example.com', 'secret-password');

    expect(
      await screen.findByText('Please complete the reCAPTCHA verification'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Invalid credentials')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();

    // One click on the widget: the same sign-in goes again, with the solution.
    await solveWidget('solution-1');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(signIn.bodies()).toEqual([
      { email: 'owner@example.com', password: 'secret-password' },
      { email: 'owner@example.com', password: 'secret-password', captcha: 'solution-1' },
    ]);
  });

  it('asks for a new solution after a wrong password sent with one', async () => {
    onCaptchaConfig('altcha');
    const signIn = onPost('/api/accounts/signin', (request) =>
      hasCaptcha(request) ? apiError(401, 'Invalid credentials') : captchaRequired(),
    );
    renderSignIn();
    await fillAndSubmit('owner@example.com', 'wrong-password');
    await solveWidget('solution-1');
    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(signIn.requests()).toHaveLength(2);
    // The spent solution is dropped; a new one does not send by itself.
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    await solveWidget('solution-2');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(signIn.requests()).toHaveLength(2);
  });

  it('shows the account-activated notice for ?activated=true', async () => {
    onCaptchaConfig();
    renderSignIn('/sign-in?activated=true');
    const notice = (await screen.findByText('Account activated')).closest('[role="status"]');
    expect(notice).toHaveTextContent('Your account is ready');
    expect(
      screen.queryByRole('button', { name: 'Resend activation email' }),
    ).not.toBeInTheDocument();
  });

  it('shows the activation-failed notice and a resend button for ?activated=false', async () => {
    onCaptchaConfig();
    const resend = onPost('/api/accounts/resend-activation', { success: true });
    renderSignIn('/sign-in?activated=false');
    expect(await screen.findByRole('alert')).toHaveTextContent('Activation failed');
    const user = userEvent.setup();
    // Without an e-mail the button asks for one first.
    await user.click(screen.getByRole('button', { name: 'Resend activation email' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    await user.type(screen.getByLabelText('Email'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend activation email' }));
    await waitFor(() => expect(resend.requests()).toHaveLength(1));
  });

  it('sends an already signed-in user to the dashboard', async () => {
    onCaptchaConfig();
    localStorage.setItem(storageKeys.user, JSON.stringify(fakeUser()));
    const { router } = renderSignIn();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
