import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme';
import { Tabs } from './Tabs';

function Offices() {
  const [active, setActive] = useState<'kenya' | 'ohio'>('kenya');
  return (
    <ThemeProvider theme={theme}>
      <Tabs
        label="Offices"
        tabs={[
          { key: 'kenya', label: 'Kenya' },
          { key: 'ohio', label: 'Ohio' },
        ]}
        active={active}
        onChange={setActive}
        renderPanel={(key) => <p>{key === 'kenya' ? 'Nairobi office' : 'Columbus office'}</p>}
      />
    </ThemeProvider>
  );
}

describe('Tabs', () => {
  it('switches panels by click and with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<Offices />);
    expect(screen.getByRole('tab', { name: 'Kenya' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Nairobi office');
    await user.click(screen.getByRole('tab', { name: 'Ohio' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Columbus office');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Kenya' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Nairobi office');
    expect(screen.getByRole('tab', { name: 'Ohio' })).toHaveAttribute('tabindex', '-1');
  });
});
