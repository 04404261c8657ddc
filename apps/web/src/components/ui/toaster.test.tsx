import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { Toaster } from './toaster';

describe('toasts (docs/product.md §3 Toast)', () => {
  it('shows one toast at a time: a new toast replaces the previous one', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Product created', description: 'Margherita was added.' });
    });
    expect(await screen.findByText('Product created')).toBeInTheDocument();
    expect(screen.getByText('Margherita was added.')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Error', description: 'Failed to load businesses.', variant: 'destructive' });
    });
    expect(await screen.findByText('Failed to load businesses.')).toBeInTheDocument();
    expect(screen.queryByText('Product created')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('styles the destructive variant and closes on dismiss', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Error', description: 'Nope', variant: 'destructive' });
    });
    const item = await screen.findByRole('listitem');
    expect(item.className).toContain('bg-red-600');

    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Nope')).not.toBeInTheDocument();
  });

  it('can be dismissed by the caller', async () => {
    render(<Toaster />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: 'Saving' });
    });
    expect(await screen.findByText('Saving')).toBeInTheDocument();
    act(() => handle!.dismiss());
    expect(screen.queryByText('Saving')).not.toBeInTheDocument();
  });
});
