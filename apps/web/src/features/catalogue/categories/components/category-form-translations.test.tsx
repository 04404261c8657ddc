import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Category, CategoryInput, ContentLanguage } from '@carta/shared';
import { ApiError } from '@/lib/api-client';
import { BUSINESS_ID, fakeBusiness, fakeCategory, page } from '@/test/fixtures';
import { errorBody, onGet } from '@/test/http';
import { renderPage } from '@/test/render';
import { FormActionBar } from '@/features/catalogue/shared/collection-form/form-action-bar';
import { CategoryForm } from './category-form';

// docs/product.md, "Menu languages": a category's name in the business's other languages.

function renderForm({
  others = ['fr', 'es'],
  category,
  onSubmit = vi.fn<(input: CategoryInput) => Promise<unknown>>(async () => undefined),
}: {
  others?: ContentLanguage[];
  category?: Category;
  onSubmit?: (input: CategoryInput) => Promise<unknown>;
} = {}) {
  onGet(
    '/api/businesses',
    page([fakeBusiness({ id: BUSINESS_ID, primary_language: 'en', other_languages: others })]),
  );
  onGet('/api/products', page([]));
  renderPage(
    <CategoryForm
      businessId={BUSINESS_ID}
      category={category}
      onSubmit={onSubmit}
      actions={(state) => (
        <FormActionBar
          entity="categories"
          {...state}
          onCancel={() => {}}
          edit={
            category && { name: category.name, deleting: false, onDelete: async () => undefined }
          }
        />
      )}
    />,
  );
  return { onSubmit };
}

const panel = (language: string) => screen.getByRole('tabpanel', { name: language });
const translatedName = (language: string) =>
  within(panel(language)).getByRole('textbox', { name: 'Name' });

describe('category form: translated names', () => {
  it('one tab per other language; sends the typed names, not the empty ones', async () => {
    const { onSubmit } = renderForm();
    const tabs = await screen.findByRole('tablist', { name: 'Translation languages' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['French', 'Spanish']);
    expect(within(tabs).getByRole('tab', { name: 'French' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.type(screen.getAllByRole('textbox', { name: 'Name' })[0]!, 'Starters');
    // The primary text is the reference beside the translation.
    expect(within(panel('French')).getByText('In English: Starters')).toBeInTheDocument();
    expect(translatedName('French')).toHaveAttribute('placeholder', 'Starters');
    await userEvent.type(translatedName('French'), 'Entrées');

    await userEvent.click(within(tabs).getByRole('tab', { name: 'Spanish' }));
    expect(translatedName('Spanish')).toHaveValue('');
    await userEvent.click(within(tabs).getByRole('tab', { name: 'French' }));
    expect(translatedName('French')).toHaveValue('Entrées');

    const create = screen.getByRole('button', { name: 'Create category' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(onSubmit).mock.calls[0]![0]).toEqual({
      business: { id: BUSINESS_ID },
      name: 'Starters',
      enabled: true,
      products: [],
      translations: { fr: { name: 'Entrées' } },
    });
  });

  it('editing: loads the translations; a change counts, typing it back does not; clearing sends none', async () => {
    const category = fakeCategory({
      name: 'Desserts',
      products: [],
      translations: { fr: { name: 'Desserts maison' }, de: { name: 'Nachspeisen' } },
    });
    const { onSubmit } = renderForm({ others: ['fr'], category });
    const french = await screen.findByRole('tab', { name: 'French' });
    expect(french).toBeInTheDocument();
    expect(translatedName('French')).toHaveValue('Desserts maison');
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save).toBeDisabled();

    await userEvent.type(translatedName('French'), '!');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.type(translatedName('French'), '{Backspace}');
    await waitFor(() => expect(save).toBeDisabled());

    await userEvent.clear(translatedName('French'));
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // German is no longer offered, yet its name is kept; the French one is dropped.
    expect(vi.mocked(onSubmit).mock.calls[0]![0].translations).toEqual({
      de: { name: 'Nachspeisen' },
    });
  });

  it('a server error on a translation opens its tab, says so on the tab and shows it on the input', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(
        400,
        errorBody(400, 'Bad request', {
          fields: { 'translations.es.name': 'Category name is too long' },
        }),
      );
    });
    renderForm({ onSubmit });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Pizzas');
    await userEvent.type(translatedName('French'), 'Pizzas');
    const create = screen.getByRole('button', { name: 'Create category' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);

    const spanish = await screen.findByRole('tab', { name: /^Spanish/ });
    expect(spanish).toHaveAccessibleName('Spanish (has errors)');
    expect(spanish).toHaveAttribute('aria-selected', 'true');
    expect(
      within(panel('Spanish (has errors)')).getByText('Category name is too long'),
    ).toBeVisible();
    expect(
      within(panel('Spanish (has errors)')).getByRole('textbox', { name: 'Name' }),
    ).toHaveAttribute('aria-invalid', 'true');
  });

  it('a business without other languages shows no translations and sends none', async () => {
    const { onSubmit } = renderForm({ others: [] });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Salads');
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const create = screen.getByRole('button', { name: 'Create category' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(vi.mocked(onSubmit).mock.calls[0]![0]).not.toHaveProperty('translations');
  });
});
