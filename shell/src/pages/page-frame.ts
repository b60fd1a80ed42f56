import styled from 'styled-components';

/** Centered message screen used by 404, fallback and error pages. */
export const MessageScreen = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.md};
  text-align: center;
  overflow-wrap: anywhere;

  p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.lg};
`;
