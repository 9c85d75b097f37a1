import { keepEarlyInput, sectionCommitted } from './early-input';

// a script's events are not trusted (the hold lets those pass: they are its own replays); a tap as the browser gives
// it is dispatched as jsdom's own trusted events are, on its inner objects (behind their `impl` symbol)
type Impl = { isTrusted: boolean; _dispatch: (event: Impl) => void };
const implOf = (o: object) => (o as Record<symbol, Impl>)[Object.getOwnPropertySymbols(o).find((s) => s.description === 'impl')!]!;
function tap(element: Element) {
  const event = implOf(new MouseEvent('click', { bubbles: true, cancelable: true }));
  event.isTrusted = true;
  implOf(element)._dispatch(event);
}

/** Marks an element as React's (React writes its fiber on each element it hydrates or draws). */
const own = (element: Element) => Object.assign(element, { __reactFiber$test: {} });

describe('a tap on the server-drawn section before its code has come', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '<div id="root"><div class="remote-section"><div class="tabs"><button>JILI</button><button>JDB</button></div></div></div>';
  });
  afterEach(() => jest.useRealTimers());

  it('is held, and given to its element once React has it', () => {
    const root = document.getElementById('root')!;
    keepEarlyInput(root);
    const jdb = root.querySelectorAll('button')[1]!;
    const got = jest.fn();
    jdb.addEventListener('click', got);
    tap(jdb);
    expect(got).not.toHaveBeenCalled();
    // React has the element but has not committed the section yet: a click then would reach no handler
    own(jdb);
    jest.advanceTimersByTime(60);
    expect(got).not.toHaveBeenCalled();
    sectionCommitted();
    jest.advanceTimersByTime(60);
    expect(got).toHaveBeenCalledTimes(1);
  });

  it('goes to the element in the same place saying the same when React drew the section again', () => {
    const root = document.getElementById('root')!;
    keepEarlyInput(root);
    tap(root.querySelectorAll('button')[1]!);
    // React drew the section on the client: new elements in the old ones' place
    root.innerHTML = '<div class="remote-section"><div class="tabs"><button>JILI</button><button>JDB</button></div></div>';
    const [jili, jdb] = [...root.querySelectorAll('button')].map(own);
    const onJili = jest.fn();
    const onJdb = jest.fn();
    jili!.addEventListener('click', onJili);
    jdb!.addEventListener('click', onJdb);
    jest.advanceTimersByTime(60);
    expect(onJdb).toHaveBeenCalledTimes(1);
    expect(onJili).not.toHaveBeenCalled();
  });

  it('is dropped when nothing in its place says the same (another page came)', () => {
    const root = document.getElementById('root')!;
    keepEarlyInput(root);
    tap(root.querySelectorAll('button')[1]!);
    root.innerHTML = '<div class="remote-section"><div class="tabs"><button>Deposit</button><button>Withdrawal</button></div></div>';
    const other = jest.fn();
    for (const b of root.querySelectorAll('button')) own(b).addEventListener('click', other);
    jest.advanceTimersByTime(11_000);
    expect(other).not.toHaveBeenCalled();
  });
});

describe('a field the player changed on the server-drawn section before its code has come', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML =
      '<div id="root"><div class="remote-section"><select aria-label="Language"><option value="en">English</option><option value="bn">Bangla</option></select><input aria-label="Amount" value="500"></div></div>';
  });
  afterEach(() => jest.useRealTimers());

  it('is given to React as a change once React has it: the select chosen, the amount typed', () => {
    const root = document.getElementById('root')!;
    keepEarlyInput(root);
    const select = root.querySelector('select')!;
    const amount = root.querySelector('input')!;
    select.value = 'bn';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    amount.value = '1500';
    amount.dispatchEvent(new Event('input', { bubbles: true }));
    // React hydrates: it puts the select back to its own value, and watches the field's value as it found it (its
    // tracker, set through the element)
    select.value = 'en';
    let tracked = amount.value;
    const native = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
    Object.defineProperty(amount, 'value', {
      configurable: true,
      get: () => native.get!.call(amount),
      set: (v: string) => {
        tracked = v;
        native.set!.call(amount, v);
      },
    });
    const chosen = jest.fn();
    const typed = jest.fn();
    select.addEventListener('change', () => chosen(select.value));
    amount.addEventListener('input', () => typed(amount.value, tracked));
    own(select);
    own(amount);
    jest.advanceTimersByTime(60);
    expect(chosen).toHaveBeenCalledWith('bn');
    // the player's amount, with React's record at the server's: a change to React
    expect(typed).toHaveBeenCalledWith('1500', '500');
    expect(amount.value).toBe('1500');
  });
});
