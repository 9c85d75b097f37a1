import { createConfig } from '@bet/scripts/webpack';

export default createConfig({
  dir: import.meta.dirname,
  exposes: { './Routes': './src/Routes.tsx', './ChatButton': './src/features/ChatButton.tsx' },
});
