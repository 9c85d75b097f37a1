import { fireEvent, render, screen } from '@testing-library/react';
import { Pager } from './ui';

describe("a console list's pager", () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('counts what the page shows of them all, and goes to the pages either side', () => {
    const onPage = jest.fn();
    render(<Pager list={{ data: rows(50), page: 2, per_page: 50, total: 132 }} noun="requests" onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of requests' });
    expect(nav).toHaveTextContent('Showing 51–100 of 132 requests');
    expect(nav).toHaveTextContent('Page 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
  });

  it('has no page buttons for one page, disables the way past either end, and says nothing for an empty list', () => {
    const { rerender, container } = render(<Pager list={{ data: rows(3), page: 1, per_page: 50, total: 3 }} noun="operators" onPage={() => {}} />);
    expect(screen.getByRole('navigation')).toHaveTextContent('Showing 1–3 of 3 operators');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<Pager list={{ data: rows(2), page: 3, per_page: 50, total: 102 }} noun="entries" onPage={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
    rerender(<Pager list={{ data: [], page: 1, per_page: 50, total: 0 }} noun="entries" onPage={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
