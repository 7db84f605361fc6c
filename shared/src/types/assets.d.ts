declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
/** Our SVG illustration rasterised to WebP at build time (scripts/rspack/svgToWebpLoader.cjs). */
declare module '*.svg?webp=1440' {
  const url: string;
  export default url;
}
