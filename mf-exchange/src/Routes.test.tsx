import { fireEvent, render, screen } from '@testing-library/react';
import { LocationProbe } from '@bet/shared/src/test-utils';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import ExchangeRoutes, { PAGES } from './Routes';

function at(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes><Route path="*" element={<><ExchangeRoutes /><LocationProbe /></>} /></Routes>
    </MemoryRouter>,
  );
}

describe('mf-exchange routes', () => {
  it('renders the title of /exchange-inplay', () => {
    at('/exchange-inplay');
    expect(screen.getByRole('heading', { name: 'In-Play' })).toBeInTheDocument();
    expect(screen.getByText('Coming soon')).toBeInTheDocument();
  });

  it('renders every route it owns and its back arrow goes home', () => {
    for (const [path, title] of PAGES) {
      const { unmount } = at(path.replace(':chatId', '1'));
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
      unmount();
    }
    at('/exchange-inplay');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
