// This remote's pages as the shell's server draws them (the remote's release's ssr/render.<hash>.cjs, named in its
// ssr.json; a player's own answers drawn loading): the shell hydrates the section once this remote's code is there. docs/architecture.md,
// "The first screen from the server".
import { renderPage, type RenderInput } from '@bet/shared/server-render';
import Routes from './Routes';

export const render = (input: RenderInput) => renderPage(input, { tree: () => <Routes />, lazyScreens: true });
