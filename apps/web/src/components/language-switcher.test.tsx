import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { detectLanguage } from '@/lib/i18n';
import { storageKeys } from '@/lib/storage-keys';
import { renderPage } from '@/test/render';
import { LanguageSwitcher } from './language-switcher';

function Greeting() {
  const { t } = useTranslation();
  return <h1>{t('landing.hero.headline')}</h1>;
}

describe('language switcher (docs/product.md §4 Language)', () => {
  it('switches the visible text, persists the choice and sets <html lang>', async () => {
    renderPage(
      <>
        <Greeting />
        <LanguageSwitcher />
      </>,
    );
    expect(await screen.findByRole('heading')).toHaveTextContent(
      'Create your first menu in under 5 minutes',
    );
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Español' }));

    expect(screen.getByRole('heading')).toHaveTextContent(
      'Crea tu primer menú en menos de 5 minutos',
    );
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(storageKeys.language)).toBe('es');
    expect(document.documentElement.lang).toBe('es');

    await userEvent.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Create your first menu');
    expect(localStorage.getItem(storageKeys.language)).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});

describe('language detection', () => {
  const withBrowserLanguages = (languages: string[], run: () => void) => {
    const spy = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
    try {
      run();
    } finally {
      spy.mockRestore();
    }
  };

  it('prefers the stored choice', () => {
    localStorage.setItem(storageKeys.language, 'es');
    withBrowserLanguages(['en-US'], () => expect(detectLanguage()).toBe('es'));
  });

  it('falls back to the browser language: es for any es-* variant, else en', () => {
    withBrowserLanguages(['es-MX', 'en'], () => expect(detectLanguage()).toBe('es'));
    withBrowserLanguages(['fr-FR'], () => expect(detectLanguage()).toBe('en'));
    localStorage.setItem(storageKeys.language, 'de');
    withBrowserLanguages(['en-GB'], () => expect(detectLanguage()).toBe('en'));
  });
});
