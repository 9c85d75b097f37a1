// What only this device keeps (the last balance, balance hidden) is drawn as the server drew it while React hydrates
// a server-drawn page, then as stored; a page the client draws itself shows it at once.
import { act } from '@testing-library/react';
import { hydrateRoot, createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BalanceText } from '../ui';
import { balanceAtom, hideBalanceAtom, sessionStore } from '../session';
import { useStoredAtom } from '.';

function Balance() {
  return (
    <p>
      {useStoredAtom(balanceAtom) ?? 'none'} <BalanceText value={12.5} />
    </p>
  );
}

let roots: Root[] = [];
afterEach(() => {
  act(() => roots.forEach((r) => r.unmount()));
  roots = [];
  sessionStore.set(balanceAtom, null);
  sessionStore.set(hideBalanceAtom, null);
});

it('draws what the server drew while hydrating, then what the device stored, with no mismatch', async () => {
  const html = renderToString(<Balance />);
  expect(html).toContain('none');
  sessionStore.set(balanceAtom, '99.00');
  sessionStore.set(hideBalanceAtom, '1');
  const container = document.createElement('div');
  container.innerHTML = html;
  const errors: unknown[] = [];
  await act(async () => {
    roots.push(hydrateRoot(container, <Balance />, { onRecoverableError: (e) => errors.push(e) }));
  });
  expect(errors).toEqual([]);
  expect(container.textContent).toMatch(/^99\.00 ৳ \*+/);
});

it('a page the client draws itself reads the stored values at once, and follows them', async () => {
  sessionStore.set(balanceAtom, '5.00');
  const container = document.createElement('div');
  await act(async () => {
    const root = createRoot(container);
    roots.push(root);
    root.render(<Balance />);
  });
  expect(container.textContent).toMatch(/^5\.00 ৳ 12\.50/);
  await act(async () => sessionStore.set(balanceAtom, '6.00'));
  expect(container.textContent).toMatch(/^6\.00/);
});
