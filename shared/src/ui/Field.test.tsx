import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { TextField } from './Field';

describe('TextField', () => {
  it('ties its label, hint and error to the input for screen readers', () => {
    render(
      <ThemeProvider theme={theme}>
        <TextField label="Email" name="email" hint="We reply to this address." error="Invalid email address." required />
      </ThemeProvider>,
    );
    const input = screen.getByLabelText(/Email/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We reply to this address. Invalid email address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address.');
  });

  it('is plain when there is no error', () => {
    render(
      <ThemeProvider theme={theme}>
        <TextField label="Name" name="name" />
      </ThemeProvider>,
    );
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
