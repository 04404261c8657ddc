import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { SortableList, type SortableItem } from './sortable-list';

const ROW_HEIGHT = 48;

/**
 * jsdom has no layout; dnd-kit's keyboard sensor moves by the rows' rectangles. Each row gets a
 * rectangle from its position in the list, so the arrow keys find their neighbours.
 */
function layOutRows() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const row = this.closest('[data-sortable-id]');
    const index = row ? [...row.parentElement!.children].indexOf(row) : 0;
    const top = row ? index * ROW_HEIGHT : 0;
    const height = row ? ROW_HEIGHT - 8 : 0;
    return {
      x: 0,
      y: top,
      top,
      left: 0,
      width: 300,
      height,
      bottom: top + height,
      right: 300,
      toJSON: () => ({}),
    } as DOMRect;
  });
}

beforeEach(layOutRows);
afterEach(() => vi.restoreAllMocks());

const initial: SortableItem[] = [
  { id: 'a', name: 'Margherita' },
  { id: 'b', name: 'Diavola' },
  { id: 'c', name: 'Tiramisu' },
];

function Harness({ onChange }: { onChange?: (items: SortableItem[]) => void }) {
  const [items, setItems] = useState(initial);
  return (
    <SortableList
      items={items}
      onChange={(next) => {
        setItems(next);
        onChange?.(next);
      }}
      label="Products in this category"
      emptyText="Nothing yet"
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Products in this category' }))
    .getAllByRole('listitem')
    .map((row) => row.getAttribute('data-sortable-id'));

describe('sortable list (docs/product.md §2: reorderable by drag and drop, also by keyboard)', () => {
  it('moves an item with the keyboard: Space picks it up, arrows move it, Space drops it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    const handle = screen.getByRole('button', { name: 'Reorder Margherita' });
    handle.focus();

    await user.keyboard('[Space]');
    await waitFor(() =>
      expect(screen.getByText('Picked up Margherita, position 1 of 3.')).toBeInTheDocument(),
    );
    await user.keyboard('[ArrowDown]');
    await waitFor(() =>
      expect(screen.getByText('Margherita moved to position 2 of 3.')).toBeInTheDocument(),
    );
    await user.keyboard('[Space]');

    await waitFor(() => expect(order()).toEqual(['b', 'a', 'c']));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Margherita dropped at position 2 of 3.')).toBeInTheDocument();
  });

  it('Escape cancels a keyboard move and keeps the order', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness onChange={onChange} />);
    screen.getByRole('button', { name: 'Reorder Diavola' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Escape]');
    await waitFor(() =>
      expect(
        screen.getByText('Reordering cancelled. Diavola is back where it was.'),
      ).toBeInTheDocument(),
    );
    expect(order()).toEqual(['a', 'b', 'c']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('the handle carries the keyboard instructions for screen readers', () => {
    render(<Harness />);
    const handle = screen.getByRole('button', { name: 'Reorder Tiramisu' });
    expect(handle).toHaveAccessibleDescription(
      'To reorder, press Space or Enter on the handle, move with the arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
    );
  });

  it('moves with the up/down buttons and removes rows, announcing each change', async () => {
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Move Margherita up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Tiramisu down' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Move Tiramisu up' }));
    expect(order()).toEqual(['a', 'c', 'b']);
    expect(screen.getByText('Tiramisu moved to position 2 of 3.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Margherita' }));
    expect(order()).toEqual(['c', 'b']);
    expect(screen.getByText('Margherita removed.')).toBeInTheDocument();
  });

  it('speaks Spanish too', async () => {
    await act(() => i18n.changeLanguage('es'));
    render(<Harness />);
    expect(screen.getByRole('button', { name: 'Reordenar Diavola' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quitar Diavola' })).toBeInTheDocument();
  });
});
