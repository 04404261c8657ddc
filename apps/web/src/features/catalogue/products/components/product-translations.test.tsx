import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product, ProductInput } from '@carta/shared';
import { i18n } from '@/lib/i18n';
import { BUSINESS_ID, fakeBusiness, fakeProduct, page } from '@/test/fixtures';
import { onGet } from '@/test/http';
import { renderPage } from '@/test/render';
import { ProductActionBar } from './product-action-bar';
import { ProductForm } from './product-form';

/** Many inputs and renders: on a busy machine these take longer than the default 5 s. */
const SLOW_TEST_MS = 15_000;

// docs/product.md, "Menu languages": a product's name, description and sizes in the business's
// other languages, typed by the owner.

function renderForm(product?: Product, others: ('fr' | 'de')[] = ['fr']) {
  onGet(
    '/api/businesses',
    page([fakeBusiness({ id: BUSINESS_ID, primary_language: 'en', other_languages: others })]),
  );
  const onSubmit = vi.fn<(input: ProductInput) => Promise<unknown>>(async () => undefined);
  renderPage(
    <ProductForm
      businessId={BUSINESS_ID}
      product={product}
      onSubmit={onSubmit}
      actions={(state) => (
        <ProductActionBar
          state={state}
          submitLabel={product ? 'Save' : 'Create'}
          onCancel={() => {}}
        />
      )}
    />,
  );
  return { onSubmit };
}

const french = () => screen.getByRole('tabpanel', { name: 'French' });
/** Types a whole text at once (pasted): the test is about where it goes, not the keys. */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}
/** An input of the product itself: it comes before its translation in the French tab. */
const own = (name: string | RegExp) => screen.getAllByRole('textbox', { name })[0]!;

describe('product form: translations', () => {
  it(
    'a business with French: the French tab takes the name, description and sizes',
    async () => {
      const user = userEvent.setup();
      const { onSubmit } = renderForm();
      // It shows once the business list (with its languages) has loaded.
      const card = await screen.findByRole(
        'heading',
        { name: 'Translations' },
        { timeout: SLOW_TEST_MS },
      );
      expect(card).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'French' })).toHaveAttribute('aria-selected', 'true');

      await fill(user, own('Name'), 'Tomato soup');
      await fill(user, own(/^Description/), 'With basil');
      await user.click(screen.getByRole('button', { name: 'Add sizes' }));
      await fill(user, own('Name of size 1'), 'Cup');
      await fill(user, screen.getByRole('textbox', { name: 'Price of size 1' }), '4');
      await fill(user, own('Name of size 2'), 'Bowl');
      await fill(user, screen.getByRole('textbox', { name: 'Price of size 2' }), '6');

      // Each translation beside its English text; none filled in for the owner.
      expect(within(french()).getByText('In English: Tomato soup')).toBeInTheDocument();
      expect(within(french()).getByText('In English: With basil')).toBeInTheDocument();
      expect(within(french()).getByText('In English: Bowl')).toBeInTheDocument();
      const name = within(french()).getByRole('textbox', { name: 'Name' });
      expect(name).toHaveValue('');
      await fill(user, name, 'Soupe');
      await fill(user, within(french()).getByRole('textbox', { name: 'Name of size 1' }), 'Tasse');

      const create = screen.getByRole('button', { name: 'Create' });
      await waitFor(() => expect(create).toBeEnabled());
      await user.click(create);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      const sent = onSubmit.mock.calls[0]![0];
      expect(sent.translations).toEqual({ fr: { name: 'Soupe' } });
      expect(sent.variants).toEqual([
        { name: 'Cup', price: '4.00', translations: { fr: { name: 'Tasse' } } },
        { name: 'Bowl', price: '6.00', translations: {} },
      ]);
    },
    SLOW_TEST_MS,
  );

  it(
    'editing: the saved translations load; a moved size keeps its own',
    async () => {
      const user = userEvent.setup();
      const product = fakeProduct({
        name: 'Lemonade',
        price: '3.00',
        translations: { fr: { name: 'Limonade', description: 'Maison' } },
        variants: [
          { name: 'Small', price: '3.00', translations: { fr: { name: 'Petite' } } },
          { name: 'Large', price: '4.50', translations: {} },
        ],
      });
      const { onSubmit } = renderForm(product);
      await screen.findByRole('tab', { name: 'French' });
      expect(within(french()).getByRole('textbox', { name: 'Name' })).toHaveValue('Limonade');
      expect(within(french()).getByRole('textbox', { name: 'Description' })).toHaveValue('Maison');
      expect(within(french()).getByRole('textbox', { name: 'Name of size 1' })).toHaveValue(
        'Petite',
      );
      const save = screen.getByRole('button', { name: 'Save' });
      expect(save).toBeDisabled();

      await user.click(screen.getByRole('button', { name: 'Move size 1 down' }));
      expect(within(french()).getByRole('textbox', { name: 'Name of size 2' })).toHaveValue(
        'Petite',
      );
      expect(within(french()).getByText('In English: Small')).toBeInTheDocument();
      await fill(user, within(french()).getByRole('textbox', { name: 'Name of size 1' }), 'Grande');
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({
        translations: { fr: { name: 'Limonade', description: 'Maison' } },
        variants: [
          { name: 'Large', translations: { fr: { name: 'Grande' } } },
          { name: 'Small', translations: { fr: { name: 'Petite' } } },
        ],
      });
    },
    SLOW_TEST_MS,
  );

  it('in Spanish, the tabs and the reference name the languages in Spanish', async () => {
    await i18n.changeLanguage('es');
    try {
      renderForm(fakeProduct({ name: 'Soup' }), ['fr', 'de']);
      const tabs = await screen.findByRole('tablist', { name: 'Idiomas de traducción' });
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['francés', 'alemán']);
      expect(screen.getByText('En inglés: Soup')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('a business without other languages has no translations card', async () => {
    renderForm(undefined, []);
    await screen.findByRole('textbox', { name: 'Name' });
    // The business list has loaded (the selector's query) and still no card.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'Translations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
