import { createConfig } from '@bet/scripts/webpack';

export default createConfig({
  dir: import.meta.dirname,
  host: true,
  runtimePlugins: [new URL('./src/mf/runtimePlugin.ts', import.meta.url).pathname],
});
