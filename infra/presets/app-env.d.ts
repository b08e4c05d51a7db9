/** Build-time constants defined by infra/presets/webpack.preset.ts for every app. */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;
declare const __BUILD_LABEL__: string;
declare const __CONTRACT_VERSION__: number;
/** The host: the contract versions it mounts (webpack.preset.ts, declared in its build meta). */
declare const __ACCEPTED_CONTRACT_VERSIONS__: number[];

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
