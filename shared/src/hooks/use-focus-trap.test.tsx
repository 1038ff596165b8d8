import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useFocusTrap } from '@academy/shared/hooks/use-focus-trap';

/** A panel like the bell's: a button, then a notice whose links a closed <details> holds. */
function Panel({ onEscape }: { onEscape: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useFocusTrap(panel, { onEscape });
  return (
    <div ref={panel} onKeyDown={onKeyDown}>
      <button type="button">Close</button>
      <details>
        <summary>Older notices</summary>
        <a href="/portal/grades">Marked: Essay</a>
      </details>
    </div>
  );
}

test('Tab wraps inside the panel past a closed details, whose summary it reaches and whose links it skips; Escape still closes', async () => {
  const onEscape = jest.fn();
  render(
    <>
      <Panel onEscape={onEscape} />
      <button type="button">Behind the panel</button>
    </>,
  );
  const user = userEvent.setup();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab();
  expect(screen.getByText('Older notices')).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab({ shift: true });
  expect(screen.getByText('Older notices')).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(onEscape).toHaveBeenCalledTimes(1);
});
