import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Clock } from '../home/Clock';
import { Header } from './Header';
import { splashImage } from './Splash';
import { AppDownload } from './AppDownload';
import { watchInstall } from './installApp';

jest.mock('../site/useSite', () => ({
  useBrand: () => ({ title: 'BetBazar' }),
  useGeneral: () => ({ data: { site_title: 'BetBazar' } }),
  useLogo: () => ({ data: undefined }),
}));

describe('frame', () => {
  afterEach(() => jest.useRealTimers());

  it('past 300 px the header turns active and a scroll-to-top button shows', () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    // the browser's IntersectionObserver, as jsdom has none: the test says where the watched mark is
    const watched: { target: Element; report: (entries: Partial<IntersectionObserverEntry>[]) => void }[] = [];
    window.IntersectionObserver = class {
      constructor(private readonly report: (entries: Partial<IntersectionObserverEntry>[]) => void) {}
      observe(target: Element) {
        watched.push({ target, report: this.report });
      }
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    const markAt = (top: number) =>
      act(() => {
        const { report } = watched[0];
        report([{ isIntersecting: top >= 0 && top < 844, boundingClientRect: { top } as DOMRectReadOnly }]);
      });
    const { container } = render(
      <MemoryRouter>
        <Header onMenu={() => {}} />
      </MemoryRouter>,
    );
    // a mark 300 px down the page
    expect(watched[0].target).toHaveStyle({ position: 'absolute', top: '300px' });
    markAt(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
    // scrolled 301 px: the mark has gone above the window
    markAt(-1);
    expect(container.querySelector('header')).toHaveClass('active');
    fireEvent.click(screen.getByRole('button', { name: 'Scroll to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    markAt(0);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).toBeNull();
  });

  it('the clock shows Dhaka time (GMT+6) and ticks every second', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T18:30:05Z') });
    render(<Clock />);
    expect(screen.getByText('2026-11-23 00:30:05 (GMT+6)')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByText('2026-11-23 00:30:06 (GMT+6)')).toBeInTheDocument();
  });

  it('the splash picks the host variant, else the site gif, else the dots', () => {
    const logo = { logo: '', mobile_logo: '', loader_logo: '/storage/loader.svg', favicon: '' };
    expect(splashImage('bd.example', { 'bd.example': '/bd.svg' }, logo)).toBe('/bd.svg');
    expect(splashImage('other.example', { 'bd.example': '/bd.svg' }, logo)).toBe('/storage/loader.svg');
    expect(splashImage('other.example', undefined, { ...logo, loader_logo: '' })).toBeNull();
  });

  it('the App button, with no apk published and no install prompt, says where the browser installs the app', () => {
    render(<AppDownload>App</AppDownload>);
    fireEvent.click(screen.getByRole('button', { name: 'App' }));
    expect(screen.getByRole('dialog', { name: 'Install the app' })).toHaveTextContent(
      'Open your browser menu (⋮) and choose Install app or Add to Home screen.',
    );
  });

  it('on an iPhone the App button gives the steps of Add to Home Screen', () => {
    const agent = jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1');
    render(<AppDownload>App</AppDownload>);
    fireEvent.click(screen.getByRole('button', { name: 'App' }));
    const steps = within(screen.getByRole('dialog', { name: 'Install the app' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      'Tap the Share button at the bottom of Safari.',
      'Choose Add to Home Screen.',
      'Tap Add: the app is on your home screen.',
    ]);
    agent.mockRestore();
  });

  it("the App button offers the browser's install prompt once the browser gives one, and asks it once", async () => {
    watchInstall();
    const prompt = jest.fn(async () => undefined);
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    render(<AppDownload>App</AppDownload>);
    act(() => {
      window.dispatchEvent(offer);
    });
    // the browser's own banner is held back: the App button offers it
    expect(offer.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'App' }));
    const install = screen.getByRole('button', { name: 'Install' });
    fireEvent.click(install);
    expect(install).toBeDisabled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(prompt).toHaveBeenCalledTimes(1);
  });
});
