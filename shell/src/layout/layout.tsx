import { useI18n } from '@invest/platform';
import { HIDDEN_WITHOUT_SCRIPT, NO_SCRIPT_SIGNED_IN_TEXT, NoScriptNotice, NoScriptStyles, Spinner } from '@invest/ui';
import { Outlet, useNavigation } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../router/use-document-title.js';
import { Footer } from './footer/footer.js';
import { Header } from './header/header.js';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
`;

const Waiting = styled.div`
  display: grid;
  justify-items: center;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
`;

const ProgressBar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: 3px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  background: ${({ theme }) => theme.colors.accent};
`;

/**
 * Header, page, footer around every route. `loading` renders a spinner instead of the outlet (a page the browser
 * renders: signed-in pages, the demo's steps); without JavaScript it never ends, so such a browser is told instead.
 */
export function Layout({ loading = false }: { loading?: boolean }) {
  const navigation = useNavigation();
  const { _ } = useI18n();
  useDocumentTitle();
  return (
    <Page>
      {navigation.state === 'loading' ? <ProgressBar role="progressbar" aria-label={_('shell.loading.page')} /> : null}
      <Header />
      <Main id="main">
        {loading ? (
          <Waiting>
            <NoScriptStyles />
            <NoScriptNotice>{NO_SCRIPT_SIGNED_IN_TEXT}</NoScriptNotice>
            <div {...HIDDEN_WITHOUT_SCRIPT}>
              <Spinner size={32} label={_('shell.loading.page')} />
            </div>
          </Waiting>
        ) : (
          <Outlet />
        )}
      </Main>
      <Footer />
    </Page>
  );
}
