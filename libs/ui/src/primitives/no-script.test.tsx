import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server.node';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from '@jest/globals';
import { theme } from '../theme/theme.js';
import { HIDDEN_WITHOUT_SCRIPT, NO_SCRIPT_FORM_TEXT, NoScriptNotice, NoScriptStyles, SHOWN_WITHOUT_SCRIPT } from './no-script.js';

const themed = (node: ReactNode) => <ThemeProvider theme={theme}>{node}</ThemeProvider>;

describe('no-script helpers', () => {
  it('the notice is server-rendered inside <noscript>, with the form sentence unless told otherwise', () => {
    const html = renderToString(themed(<NoScriptNotice />));
    expect(html).toMatch(new RegExp(`^<noscript><p [^>]*role="note"[^>]*>${NO_SCRIPT_FORM_TEXT}</p></noscript>$`));
    expect(renderToString(themed(<NoScriptNotice>The switches need JavaScript.</NoScriptNotice>))).toContain('>The switches need JavaScript.</p></noscript>');
  });

  it('the browser does not render the notice (nothing to hydrate, nothing shown while scripts run)', () => {
    const { container } = render(themed(<NoScriptNotice />));
    expect(container.querySelector('noscript')).toBeInTheDocument();
    expect(container).not.toHaveTextContent(NO_SCRIPT_FORM_TEXT);
  });

  it('the styles show hidden "shown without script" elements and hide "hidden without script" ones, inside <noscript>', () => {
    const html = renderToString(<NoScriptStyles />);
    expect(html).toMatch(/^<noscript><style>.*<\/style><\/noscript>$/);
    const [shownAttribute] = Object.keys(SHOWN_WITHOUT_SCRIPT);
    const [hiddenAttribute] = Object.keys(HIDDEN_WITHOUT_SCRIPT);
    expect(html).toContain(`[${shownAttribute}][hidden]{display:block}`);
    expect(html).toContain(`[${hiddenAttribute}]{display:none}`);
  });
});
