import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

/** The account control of the header (on phones the drawer carries the account instead: `data-hide="mobile"`). */
export const AccountWrap = styled.div`
  position: relative;
  flex: none;
`;

export const AccountButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: 6px 8px;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const AccountPanel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.header + 1};
  display: grid;
  min-width: 240px;
  padding: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
`;

const item = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: 10px 12px;
  font: inherit;
  font-weight: 600;
  text-align: left;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

export const AccountItemLink = styled(Link)`
  ${item}
`;

export const AccountItemButton = styled.button`
  ${item}
  color: ${({ theme }) => theme.colors.danger};

  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

export const SignedInAs = styled.p`
  margin: 0;
  padding: 6px 12px;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  strong {
    color: ${({ theme }) => theme.colors.text};
    font-variant-numeric: tabular-nums;
  }
`;
