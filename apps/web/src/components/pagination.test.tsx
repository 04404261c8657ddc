import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@/lib/i18n';
import { pageItems } from './page-items';
import { Pagination } from './pagination';

describe('pageItems (docs/product.md §2 Dashboard pagination)', () => {
  it('lists every page when there are 5 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the first, last and current pages with ellipses for the gaps', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 'ellipsis-end', 10]);
    expect(pageItems(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(pageItems(6, 10)).toEqual([1, 'ellipsis-start', 5, 6, 7, 'ellipsis-end', 10]);
    expect(pageItems(10, 10)).toEqual([1, 'ellipsis-start', 7, 8, 9, 10]);
  });

  it('shows a lone hidden page instead of an ellipsis', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis-end', 10]);
    expect(pageItems(7, 10)).toEqual([1, 'ellipsis-start', 6, 7, 8, 9, 10]);
    expect(pageItems(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(99, 8)).toEqual([1, 'ellipsis-start', 5, 6, 7, 8]);
    expect(pageItems(0, 8)).toEqual([1, 2, 3, 4, 'ellipsis-end', 8]);
  });
});

describe('<Pagination>', () => {
  it('renders nothing when every item fits on one page', () => {
    const { container } = render(
      <Pagination page={1} pageSize={25} total={25} onPageChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it("shows 'Showing X to Y of Z results', the current page and ellipses", () => {
    render(<Pagination page={5} pageSize={25} total={240} onPageChange={() => {}} />);
    const nav = within(screen.getByRole('navigation', { name: 'Pagination' }));
    expect(nav.getByText('Showing 101 to 125 of 240 results')).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    expect(
      nav
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'))
        .filter((label) => label?.startsWith('Page ')),
    ).toEqual(['Page 1', 'Page 4', 'Page 5', 'Page 6', 'Page 10']);
    expect(nav.getAllByText('…')).toHaveLength(2);
  });

  it('moves with Previous, Next and the page numbers, disabled at the ends', async () => {
    const onPageChange = vi.fn();
    const { rerender } = render(
      <Pagination page={1} pageSize={25} total={60} onPageChange={onPageChange} />,
    );
    expect(screen.getByText('Showing 1 to 25 of 60 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to previous page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);

    rerender(<Pagination page={3} pageSize={25} total={60} onPageChange={onPageChange} />);
    expect(screen.getByText('Showing 51 to 60 of 60 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    expect(onPageChange).toHaveBeenCalledTimes(3);
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    render(<Pagination page={2} pageSize={25} total={1234} onPageChange={() => {}} />);
    expect(screen.getByText('Mostrando 26 a 50 de 1234 resultados')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a la página siguiente' })).toBeEnabled();
  });
});
