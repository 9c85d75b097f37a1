// A first screen drawn on a server, for the shell's page (shell/src/server-render.tsx) and a remote's section
// (every remote's, remote-server-render.tsx): one synchronous render with the process's session store and Lingui instance
// set for it, the api's answers it needs loaded and the render done again, and what it drew from. Node bundles only
// (`@bet/shared/server-render`): nothing of a page imports it. docs/architecture.md, "The first screen from the
// server".
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { setConfig, type AppConfig } from './config';
import { loadWanted, renderPass, resourcesOf, type CarriedResource } from './hooks/resource';
import { setFirstLayout } from './hooks';
import { i18n, languageReady, type Lang } from './i18n';
import { SERVER_PLAYER_TOKEN, langAtom, sessionStore, tokenAtom } from './session';

// the webpack runtime's public path of the bundle this module is in (a remote's pictures are on its own origin)
declare let __webpack_public_path__: string;

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
  /** Where the bundle's pictures are (a remote's origin, which its stylesheet and pictures come from). */
  base?: string;
}

export interface Rendered {
  /** The markup. */
  html: string;
  /** What the render drew from, by useResource key (the client's cache takes them before it hydrates). */
  resources: Record<string, CarriedResource>;
}

interface Drawing {
  /** What is drawn at the page's address (under a StaticRouter). */
  tree: () => ReactElement;
  /** Set before each render (the shell's published routes). */
  before?: (input: RenderInput) => void;
  /** An error React recovered from that is by design (a remote's place in the shell's render); the rest is logged. */
  expected?: (error: unknown) => boolean;
  /**
   * Screens of React.lazy (a remote's pages): drawn again a task later, once the screen the first pass started
   * loading is in (in a Node bundle it is there at once).
   */
  lazyScreens?: boolean;
}

function draw(input: RenderInput, { tree, before, expected }: Drawing) {
  const { url, config, mobile, lang, player = false } = input;
  setConfig(config);
  sessionStore.set(tokenAtom, player ? SERVER_PLAYER_TOKEN : null);
  before?.(input);
  setFirstLayout(mobile);
  sessionStore.set(langAtom, lang === 'bn' ? 'bn' : null);
  i18n.activate(lang);
  return renderPass(
    () =>
      renderToString(<StaticRouter location={url}>{tree()}</StaticRouter>, {
        onError(error: unknown) {
          if (!expected?.(error)) console.error('server render:', error);
        },
      } as Parameters<typeof renderToString>[1]),
    { maxAgeMs: ANSWERS_FRESH_MS },
  );
}

let languages: Promise<void> | null = null;
/** Once per process: both languages' catalogues in (a render never waits for them). */
export function bothLanguages(): Promise<void> {
  languages ??= (async () => {
    sessionStore.set(langAtom, 'bn');
    await languageReady();
    sessionStore.set(langAtom, null);
    await languageReady();
  })();
  return languages;
}

/**
 * The first screen at `input.url` drawn by `drawing.tree`, with what it was drawn from: drawn once, then again with
 * the answers it asked for (at most ANSWERS_WAIT_MS each time) or the lazily loaded screen it was waiting for.
 */
export async function renderPage(input: RenderInput, drawing: Drawing): Promise<Rendered> {
  if (input.base) __webpack_public_path__ = input.base;
  await bothLanguages();
  let pass = draw(input, drawing);
  // a lazily loaded screen the first pass started is in a task later, and may ask for answers of its own
  for (let again = drawing.lazyScreens ? 2 : 1; again > 0 && (pass.wanted.size || drawing.lazyScreens); again--) {
    if (pass.wanted.size) await loadWanted(pass.wanted, ANSWERS_WAIT_MS);
    else await new Promise((resolve) => setTimeout(resolve, 0));
    pass = draw(input, drawing);
  }
  return { html: pass.result, resources: resourcesOf(pass.read) };
}
