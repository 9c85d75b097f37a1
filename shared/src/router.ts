// The router, through @bet/shared: every app takes these from here, so the one instance the shell renders is the
// one every remote's links and hooks talk to, and only what the apps use of react-router ships (it is not shared
// whole as its own module: that sent 51 KB to every first load).
export { BrowserRouter, Link, matchPath, Navigate, NavLink, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
