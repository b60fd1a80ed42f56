// @ts-check
// styled-components ships CommonJS with its API on `exports.default` (`__esModule`). Bundlers unwrap it; Node's ES
// module rules, which Jest follows, make the default import the whole `exports` object. This module gives
// `import styled from 'styled-components'` the bundlers' meaning (the browser build, as jsdom is a browser).
import styledComponents from 'styled-components/dist/styled-components.browser.cjs.js';

export * from 'styled-components/dist/styled-components.browser.cjs.js';
export default styledComponents.default;
