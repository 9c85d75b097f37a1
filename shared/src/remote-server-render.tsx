// A remote's pages as the shell's server draws them: the entry of every remote's server bundle (scripts/webpack.mjs,
// serverRenderBundle, with the remote's own `src/Routes` as `@remote/Routes`), its release's ssr/render.<hash>.cjs
// named in its ssr.json. A player's own answers are drawn loading; the shell hydrates the section once the remote's
// code is there. docs/architecture.md, "A remote's page is drawn by the remote's own render".
import Routes from '@remote/Routes';
import { renderPage, type RenderInput } from './server-render';

export const render = (input: RenderInput) => renderPage(input, { tree: () => <Routes />, lazyScreens: true });
