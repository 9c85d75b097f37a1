import { dhaka, type Transaction } from '@bet/shared';
import { filterTransactions } from './TransactionRecordPage';
import { shownTurnover, turnoverProgress } from './TurnoverRecordPage';

let nextId = 1;
const tx = (over: Partial<Transaction>): Transaction => ({
  id: nextId++,
  bonus: 0,
  account_number: null,
  channel: 'manual',
  reason: null,
  created_at: '2026-11-22T04:00:00Z',
  updated_at: '2026-11-22T04:00:00Z',
  action: 'deposit',
  amount: 100,
  key: 0,
  transaction_id: 'T',
  payment_method: null,
  promotion: null,
  ...over,
});

describe('records', () => {
  const now = dhaka('2026-11-22T12:00:00+06:00');
  const rows = [
    tx({ key: 1 }),
    tx({ key: 0, action: 'withdraw' }),
    tx({ key: 2, created_at: '2026-11-21T04:00:00Z' }),
    tx({ key: 1, created_at: '2026-11-01T04:00:00Z' }),
  ];
  it('filters by status, type and Dhaka date', () => {
    expect(filterTransactions(rows, 'all', 'all', 'today', now)).toHaveLength(2);
    expect(filterTransactions(rows, 'fail', 'all', 'yesterday', now)).toHaveLength(1);
    expect(filterTransactions(rows, 'all', 'withdraw', 'last7', now)).toHaveLength(1);
    expect(filterTransactions(rows, 'success', 'deposit', 'all', now)).toHaveLength(2);
  });
  it('a bonus ticket shows its required turnover divided by the promotion multiplier', () => {
    const promotion = { name: 'Welcome', turnover: 5 };
    expect(shownTurnover({ required_turnover: 5000, transaction: { action: 'deposit', amount: 500, bonus: 500, promotion, payment_method: null } })).toEqual({
      amount: 1000,
      multiplier: 5,
    });
    expect(shownTurnover({ required_turnover: 1000, transaction: null })).toEqual({ amount: 1000, multiplier: null });
  });
  it('turnover progress is the completed share', () => {
    expect(turnoverProgress({ required_turnover: 1000, remaining_turnover: 1000 })).toBe(0);
    expect(turnoverProgress({ required_turnover: 1000, remaining_turnover: 250 })).toBe(75);
    expect(turnoverProgress({ required_turnover: 1000, remaining_turnover: 0 })).toBe(100);
  });
});
