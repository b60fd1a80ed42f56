import { Muted } from '@invest/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

/** A titled block of a page; its h2 names the region for assistive technology. */
export function Section({ id, title, description, children }: { id: string; title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <SectionBox aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {description ? <Description>{description}</Description> : null}
      {children}
    </SectionBox>
  );
}

const SectionBox = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};

  & > h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

/** A description under a heading: muted, at the size around it, with room below. */
export const Description = styled(Muted).attrs({ $size: 'inherit' as const })`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** Responsive card grid: as many columns of at least `$min` px as fit, one on a phone. */
export const Grid = styled.div<{ $min?: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${({ $min = 240 }) => $min}px), 1fr));
`;

/** Horizontal scrolling for wide tables on narrow screens; focusable so keyboard users can scroll it. */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroll>
  );
}

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

export const Table = styled.table`
  width: 100%;
  min-width: 560px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
`;

export const List = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.md} 0;
`;
