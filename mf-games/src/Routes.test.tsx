import { fireEvent, render, screen } from '@testing-library/react';
import { LocationProbe } from '@bet/shared/src/test-utils';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import GamesRoutes, { PAGES } from './Routes';

function at(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes><Route path="*" element={<><GamesRoutes /><LocationProbe /></>} /></Routes>
    </MemoryRouter>,
  );
}

describe('mf-games routes', () => {
  it('renders the title of /promotions', () => {
    at('/promotions');
    expect(screen.getByRole('heading', { name: 'Promotions' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('renders every route it owns and its back arrow goes home', () => {
    for (const [path, title] of PAGES) {
      const { unmount } = at(path.replace(':chatId', '1'));
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      unmount();
    }
    at('/promotions');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
