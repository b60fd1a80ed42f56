import { Button } from '@invest/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Actions, MessageScreen } from './page-frame.js';

/** Last-resort screen if the shell itself fails to render. */
export function RootErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status}: ${error.statusText}` : error instanceof Error ? error.message : '';
  return (
    <MessageScreen role="alert">
      <h1>Something went wrong</h1>
      <p>Please reload the page. {detail ? <code>{detail}</code> : null}</p>
      <Actions>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Actions>
    </MessageScreen>
  );
}
