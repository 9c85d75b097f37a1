import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Modal } from '../ui';

function Sheet({ onClosed }: { onClosed: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Modal
        open={open}
        title="Bets"
        onClose={() => {
          setOpen(false);
          onClosed();
        }}
      >
        <p>six bets</p>
      </Modal>
      <button onClick={() => setOpen(true)}>open</button>
    </>
  );
}

/** The previous sheet has given its history entry back (a timer, then the browser's popstate: slow on a busy machine). */
const settled = () =>
  waitFor(() => {
    expect((window.history.state as { layer?: string } | null)?.layer).toBeUndefined();
    expect(document.documentElement.dataset.layers).toBeUndefined();
  });

describe('a sheet closes as a phone expects', () => {
  it('sits on <body>, above any header or bottom nav, and marks the page while open', () => {
    const { container } = render(<Sheet onClosed={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Bets' });
    expect(container.contains(dialog)).toBe(false);
    expect(document.body.contains(dialog)).toBe(true);
    expect(document.documentElement.dataset.layers).toBe('1');
  });

  it('closes on Escape and on the back button, and takes its history entry with it', async () => {
    await settled();
    const closed = jest.fn();
    render(<Sheet onClosed={closed} />);
    // the open sheet has its own history entry: the back button closes it instead of leaving the page
    expect((window.history.state as { layer?: string }).layer).toMatch(/^layer-/);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(closed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.dataset.layers).toBeUndefined();
    // (its history entry goes back a moment later, as a browser's does)
    await settled();

    fireEvent.click(screen.getByText('open'));
    expect(screen.getByRole('dialog', { name: 'Bets' })).toBeTruthy();
    // the phone's back button
    act(() => window.history.back());
    await waitFor(() => expect(closed).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Escape closes only the topmost of two layers', () => {
    const outer = jest.fn();
    const inner = jest.fn();
    function Two() {
      const [a, setA] = useState(true);
      const [b, setB] = useState(true);
      return (
        <>
          <Modal open={a} title="Outer" onClose={() => (setA(false), outer())}>
            x
          </Modal>
          <Modal open={b} title="Inner" onClose={() => (setB(false), inner())}>
            y
          </Modal>
        </>
      );
    }
    render(<Two />);
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
  });

  it('a sheet that replaces another at once stays open, and Back then closes it', async () => {
    await settled();
    const closedB = jest.fn();
    function Swap() {
      const [which, setWhich] = useState<'a' | 'b' | null>('a');
      return (
        <>
          <Modal open={which === 'a'} title="Add phone" onClose={() => setWhich(null)}>
            <button onClick={() => setWhich('b')}>Add</button>
          </Modal>
          <Modal open={which === 'b'} title="Verify phone" onClose={() => (setWhich(null), closedB())}>
            code
          </Modal>
        </>
      );
    }
    render(<Swap />);
    fireEvent.click(screen.getByText('Add'));
    await act(() => new Promise((r) => setTimeout(r, 30)));
    expect(screen.getByRole('dialog', { name: 'Verify phone' })).toBeTruthy();
    expect(closedB).not.toHaveBeenCalled();
    act(() => window.history.back());
    await waitFor(() => expect(closedB).toHaveBeenCalledTimes(1));
  });

  it('two sheets closed together give both their entries back', async () => {
    await settled();
    function Both() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <Modal open={open} title="Outer" onClose={() => setOpen(false)}>
            x
          </Modal>
          <Modal open={open} title="Inner" onClose={() => setOpen(false)}>
            <button onClick={() => setOpen(false)}>Done</button>
          </Modal>
        </>
      );
    }
    render(<Both />);
    expect((window.history.state as { layer?: string }).layer).toMatch(/^layer-/);
    fireEvent.click(screen.getByText('Done'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await settled();
  });
});
