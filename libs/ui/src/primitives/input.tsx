import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styled from 'styled-components';

export const Input = styled.input<{ $invalid?: boolean }>`
  width: 100%;
  padding: 10px 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};

  &:disabled,
  &[readonly] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Label = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Message = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 400;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A labelled input with its hint and error message wired to aria attributes. */
export function Field({ label, error, hint, id, ...rest }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [hint ? `${inputId}-hint` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ');
  return (
    <Label htmlFor={inputId}>
      {label}
      <Input id={inputId} $invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={describedBy || undefined} {...rest} />
      {hint ? <Hint id={`${inputId}-hint`}>{hint}</Hint> : null}
      {error ? (
        <Message id={`${inputId}-error`} role="alert">
          {error}
        </Message>
      ) : null}
    </Label>
  );
}
