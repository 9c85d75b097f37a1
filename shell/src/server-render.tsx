// The shell's first screen drawn on the server: the shell's server (shell/server/ssr.mjs) calls render() for a
// guest's page and sends the HTML with the answers it drew from; the client hydrates it (bootstrap.tsx). Built as a
// Node bundle of its own (scripts/webpack.mjs, `ssr/render.cjs` in the shell's build, with the stylesheet of every
// screen it can draw beside it). A remote's section is the client's: its place throws on the server (CLIENT_ONLY)
// and React draws its fallback there. docs/architecture.md, "The first screen from the server".
import {
  FIRST_SCREEN_COOKIES,
  i18n,
  LIMITS,
  langAtom,
  languageReady,
  loadWanted,
  renderPass,
  resourcesOf,
  sessionStore,
  setConfig,
  setFirstLayout,
  type AppConfig,
  type CarriedResource,
  type Lang,
} from '@bet/shared';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { publishFromConfig } from './app/routes';
import { CLIENT_ONLY } from './mf/remotes';
import shellRoutes from './routes.json';

export { FIRST_SCREEN_COOKIES };

/** The Client Hints a page asks for (Accept-CH), the width among them before the first answer (Critical-CH). */
export const LAYOUT_HINTS = { accept: ['Sec-CH-Viewport-Width', 'Sec-CH-UA-Mobile'], critical: ['Sec-CH-Viewport-Width'] };

/**
 * The layout the server draws, as MOBILE_QUERY would answer in the browser: from the window's width (the
 * Sec-CH-Viewport-Width hint, which Chromium browsers send once asked, retrying the first request for it) and
 * whether it is a phone or a tablet (Sec-CH-UA-Mobile, standing for a touch screen); without the width, from the
 * mobile hint, else the user agent; a browser that says nothing gets the mobile site (the site is mobile first). A
 * wrong guess costs a redraw after hydration, never a wrong page: the browser's own query takes over.
 */
export function mobileLayout(hints: { width?: string; mobile?: string; agent?: string }): boolean {
  const width = Number(hints.width);
  const touch = hints.mobile === '?1' || (hints.mobile === undefined && /Mobi|Android|iPhone|iPad|iPod/i.test(hints.agent ?? ''));
  if (width > 0) return width <= LIMITS.mobileBreakpoint || (touch && width <= LIMITS.touchMobileMaxWidth);
  if (hints.mobile === '?0') return false;
  return touch || !hints.agent;
}

/** How long a render waits for the api's answers it needs before it draws their places as loading. */
export const ANSWERS_WAIT_MS = 1_500;

export interface RenderInput {
  /** The path and query asked for. */
  url: string;
  /** The page's runtime configuration (config.json's answer for the host, with the remotes' published routes). */
  config: AppConfig;
  /** The layout the server guessed from Client Hints (the client's own query takes over after hydration). */
  mobile: boolean;
  lang: Lang;
}

export interface Rendered {
  /** The root element's content. */
  html: string;
  /** What the render drew from, by useResource key (the client's cache takes them before it hydrates). */
  resources: Record<string, CarriedResource>;
}

/** One synchronous render: the process's one session store and Lingui instance are set for it and used at once. */
function draw({ url, config, mobile, lang }: RenderInput) {
  setConfig(config);
  publishFromConfig(config.routes);
  setFirstLayout(mobile);
  sessionStore.set(langAtom, lang === 'bn' ? 'bn' : null);
  i18n.activate(lang);
  return renderPass(() =>
    renderToString(
      <StaticRouter location={url}>
        <App />
      </StaticRouter>,
      {
        // a remote's place is the client's by design; anything else is worth a line in the server's log
        onError(error: unknown) {
          if (!(error instanceof Error && error.message === CLIENT_ONLY)) console.error('server render:', error);
        },
      } as Parameters<typeof renderToString>[1],
    ),
  );
}

let prepared: Promise<void> | null = null;
/**
 * Once per process: both languages' catalogues in, and every shell page's screen drawn once in both layouts, so the
 * lazily loaded ones are in when a page is asked for (a render never waits for its own code).
 */
function prepare(config: AppConfig): Promise<void> {
  prepared ??= (async () => {
    sessionStore.set(langAtom, 'bn');
    await languageReady();
    sessionStore.set(langAtom, null);
    await languageReady();
    for (const mobile of [true, false]) for (const { path } of shellRoutes) draw({ url: path, config, mobile, lang: 'en' });
    await new Promise((resolve) => setTimeout(resolve, 0));
  })();
  return prepared;
}

/** The page's first screen for a guest, with what it was drawn from. */
export async function render(input: RenderInput): Promise<Rendered> {
  await prepare(input.config);
  let pass = draw(input);
  if (pass.wanted.size) {
    await loadWanted(pass.wanted, ANSWERS_WAIT_MS);
    pass = draw(input);
  }
  return { html: pass.result, resources: resourcesOf(pass.read) };
}
