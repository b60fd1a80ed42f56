import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  input {
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    flex: none;
  }
`;

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/** A checkbox with its label beside it (clicking the words ticks it). */
export function CheckboxField({ label, ...input }: Props) {
  return (
    <Label>
      <input type="checkbox" {...input} />
      <span>{label}</span>
    </Label>
  );
}
