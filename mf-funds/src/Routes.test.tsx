import { http } from '@bet/shared';
import { mockApi } from '@bet/shared/src/test-utils';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import FundsRoutes from './Routes';

describe('mf-funds routes', () => {
  it('renders the Get Ready! page at /payment-request', async () => {
    mockApi(http, {});
    render(
      <MemoryRouter initialEntries={[{ pathname: '/payment-request', state: { amount: 500 } }]}>
        <FundsRoutes />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Get Ready!' })).toBeInTheDocument();
    expect(screen.getByText('৳ 500.00')).toBeInTheDocument();
  });
});
