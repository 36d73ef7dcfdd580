/** Build-time constants and asset imports, declared once for every front-end package (webpack provides them). */
declare const __BUILD_LABEL__: string;
declare const __PACKAGE_VERSION__: string;
declare module '*.jpg' {
  const url: string;
  export default url;
}
declare module '*.webp' {
  const url: string;
  export default url;
}
declare module '*.mp4' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
