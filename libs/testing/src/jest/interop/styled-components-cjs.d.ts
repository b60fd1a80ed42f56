// The CommonJS build the interop module re-exports: the package's API, with the default export on `default`.
declare module 'styled-components/dist/styled-components.browser.cjs.js' {
  export * from 'styled-components';
  const cjs: { default: typeof import('styled-components').default };
  export default cjs;
}
