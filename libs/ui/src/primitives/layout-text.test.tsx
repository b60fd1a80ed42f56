import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from '@jest/globals';
import { theme } from '../theme/theme.js';
import { ButtonAnchor } from './button-anchor.js';
import { DefinitionList } from './definition-list.js';
import { Row, Stack } from './layout.js';
import { Spinner } from './spinner.js';
import { ErrorText, Muted, SuccessText, VisuallyHidden } from './text.js';

const themed = (node: ReactNode) => render(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

describe('layout and text primitives', () => {
  it('stack and row hold their children in order', () => {
    themed(
      <Stack $gap="lg" data-testid="stack">
        <Muted>First</Muted>
        <Row $justify="space-between" data-testid="row">
          <span>Left</span>
          <span>Right</span>
        </Row>
      </Stack>,
    );
    expect(screen.getByTestId('stack')).toHaveTextContent('FirstLeftRight');
    expect(screen.getByTestId('row').children).toHaveLength(2);
  });

  it('muted, error and success texts are paragraphs unless told otherwise', () => {
    themed(
      <>
        <Muted>No payouts yet.</Muted>
        <Muted as="span" $size="md">
          Inline
        </Muted>
        <ErrorText role="alert">We could not load this plan.</ErrorText>
        <SuccessText role="status">Payment received.</SuccessText>
      </>,
    );
    expect(screen.getByText('No payouts yet.').tagName).toBe('P');
    expect(screen.getByText('Inline').tagName).toBe('SPAN');
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load this plan.');
    expect(screen.getByRole('status')).toHaveTextContent('Payment received.');
  });

  it('a definition list pairs each term with its value', () => {
    themed(
      <DefinitionList $alignValues="end" $columns="auto 1fr">
        <dt>Amount</dt>
        <dd>₹1,00,000</dd>
      </DefinitionList>,
    );
    expect(screen.getByRole('term')).toHaveTextContent('Amount');
    expect(screen.getByRole('definition')).toHaveTextContent('₹1,00,000');
  });

  it('a button anchor is a link with its href; visually hidden text still names things', () => {
    themed(
      <>
        <ButtonAnchor href="tel:+911234567890" $variant="outline">
          Call Support
        </ButtonAnchor>
        <button type="button">
          ✕<VisuallyHidden>Close</VisuallyHidden>
        </button>
        <Spinner label="Loading your portfolio" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Call Support' })).toHaveAttribute('href', 'tel:+911234567890');
    expect(screen.getByRole('button', { name: /Close$/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your portfolio');
  });
});
