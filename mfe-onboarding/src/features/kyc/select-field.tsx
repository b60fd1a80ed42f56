import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';

const Label = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-weight: 600;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Select = styled.select<{ $invalid: boolean }>`
  width: 100%;
  padding: 10px 12px;
  font: inherit;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Message = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 400;
`;

interface Props extends SelectHTMLAttributes<HTMLSelectElement> {
  label: ReactNode;
  error?: string;
  options: readonly string[];
  /** The empty first option ('Choose…'). */
  placeholder: string;
}

/** A labelled select with its error wired to aria attributes, like the Field input of @invest/ui. */
export function SelectField({ label, error, options, placeholder, id, ...rest }: Props) {
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <Label htmlFor={selectId}>
      {label}
      <Select id={selectId} $invalid={Boolean(error)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${selectId}-error` : undefined} {...rest}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </Select>
      {error ? (
        <Message id={`${selectId}-error`} role="alert">
          {error}
        </Message>
      ) : null}
    </Label>
  );
}
