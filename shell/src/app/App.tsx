import { isLoggedInAtom, setForcedLogoutHandler, SHARED_INSTANCE_ID, useBalance, useIsMobile, useT } from '@bet/shared';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Link, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { CodeLink } from '../features/auth/CodeLink';
import { ForgotPasswordPage } from '../features/auth/ForgotPasswordPage';
import { LoginPage } from '../features/auth/LoginPage';
import { SignupPage } from '../features/auth/SignupPage';
import { ComingSoon } from '../features/desktop/ComingSoon';
import { PromotionsPage } from '../features/desktop/PromotionsPage';
import { RegisterPage } from '../features/desktop/RegisterPage';
import { BottomToolbar } from '../features/frame/BottomToolbar';
import { Drawer } from '../features/frame/Drawer';
import { GuestBar, Header } from '../features/frame/Header';
import { HomePage } from '../features/home/HomePage';
import { Popups } from '../features/popups/Popups';
import { Splash } from '../features/frame/Splash';
import { RemoteMount } from '../mf/remotes';
import { needsLogin, ownerOf } from './routes';
import './shell.css';

function NotFound() {
  const t = useT();
  return (
    <div className="page nodata">
      <h1 className="title">{t('Page not found')}</h1>
      <Link to="/" className="btn btn-primary">{t('Home')}</Link>
    </div>
  );
}

/** Every route a remote owns: the login guard (once, here), then the remote's own <Routes>. */
function RemoteOutlet() {
  const { pathname } = useLocation();
  const loggedIn = useAtomValue(isLoggedInAtom);
  const owner = ownerOf(pathname);
  if (needsLogin(pathname) && !loggedIn) return <Navigate to="/login" replace />;
  if (!owner) return <NotFound />;
  return <RemoteMount key={owner} remote={owner} />;
}

function GuestOnly({ children }: { children: React.ReactElement }) {
  return useAtomValue(isLoggedInAtom) ? <Navigate to="/" replace /> : children;
}

function MobileApp() {
  const loggedIn = useAtomValue(isLoggedInAtom);
  const [menu, setMenu] = useState(false);
  const { pathname } = useLocation();
  useBalance({ poll: true });
  useEffect(() => {
    setMenu(false);
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <div className={`shell${loggedIn ? ' with-toolbar' : ''}`}>
      <Header onMenu={() => setMenu(true)} />
      {!loggedIn && <GuestBar />}
      <Drawer open={menu} onClose={() => setMenu(false)} />
      <main className="shell-main">
        <Routes>
          <Route path="/" element={<HomePage />} />
          <Route path="/login" element={<GuestOnly><LoginPage /></GuestOnly>} />
          <Route path="/signup" element={<GuestOnly><SignupPage /></GuestOnly>} />
          <Route path="/forgot-password" element={<GuestOnly><ForgotPasswordPage /></GuestOnly>} />
          <Route path="/referral_code" element={<CodeLink kind="referral_code" />} />
          <Route path="/affiliate_code" element={<CodeLink kind="affiliate_code" />} />
          <Route path="/agent_code" element={<CodeLink kind="agent_code" />} />
          <Route path="*" element={<RemoteOutlet />} />
        </Routes>
      </main>
      {loggedIn && <BottomToolbar />}
      <Popups />
    </div>
  );
}

function DesktopApp() {
  return (
    <Routes>
      <Route path="/register" element={<RegisterPage />} />
      <Route path="/promotions" element={<PromotionsPage />} />
      <Route path="*" element={<ComingSoon />} />
    </Routes>
  );
}

export function App() {
  const mobile = useIsMobile();
  const navigate = useNavigate();
  useEffect(() => setForcedLogoutHandler(() => navigate('/', { replace: true })), [navigate]);
  return (
    <div data-shell data-shared-instance={SHARED_INSTANCE_ID}>
      <Splash />
      {mobile ? <MobileApp /> : <DesktopApp />}
    </div>
  );
}
