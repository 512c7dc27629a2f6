/** Set by the webpack DefinePlugin of each app. */
declare const __APP_NAME__: string;
declare const __APP_VERSION__: string;

declare module '*.module.css' {
  const classes: Record<string, string>;
  export default classes;
}
