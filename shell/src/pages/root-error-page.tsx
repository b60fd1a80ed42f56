import { useI18n } from '@invest/platform';
import { Button } from '@invest/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Actions, MessageScreen } from './page-frame.js';

/** Last-resort screen if the shell itself fails to render. */
export function RootErrorPage() {
  const error = useRouteError();
  const { _ } = useI18n();
  const detail = isRouteErrorResponse(error) ? `${error.status}: ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <MessageScreen role="alert">
      <h1>{_('shell.error.title')}</h1>
      <p>
        {_('shell.error.lead')} {detail ? <code>{detail}</code> : null}
      </p>
      <Actions>
        <Button onClick={() => window.location.reload()}>{_('shell.error.reload')}</Button>
      </Actions>
    </MessageScreen>
  );
}
