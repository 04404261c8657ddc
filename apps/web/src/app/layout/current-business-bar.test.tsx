import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeBusiness, page } from '@/test/fixtures';
import { onGet } from '@/test/http';
import { selectedBusiness } from '@/lib/selected-business';
import { renderRoutes } from '@/test/render';
import { CurrentBusinessBar } from './current-business-bar';

const [a, b] = [fakeBusiness({ name: 'Alpha Cafe' }), fakeBusiness({ name: 'Beta Bar' })];

describe('current business bar (phones)', () => {
  it('names the selected business and opens the drawer to change it', async () => {
    onGet('/api/businesses', page([a, b]));
    selectedBusiness.set(b.id);
    const onChange = vi.fn();
    renderRoutes([{ path: '*', element: <CurrentBusinessBar onChange={onChange} /> }], {
      path: '/products',
    });
    const button = await screen.findByRole('button');
    expect(button).toHaveAccessibleName(/^Current business:\s*Beta Bar\s*Change$/);
    await userEvent.click(button);
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('shows nothing without a business', async () => {
    onGet('/api/businesses', page([]));
    renderRoutes([{ path: '*', element: <CurrentBusinessBar onChange={() => undefined} /> }], {
      path: '/dashboard',
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
