import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Page width and padding shared by every screen. */
export const Container = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

const Header = styled.div`
  margin-bottom: ${({ theme }) => theme.space.lg};

  h1 {
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    color: ${({ theme }) => theme.colors.text};
  }
  p {
    max-width: 70ch;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Eyebrow = styled.span`
  display: block;
  margin-bottom: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.accentStrong};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  letter-spacing: 0.06em;
  text-transform: uppercase;
`;

/** The h1 of a page with its lead paragraph. */
export function PageHeader({ title, lead, eyebrow, children }: { title: string; lead?: ReactNode; eyebrow?: string; children?: ReactNode }) {
  return (
    <Header>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h1>{title}</h1>
      {lead ? <p>{lead}</p> : null}
      {children}
    </Header>
  );
}
