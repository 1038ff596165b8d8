import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NetworkButton from '@academy/shared/ui/forms/NetworkButton';

test('while busy it refuses a press but keeps the keyboard focus: aria-disabled, not disabled', async () => {
  const pressed = jest.fn();
  render(
    <NetworkButton busy onClick={pressed}>
      Download my data
    </NetworkButton>,
  );
  const button = screen.getByRole('button', { name: 'Download my data' });
  expect(button).toBeEnabled();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  expect(pressed).not.toHaveBeenCalled();
});
