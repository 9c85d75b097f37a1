declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.gif' {
  const url: string;
  export default url;
}
/** A remote's pages, in the remote's server bundle (remote-server-render.tsx; the build names the remote's). */
declare module '@remote/Routes' {
  const Routes: import('react').ComponentType;
  export default Routes;
}
