import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Package } from 'lucide-react';
import { ListEmptyState } from './list-empty-state';

describe('ListEmptyState', () => {
  it('shows the title, the text and the optional action', () => {
    render(
      <ListEmptyState
        icon={Package}
        title="No products yet"
        text="Add your first product."
        action={<button type="button">Add product</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No products yet' })).toBeInTheDocument();
    expect(screen.getByText('Add your first product.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add product' })).toBeInTheDocument();
  });

  it('renders without an action', () => {
    render(<ListEmptyState icon={Package} title="No match" text="Try another term." />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
