// The shell's first screen drawn on the server: the shell's server (shell/server/ssr.mjs) calls render() for a
// guest's page, and for a player's frame (what only the player may see drawn loading), and sends the HTML with the
// answers it drew from; the client hydrates it (bootstrap.tsx). Built as a
// Node bundle of its own (scripts/webpack.mjs, `ssr/render.cjs` in the shell's build, with the stylesheet of every
// screen it can draw beside it). A remote's section is the client's: its place throws on the server (CLIENT_ONLY)
// and React draws its fallback there. docs/architecture.md, "The first screen from the server".
import {
  FIRST_SCREEN_COOKIES,
  i18n,
  langAtom,
  languageReady,
  loadWanted,
  renderPass,
  resourcesOf,
  sessionStore,
  SERVER_PLAYER_TOKEN,
  setConfig,
  setFirstLayout,
  tokenAtom,
  type AppConfig,
  type CarriedResource,
  type Lang,
} from '@bet/shared';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App, preloadPages } from './app/App';
import { publishFromConfig } from './app/routes';
import { CLIENT_ONLY } from './mf/remotes';

export { FIRST_SCREEN_COOKIES };
export { criticalHints, LAYOUT_HINTS, mobileLayout } from './app/layout';

/** How long a render waits for the api's answers it needs before it draws their places as loading. */
export const ANSWERS_WAIT_MS = 1_500;
/**
 * How old an answer a render draws from may be: older, it is asked for again first (the api answers from memory; a
 * change in the back office, maintenance say, is on every page drawn a second later).
 */
export const ANSWERS_FRESH_MS = 1_000;

export interface RenderInput {
  /** The path and query asked for. */
  url: string;
  /** The page's runtime configuration (config.json's answer for the host, with the remotes' published routes). */
  config: AppConfig;
  /** The layout the server guessed from Client Hints (the client's own query takes over after hydration). */
  mobile: boolean;
  lang: Lang;
  /**
   * A player's page (the player cookie): drawn as a player's, with nothing asked for with the player's token (the
   * server never has it); the balance and the rest of the player's own are drawn loading, as the client's first
   * render draws them.
   */
  player?: boolean;
}

export interface Rendered {
  /** The root element's content. */
  html: string;
  /** What the render drew from, by useResource key (the client's cache takes them before it hydrates). */
  resources: Record<string, CarriedResource>;
}

/** One synchronous render: the process's one session store and Lingui instance are set for it and used at once. */
function draw({ url, config, mobile, lang, player = false }: RenderInput) {
  setConfig(config);
  sessionStore.set(tokenAtom, player ? SERVER_PLAYER_TOKEN : null);
  publishFromConfig(config.routes);
  setFirstLayout(mobile);
  sessionStore.set(langAtom, lang === 'bn' ? 'bn' : null);
  i18n.activate(lang);
  return renderPass(
    () =>
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
    { maxAgeMs: ANSWERS_FRESH_MS },
  );
}

let prepared: Promise<void> | null = null;
/**
 * Once per process: both languages' catalogues in, and every screen loaded on demand, so that a render never waits
 * for its own code.
 */
function prepare(): Promise<void> {
  prepared ??= (async () => {
    sessionStore.set(langAtom, 'bn');
    await languageReady();
    sessionStore.set(langAtom, null);
    await languageReady();
    await preloadPages();
  })();
  return prepared;
}

/** The page's first screen for a guest or a player's frame, with what it was drawn from. */
export async function render(input: RenderInput): Promise<Rendered> {
  await prepare();
  let pass = draw(input);
  if (pass.wanted.size) {
    await loadWanted(pass.wanted, ANSWERS_WAIT_MS);
    pass = draw(input);
  }
  return { html: pass.result, resources: resourcesOf(pass.read) };
}
