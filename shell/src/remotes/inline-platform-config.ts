import { PLATFORM_CONFIG_ELEMENT_ID } from '@invest/mf/ownership';

/**
 * The JSON the shell's server inlined into index.html as a `<script type="application/json">` block, parsed but not
 * validated (platform-config.ts validates it); null when the page has none (the webpack dev server's page).
 * Free of the validator on purpose: main.ts reads it before the async boundary.
 */
export function inlinePlatformConfigJson(doc: Document = document): unknown {
  const block = doc.getElementById(PLATFORM_CONFIG_ELEMENT_ID);
  if (!block || block.getAttribute('type') !== 'application/json') return null;
  return JSON.parse(block.textContent ?? '') as unknown;
}
