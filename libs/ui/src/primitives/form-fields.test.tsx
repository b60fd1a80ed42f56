import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server.node';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from '@jest/globals';
import { theme } from '../theme/theme.js';
import { Field } from './input.js';
import { SelectField } from './select.js';
import { TextAreaField } from './text-area.js';

const themed = (node: ReactNode) => <ThemeProvider theme={theme}>{node}</ThemeProvider>;

describe('form fields', () => {
  it('a field is named by its label (hint and error included, they sit in the label) and points at its hint; an error is an alert it points at too', () => {
    render(themed(<Field label="Email" hint="We never share it." error="Please enter a valid email." />));
    const input = screen.getByRole('textbox', { name: /^Email/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Please enter a valid email.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email.');
  });

  it('a field without error is not marked invalid and describes nothing', () => {
    render(themed(<Field label="First Name" id="first" />));
    const input = screen.getByRole('textbox', { name: 'First Name' });
    expect(input).toHaveAttribute('id', 'first');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a select field offers the placeholder first, then every option, and shows its error', async () => {
    const user = userEvent.setup();
    render(
      themed(
        <SelectField
          label="Investment Interest"
          placeholder="Select an option"
          options={['Fixed Deposits', 'Bonds']}
          error="Please fill in all required fields."
        />,
      ),
    );
    const select = screen.getByRole('combobox', { name: /^Investment Interest/ });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Select an option', 'Fixed Deposits', 'Bonds']);
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription('Please fill in all required fields.');
    await user.selectOptions(select, 'Bonds');
    expect(select).toHaveValue('Bonds');
  });

  it('a select field without placeholder starts on its first option; an option may have its own text', () => {
    render(
      themed(
        <SelectField
          label="Lock-in period"
          options={[
            { value: '6', label: '6 months' },
            { value: '12', label: '12 months' },
          ]}
        />,
      ),
    );
    const select = screen.getByRole('combobox', { name: 'Lock-in period' });
    expect(select).toHaveValue('6');
    expect(screen.getByRole('option', { name: '12 months' })).toHaveValue('12');
  });

  it('a text area field takes several lines and shows its error', async () => {
    const user = userEvent.setup();
    render(themed(<TextAreaField label="Message" rows={5} error="Please write at least 10 characters in your message." />));
    const area = screen.getByRole('textbox', { name: /^Message/ });
    await user.type(area, 'Hello{enter}there');
    expect(area).toHaveValue('Hello\nthere');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Please write at least 10 characters in your message.');
  });

  it('renders the same on the server (the label holds the control)', () => {
    const html = renderToString(themed(<SelectField id="interest" label="Interest" placeholder="Choose" options={['Gold']} />));
    expect(html).toMatch(/^<label [^>]*for="interest"[^>]*>Interest<select [^>]*id="interest"/);
  });
});
