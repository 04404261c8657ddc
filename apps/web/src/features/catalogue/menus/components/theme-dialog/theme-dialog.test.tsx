import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_THEME, THEME_PRESETS, type PublicMenuAvailable, type Theme } from '@carta/shared';
import type * as PublicMenuModule from '@/features/public-menu';
import { PublicMenuView, loadMenuFont, type PublicMenuViewProps } from '@/features/public-menu';
import { i18n } from '@/lib/i18n';
import { renderPage } from '@/test/render';
import { ThemeDialog } from './theme-dialog';

// The public menu view is built and tested on its own; here we only check what the preview hands
// it: the draft theme and the sample menu.
vi.mock('@/features/public-menu', async (importOriginal) => ({
  ...(await importOriginal<typeof PublicMenuModule>()),
  PublicMenuView: vi.fn(({ menu }: PublicMenuViewProps) => (
    <div data-testid="public-menu-view">{menu.enabled ? menu.name : null}</div>
  )),
  loadMenuFont: vi.fn(async () => undefined),
}));

/** The menu the preview showed last. */
function previewMenu(): PublicMenuAvailable {
  const calls = vi.mocked(PublicMenuView).mock.calls;
  const menu = calls.at(-1)![0].menu;
  if (!menu.enabled) throw new Error('the preview shows a disabled menu');
  return menu;
}
const previewTheme = () => previewMenu().theme;

const preset = (id: string) => THEME_PRESETS.find((p) => p.id === id)!.theme;

function renderDialog(theme: Theme = DEFAULT_THEME) {
  const onChange = vi.fn<(theme: Theme) => void>();
  renderPage(<ThemeDialog theme={theme} onChange={onChange} />);
  return { onChange };
}

async function open() {
  await userEvent.click(screen.getByRole('button', { name: 'Customize theme' }));
  return screen.findByRole('dialog', { name: 'Customize theme' });
}

const tab = (name: string) => userEvent.click(screen.getByRole('tab', { name }));
const apply = () => userEvent.click(screen.getByRole('button', { name: 'Apply' }));

describe('theme dialog (docs/public-menu.md)', () => {
  it('opens with a title, a description, four tabs and a preview of sample dishes', async () => {
    renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await open();
    expect(dialog).toHaveAccessibleDescription(/Start from a preset/);
    expect(
      within(dialog)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Presets', 'Colors', 'Typography', 'Background']);
    expect(screen.getByRole('tab', { name: 'Presets' })).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByTestId('public-menu-view')).toBeInTheDocument();

    const [props] = vi.mocked(PublicMenuView).mock.calls.at(-1)!;
    expect(props.preview).toBe(true);
    expect(props.texts).toEqual(i18n.t('publicMenu', { returnObjects: true }));
    expect(props.shareTexts).toEqual(i18n.t('share', { returnObjects: true }));
    const menu = previewMenu();
    expect(menu.theme).toEqual(DEFAULT_THEME);
    expect(menu.categories.map((c) => c.name)).toEqual(['Pizzas', 'Appetizers']);
    expect(menu.categories[0]!.products[0]).toMatchObject({
      name: 'Margherita',
      description: 'Tomato, fresh mozzarella and basil',
      price: '9.50',
      image_url: null,
    });
    for (const product of menu.categories.flatMap((c) => c.products)) {
      expect(product.price).toMatch(/^\d+\.\d{2}$/);
    }
    expect(vi.mocked(loadMenuFont)).toHaveBeenCalledWith('inter');
  });

  it('the keyboard moves between the tabs', async () => {
    renderDialog();
    await open();
    screen.getByRole('tab', { name: 'Presets' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Colors' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Colors' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Primary color' })).toBeInTheDocument();
  });

  it('lists the six presets, marks the current one, and choosing one changes the draft', async () => {
    const { onChange } = renderDialog();
    await open();
    const list = screen.getByRole('list', { name: 'Theme presets' });
    const cards = within(list).getAllByRole('button');
    expect(cards).toHaveLength(6);
    expect(cards[1]).toHaveAccessibleName(/^Elegant\s*Refined serif type with gold accents$/);
    const classic = screen.getByRole('button', { name: /^Classic/ });
    expect(classic).toHaveAttribute('aria-pressed', 'true');

    const elegant = screen.getByRole('button', { name: /^Elegant/ });
    await userEvent.click(elegant);
    expect(elegant).toHaveAttribute('aria-pressed', 'true');
    expect(classic).toHaveAttribute('aria-pressed', 'false');
    expect(previewTheme()).toEqual(preset('elegant'));
    expect(vi.mocked(loadMenuFont)).toHaveBeenCalledWith('playfair');
    expect(onChange).not.toHaveBeenCalled();

    await apply();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(preset('elegant'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks a preset whose colours were changed as modified', async () => {
    renderDialog(preset('vintage'));
    await open();
    const vintage = screen.getByRole('button', { name: /^Vintage/ });
    expect(vintage).toHaveAttribute('aria-pressed', 'true');
    expect(within(vintage).queryByText('Modified')).not.toBeInTheDocument();
    await tab('Colors');
    await userEvent.click(screen.getByRole('button', { name: 'Teal' }));
    await tab('Presets');
    expect(
      within(screen.getByRole('button', { name: /^Vintage/ })).getByText('Modified'),
    ).toBeVisible();
  });

  it('quick colours set primary and secondary together', async () => {
    renderDialog();
    await open();
    await tab('Colors');
    const names = ['Blue', 'Purple', 'Green', 'Orange', 'Teal'];
    for (const name of names) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Orange' }));
    expect(screen.getByRole('button', { name: 'Orange' })).toHaveAttribute('aria-pressed', 'true');
    expect(previewTheme()).toMatchObject({ primaryColor: '#F97316', secondaryColor: '#C2410C' });
    expect(screen.getByRole('textbox', { name: 'Primary color' })).toHaveValue('#F97316');
    expect(screen.getByRole('textbox', { name: 'Secondary color' })).toHaveValue('#C2410C');
  });

  it('has a picker and a hex box for each of the six colours', async () => {
    renderDialog();
    await open();
    await tab('Colors');
    const fields = [
      ['Primary color', '#3B82F6'],
      ['Secondary color', '#10B981'],
      ['Page background', '#F9FAFB'],
      ['Card background', '#FFFFFF'],
      ['Text color', '#111827'],
      ['Secondary text color', '#6B7280'],
    ];
    for (const [name, value] of fields) {
      expect(screen.getByRole('textbox', { name })).toHaveValue(value);
      expect(screen.getByLabelText(`${name}: color picker`)).toHaveValue(value!.toLowerCase());
    }
  });

  it('the hex box applies a colour only once it is valid and reverts on blur (docs/public-menu.md)', async () => {
    renderDialog();
    await open();
    await tab('Colors');
    const box = screen.getByRole('textbox', { name: 'Primary color' });

    await userEvent.clear(box);
    await userEvent.type(box, '#12');
    expect(box).toHaveValue('#12');
    expect(box).toBeInvalid();
    expect(screen.getByRole('alert')).toHaveTextContent('Must be a valid hex color');
    expect(previewTheme().primaryColor).toBe('#3B82F6');

    await userEvent.type(box, 'ab56');
    expect(box).toBeValid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(previewTheme().primaryColor).toBe('#12AB56');
    expect(screen.getByLabelText('Primary color: color picker')).toHaveValue('#12ab56');

    await userEvent.clear(box);
    await userEvent.type(box, 'red');
    expect(screen.getByRole('alert')).toHaveTextContent('Must be a valid hex color');
    expect(previewTheme().primaryColor).toBe('#12AB56');
    await userEvent.tab();
    expect(box).toHaveValue('#12AB56');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the hex message is translated', async () => {
    await i18n.changeLanguage('es');
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Personalizar tema' }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Colores' }));
    const box = screen.getByRole('textbox', { name: 'Color principal' });
    await userEvent.clear(box);
    await userEvent.type(box, '#x');
    expect(screen.getByRole('alert')).toHaveTextContent('Debe ser un color hexadecimal válido');
  });

  it('the colour picker applies its colour at once', async () => {
    renderDialog();
    await open();
    await tab('Colors');
    const picker = screen.getByLabelText('Text color: color picker');
    // user-event cannot drive a native colour picker; an input event is what it sends.
    fireEvent.input(picker, { target: { value: '#334455' } });
    expect(previewTheme().textColor).toBe('#334455');
    expect(screen.getByRole('textbox', { name: 'Text color' })).toHaveValue('#334455');
  });

  it('typography: each font in its own face, sizes, corners and spacing', async () => {
    renderDialog();
    await open();
    await tab('Typography');
    const fonts = screen.getByRole('radiogroup', { name: 'Font' });
    const options = within(fonts).getAllByRole('radio');
    expect(options.map((o) => o.textContent)).toEqual([
      'Inter',
      'Roboto',
      'Playfair Display',
      'Dancing Script',
      'Nunito',
    ]);
    expect(within(fonts).getByRole('radio', { name: 'Playfair Display' }).style.fontFamily).toMatch(
      /Playfair Display/,
    );
    for (const font of ['inter', 'roboto', 'playfair', 'dancing-script', 'nunito']) {
      expect(vi.mocked(loadMenuFont)).toHaveBeenCalledWith(font);
    }
    expect(within(fonts).getByRole('radio', { name: 'Inter' })).toBeChecked();

    await userEvent.click(within(fonts).getByRole('radio', { name: 'Dancing Script' }));
    const pick = (group: string, option: string) =>
      userEvent.click(
        within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', {
          name: option,
        }),
      );
    await pick('Header size', 'Extra large');
    await pick('Price size', 'Small');
    await pick('Corner radius', 'None');
    await pick('Spacing', 'Spacious');
    expect(previewTheme()).toMatchObject({
      fontFamily: 'dancing-script',
      headerSize: 'xl',
      priceSize: 'sm',
      cornerRadius: 'none',
      spacing: 'spacious',
    });
  });

  it('switching to a gradient fills its colours from primary and secondary, direction to-br (docs/public-menu.md)', async () => {
    renderDialog({
      ...DEFAULT_THEME,
      primaryColor: '#8B5CF6',
      secondaryColor: '#6D28D9',
      gradientDirection: 'sideways' as Theme['gradientDirection'],
    });
    await open();
    await tab('Background');
    const type = screen.getByRole('radiogroup', { name: 'Background type' });
    expect(within(type).getByRole('radio', { name: 'Solid color' })).toBeChecked();
    expect(screen.queryByText(/translucent white/)).not.toBeInTheDocument();

    await userEvent.click(within(type).getByRole('radio', { name: 'Gradient' }));
    expect(previewTheme()).toMatchObject({
      backgroundType: 'gradient',
      gradientFrom: '#8B5CF6',
      gradientTo: '#6D28D9',
      gradientDirection: 'to-br',
    });
    expect(screen.getByRole('textbox', { name: 'Gradient start' })).toHaveValue('#8B5CF6');
    expect(screen.getByRole('textbox', { name: 'Gradient end' })).toHaveValue('#6D28D9');
    const directions = screen.getByRole('radiogroup', { name: 'Gradient direction' });
    expect(within(directions).getAllByRole('radio')).toHaveLength(4);
    expect(within(directions).getByRole('radio', { name: /to bottom right/ })).toBeChecked();
    expect(screen.getByText(/translucent white \(10% opacity\)/)).toBeVisible();

    await userEvent.click(within(directions).getByRole('radio', { name: 'Top to bottom' }));
    const end = screen.getByRole('textbox', { name: 'Gradient end' });
    await userEvent.clear(end);
    await userEvent.type(end, '#000000');
    expect(previewTheme()).toMatchObject({ gradientDirection: 'to-b', gradientTo: '#000000' });

    // Back to solid and to the gradient again: the chosen colours are kept.
    await userEvent.click(within(type).getByRole('radio', { name: 'Solid color' }));
    expect(previewTheme().backgroundType).toBe('solid');
    await userEvent.click(within(type).getByRole('radio', { name: 'Gradient' }));
    expect(previewTheme()).toMatchObject({ gradientFrom: '#8B5CF6', gradientTo: '#000000' });
  });

  it('a gradient keeps colours it already has, and falls back to blue and green', async () => {
    renderDialog({
      ...DEFAULT_THEME,
      primaryColor: 'not a colour',
      secondaryColor: '',
      gradientTo: '#222222',
    });
    await open();
    await tab('Background');
    await userEvent.click(screen.getByRole('radio', { name: 'Gradient' }));
    expect(previewTheme()).toMatchObject({ gradientFrom: '#3B82F6', gradientTo: '#222222' });
  });

  it('a stored image background shows as solid', async () => {
    const { onChange } = renderDialog({
      ...DEFAULT_THEME,
      backgroundType: 'image',
      backgroundImage: 'https://example.com/wall.jpg',
    });
    await open();
    await tab('Background');
    expect(screen.getByRole('radio', { name: 'Solid color' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Gradient' })).not.toBeChecked();
    await apply();
    expect(onChange.mock.calls[0]![0].backgroundType).toBe('image');
  });

  it('Reset to default puts the default theme in the draft; Apply sends it', async () => {
    const { onChange } = renderDialog(preset('modern'));
    await open();
    expect(previewTheme()).toEqual(preset('modern'));
    await userEvent.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(previewTheme()).toEqual(DEFAULT_THEME);
    expect(screen.getByRole('button', { name: /^Classic/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await apply();
    expect(onChange).toHaveBeenCalledExactlyOnceWith(DEFAULT_THEME);
  });

  it.each([
    ['Cancel', () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Close', () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', () => userEvent.keyboard('{Escape}')],
  ])('%s discards the draft', async (_how, dismiss) => {
    const { onChange } = renderDialog(preset('minimalist'));
    await open();
    await userEvent.click(screen.getByRole('button', { name: /^Playful/ }));
    expect(previewTheme()).toEqual(preset('playful'));
    await dismiss();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();

    await open();
    expect(previewTheme()).toEqual(preset('minimalist'));
    expect(screen.getByRole('button', { name: /^Minimalist/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('warns about low contrast, naming the text and the ratios, and still lets it apply', async () => {
    const { onChange } = renderDialog();
    await open();
    const dialog = screen.getByRole('dialog');
    const status = within(dialog).getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await tab('Colors');
    const subtext = screen.getByRole('textbox', { name: 'Secondary text color' });
    await userEvent.clear(subtext);
    await userEvent.type(subtext, '#BBBBBB');
    expect(status).toHaveTextContent('Low contrast: some text may be hard to read');
    expect(status).toHaveTextContent('Secondary text: 1.92:1, needs at least 4.5:1');
    expect(within(status).getAllByRole('listitem')).toHaveLength(1);
    expect(status).toHaveTextContent('You can still apply this theme.');

    const text = screen.getByRole('textbox', { name: 'Text color' });
    await userEvent.clear(text);
    await userEvent.type(text, '#F9FAFB');
    expect(status).toHaveTextContent(/Text: 1\.05:1, needs at least 4\.5:1/);
    expect(status).toHaveTextContent(/Headings: 1:1, needs at least 3:1/);

    await apply();
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ subtextColor: '#BBBBBB', textColor: '#F9FAFB' }),
    );
  });

  it('has no contrast warning for any preset', async () => {
    renderDialog();
    await open();
    const status = within(screen.getByRole('dialog')).getByRole('status');
    for (const { id } of THEME_PRESETS) {
      const name = new RegExp(`^${id[0]!.toUpperCase()}${id.slice(1)}`);
      await userEvent.click(screen.getByRole('button', { name }));
      expect(status, id).toBeEmptyDOMElement();
    }
  });

  it('every field and group of every tab is labelled', async () => {
    renderDialog(preset('modern'));
    const dialog = await open();
    for (const name of ['Presets', 'Colors', 'Typography', 'Background']) {
      await tab(name);
      for (const control of within(dialog).queryAllByRole('textbox')) {
        expect(control).toHaveAccessibleName();
      }
      for (const group of within(dialog).queryAllByRole('radiogroup')) {
        expect(group).toHaveAccessibleName();
      }
      for (const button of within(dialog).getAllByRole('button')) {
        expect(button).toHaveAccessibleName();
      }
      expect(within(dialog).getByRole('tabpanel', { name }), name).toBeInTheDocument();
    }
  });
});
