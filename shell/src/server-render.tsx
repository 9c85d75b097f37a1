// The shell's first screen drawn on the server: the shell's server (shell/server/ssr.mjs) calls render() for a
// guest's page, and for a player's frame (what only the player may see drawn loading), and sends the HTML with the
// answers it drew from; the client hydrates it (bootstrap.tsx). Built as a
// Node bundle of its own (scripts/webpack.mjs, `ssr/render.cjs` in the shell's build, with the stylesheet of every
// screen it can draw beside it). A remote's section is drawn by the remote's own render (`sections`); without one
// its place throws on the server (CLIENT_ONLY) and React draws its fallback there. docs/architecture.md, "The first screen from the server".
import { FIRST_SCREEN_COOKIES } from '@bet/shared';
import { renderPage, type RenderInput, type Rendered } from '@bet/shared/server-render';
import { App, preloadPages } from './app/App';
import { publishFromConfig } from './app/routes';
import { CLIENT_ONLY, setServerSections } from './mf/remotes';

export { FIRST_SCREEN_COOKIES };
export { ANSWERS_FRESH_MS, ANSWERS_WAIT_MS } from '@bet/shared/server-render';
export { criticalHints, LAYOUT_HINTS, mobileLayout } from './app/layout';
export { LOGIN_NEXT } from './app/routes';

export interface ShellRenderInput extends RenderInput {
  /**
   * The first screen of the remote that owns the page, drawn by the remote's own render (its release's
   * ssr/render.cjs, which the shell's server loads), by remote: its place shows it and the client hydrates it once
   * the remote's code is there.
   */
  sections?: Record<string, string>;
}

/** The page's first screen for a guest or a player's frame, with what it was drawn from. */
let pages: Promise<unknown> | null = null;
export async function render(input: ShellRenderInput): Promise<Rendered> {
  // once per process: every screen loaded on demand is in, so that a render never waits for its own code
  pages ??= preloadPages();
  await pages;
  return renderPage(input, {
    tree: () => <App />,
    before: ({ config }) => {
      publishFromConfig(config.routes);
      setServerSections(input.sections ?? {});
    },
    // a remote's place without its section is the client's by design
    expected: (error) => error instanceof Error && error.message === CLIENT_ONLY,
  });
}
