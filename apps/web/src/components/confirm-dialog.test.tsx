import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete Tapas
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete category?"
        description="Tapas will be deleted."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={() => setOpen(false)}
      />
    </>
  );
}

describe('confirm dialog (docs/architecture.md §8, focus)', () => {
  it('takes the focus inside and gives it back to the control that opened it', async () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Delete Tapas' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete category?' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives the focus back after Cancel too', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Tapas' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete Tapas' })).toHaveFocus();
  });
});
