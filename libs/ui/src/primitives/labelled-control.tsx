import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

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

/** What every labelled control takes besides its own attributes. */
export interface LabelledControlProps {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** What a labelled control gets from its frame: its id, the aria attributes pointing at its hint and error, its look. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  $invalid: boolean;
}

/**
 * The label around a control, with its hint and its error (an alert) below it; `children` renders the control with the
 * wiring it is given (the id is `id`, else a generated one).
 */
export function LabelledControl({ id, label, hint, error, children }: LabelledControlProps & { id?: string; children: (control: ControlWiring) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [hint ? `${controlId}-hint` : null, error ? `${controlId}-error` : null].filter(Boolean).join(' ');
  return (
    <Label htmlFor={controlId}>
      {label}
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined, $invalid: Boolean(error) })}
      {hint ? <Hint id={`${controlId}-hint`}>{hint}</Hint> : null}
      {error ? (
        <Message id={`${controlId}-error`} role="alert">
          {error}
        </Message>
      ) : null}
    </Label>
  );
}
