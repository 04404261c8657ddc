import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storageKeys } from '@/lib/storage-keys';
import { renderPage } from '@/test/render';
import { Sidebar } from './sidebar';

describe('sidebar collapse (docs/product.md §2 Layout)', () => {
  it('collapses to icons and remembers the choice in local storage', async () => {
    const first = renderPage(<Sidebar businessSelector={<p>Selector</p>} />);
    const collapse = await screen.findByRole('button', { name: 'Collapse sidebar' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Selector')).toBeInTheDocument();

    await userEvent.click(collapse);

    expect(localStorage.getItem(storageKeys.sidebarCollapsed)).toBe('true');
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByText('Selector')).not.toBeInTheDocument();
    // Labels stay available to assistive technology when collapsed.
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    first.unmount();

    renderPage(<Sidebar businessSelector={<p>Selector</p>} />);
    const expand = await screen.findByRole('button', { name: 'Expand sidebar' });
    await userEvent.click(expand);
    expect(localStorage.getItem(storageKeys.sidebarCollapsed)).toBe('false');
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toBeInTheDocument();
  });
});
