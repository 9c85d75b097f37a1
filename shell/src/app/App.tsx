import '../i18n';
import {
  isLoggedInAtom,
  Link,
  Loader,
  markFirstScreen,
  Navigate,
  Route,
  Routes,
  setForcedLogoutHandler,
  justLoggedOut,
  markSharedInstance,
  useBalance,
  useIsMobile,
  useLingui,
  useLocation,
  useNavigate,
  watchTyping,
} from '@bet/shared';
import { useAtomValue } from 'jotai';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWithPreload } from 'react-lazy-with-preload';
import { CodeLink } from '../features/auth/CodeLink';
import { AffiliatePage } from '../features/site/AffiliatePage';
import { useSiteHead } from '../features/site/useSite';
import { ComingSoon } from '../features/desktop/ComingSoon';
import { BottomToolbar } from '../features/frame/BottomToolbar';
import { Drawer } from '../features/frame/Drawer';
import { GuestBar, Header } from '../features/frame/Header';
import { HomePage } from '../features/home/HomePage';
import { Popups } from '../features/popups/Popups';
import { Splash } from '../features/frame/Splash';
import { RemoteMount, Unavailable } from '../mf/remotes';
import { useOpenSupport } from '../features/frame/useSupport';
import { afterLoadAndIdle } from './later';
import { askUnknownRemotes, guestGoesToLogin, ownerOf, pageAfterLogin, unknownRemotes, useSiteRoutes } from './routes';
import './shell.css';
import './home.css';
import './fonts.css';

// Screens off the home's path load on demand, so the first load of / carries less JavaScript.
// (each page's chunk name is the routes table's `chunk`: the static server preloads it with the page). A page the
// server drew is loaded before the client hydrates it (preloadPage): a screen still loading while hydration goes on
// would be drawn again by the client at the first update around it, and what the player typed into it lost.
const LoginPage = lazyWithPreload(() => import(/* webpackChunkName: "page-login" */ '../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazyWithPreload(() => import(/* webpackChunkName: "page-signup" */ '../features/auth/SignupPage').then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazyWithPreload(() =>
  import(/* webpackChunkName: "page-forgot-password" */ '../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const RegisterPage = lazyWithPreload(() => import('../features/desktop/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const PromotionsPage = lazyWithPreload(() => import('../features/desktop/PromotionsPage').then((m) => ({ default: m.PromotionsPage })));
const MOBILE_PAGES: Record<string, { preload: () => Promise<unknown> }> = {
  '/login': LoginPage,
  '/signup': SignupPage,
  '/forgot-password': ForgotPasswordPage,
};
const DESKTOP_PAGES: Record<string, { preload: () => Promise<unknown> }> = { '/register': RegisterPage, '/promotions': PromotionsPage };

/** Loads the shell's screen of `pathname` in that layout, if it is one loaded on demand. */
export function preloadPage(pathname: string, mobile: boolean): Promise<unknown> {
  return (mobile ? MOBILE_PAGES : DESKTOP_PAGES)[pathname]?.preload() ?? Promise.resolve();
}

/** Every screen loaded on demand (the server's render draws any of them at once). */
export function preloadPages(): Promise<unknown> {
  return Promise.all([...Object.values(MOBILE_PAGES), ...Object.values(DESKTOP_PAGES)].map((p) => p.preload()));
}
const loading = (
  <div className="page">
    <Loader />
  </div>
);

function NotFound() {
  const { i18n } = useLingui();
  return (
    <div className="page nodata">
      <h1 className="title">{i18n._('Page not found')}</h1>
      <Link to="/" className="btn btn-primary">
        {i18n._('Home')}
      </Link>
    </div>
  );
}

/**
 * Every route a remote owns (as the remotes publish them): the login guard (once, here), then the remote's own
 * <Routes>. A path no known route opens waits for the remotes whose routes are not known yet, and shows the
 * unavailable panel (with Retry) when one of them did not answer, before it is a page not found.
 */
function RemoteOutlet() {
  const { pathname } = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  useSiteRoutes();
  const owner = ownerOf(pathname);
  const unknown = unknownRemotes();
  const asking = !owner && unknown.unasked.length > 0;
  useEffect(() => {
    if (asking) askUnknownRemotes();
  }, [asking, pathname]);
  if (guestGoesToLogin(pathname) && !loggedIn) return <Redirect to={justLoggedOut() ? '/' : '/login'} />;
  if (owner) return <RemoteMount key={owner} remote={owner} />;
  if (asking || unknown.asking.length) return loading;
  if (unknown.failed.length) return <Unavailable onRetry={() => askUnknownRemotes({ again: true })} />;
  return <NotFound />;
}

/** The support remote's floating chat button, on every mobile screen but the chat box and a running game. */
function ChatButton() {
  const { pathname } = useLocation();
  const onOpen = useOpenSupport();
  // after the page itself (afterLoadAndIdle): the button is not worth a byte of the first load, nor a task while the
  // page is still busy
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadAndIdle(() => setReady(true)), []);
  if (!ready || /^\/(chat|chat-box\/.*|gamerun|odds-view)$/.test(pathname)) return null;
  return <RemoteMount remote="mf_support" module="ChatButton" props={{ onOpen }} quiet />;
}

/**
 * A guard's redirect (replacing the page in the history). The server draws nothing there: a <Navigate> cannot go
 * anywhere in its render (react-router warns), and it draws nothing on the client either.
 */
function Redirect({ to }: { to: string }) {
  return typeof window === 'undefined' ? null : <Navigate to={to} replace />;
}

function GuestOnly({ children }: { children: React.ReactElement }) {
  const { search } = useLocation();
  return useAtomValue(isLoggedInAtom) ? <Redirect to={pageAfterLogin(search)} /> : children;
}

/**
 * The balance kept fresh while a player is logged in (every LIMITS.balancePollMs). A part of its own: the poll's
 * states (refreshing, a new balance) render this alone, not the whole page under the frame.
 */
function BalancePoll(): null {
  useBalance({ poll: true });
  return null;
}

function MobileApp() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [menu, setMenu] = useState(false);
  const { pathname } = useLocation();
  // the exchange has its own bottom nav (and pads for it)
  const toolbar = loggedIn && ownerOf(pathname) !== 'mf_exchange';
  // floating buttons step aside while the keyboard is up
  useEffect(() => watchTyping(), []);
  // a new page starts at its top with the menu closed (the first page as the browser left it: nothing to undo, and
  // no scroll that would have the phone lay the page out again as it hydrates)
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    setMenu(false);
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className={`shell${toolbar ? ' with-toolbar' : ''}`}>
      <BalancePoll />
      <Header onMenu={() => setMenu(true)} />
      {!loggedIn && <GuestBar />}
      <Drawer open={menu} onClose={() => setMenu(false)} />
      <main className="shell-main">
        <Suspense fallback={loading}>
          <Routes>
            <Route path="/" element={<HomePage />} />
            <Route
              path="/login"
              element={
                <GuestOnly>
                  <LoginPage />
                </GuestOnly>
              }
            />
            <Route
              path="/signup"
              element={
                <GuestOnly>
                  <SignupPage />
                </GuestOnly>
              }
            />
            <Route
              path="/forgot-password"
              element={
                <GuestOnly>
                  <ForgotPasswordPage />
                </GuestOnly>
              }
            />
            <Route path="/affiliate" element={<AffiliatePage />} />
            <Route path="/referral_code" element={<CodeLink kind="referral_code" />} />
            <Route path="/affiliate_code" element={<CodeLink kind="affiliate_code" />} />
            <Route path="/agent_code" element={<CodeLink kind="agent_code" />} />
            <Route path="*" element={<RemoteOutlet />} />
          </Routes>
        </Suspense>
      </main>
      {toolbar && <BottomToolbar />}
      <ChatButton />
      <Popups />
    </div>
  );
}

function DesktopApp() {
  return (
    <Suspense fallback={loading}>
      <Routes>
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/promotions" element={<PromotionsPage />} />
        <Route path="*" element={<ComingSoon />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  const mobile = useIsMobile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // the shell's own page (every desktop page is) is the first screen, there once hydrated; a remote's page says so
  // itself (RemoteMount)
  useEffect(() => {
    if (!mobile || !ownerOf(pathname)) markFirstScreen();
  }, [mobile, pathname]);
  useEffect(() => setForcedLogoutHandler(() => navigate('/', { replace: true })), [navigate]);
  useSiteHead();
  // the page's own @bet/shared instance, once mounted: none in the server's render (a value that differs between the
  // server and the client while hydrating would make React draw the whole page again), and written on the element
  // rather than rendered (a state set after hydration rendered the whole page again, in one task)
  return (
    <div data-shell ref={markSharedInstance}>
      <Splash />
      {mobile ? <MobileApp /> : <DesktopApp />}
    </div>
  );
}
