import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import Tabs from '@academy/shared/ui/Tabs';

const STATUS_TABS = [
  { value: 'active', label: 'Active' },
  { value: 'pending', label: 'Pending' },
  { value: 'done', label: 'Done' },
] as const;

function StatusTabs() {
  const [status, setStatus] = useState<'active' | 'pending' | 'done'>('done');
  return (
    <Tabs label="Course status" tabs={STATUS_TABS} selected={status} onSelect={setStatus}>
      <p>Showing {status}</p>
    </Tabs>
  );
}

test('shows the selected tab and switches on click', async () => {
  render(<StatusTabs />);
  expect(screen.getByRole('tab', { name: 'Done' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing done');

  await userEvent.click(screen.getByRole('tab', { name: 'Active' }));

  expect(screen.getByRole('tab', { name: 'Active' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing active');
});

test('arrow keys move the selection and the focus, wrapping around', async () => {
  render(<StatusTabs />);
  screen.getByRole('tab', { name: 'Done' }).focus();

  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Active' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing active');

  await userEvent.keyboard('{End}');
  expect(screen.getByRole('tab', { name: 'Done' })).toHaveAttribute('aria-selected', 'true');
});

test('in a right-to-left page the left arrow goes to the next tab, the right one to the previous', async () => {
  render(
    <div dir="rtl">
      <StatusTabs />
    </div>,
  );
  await userEvent.click(screen.getByRole('tab', { name: 'Pending' }));

  await userEvent.keyboard('{ArrowLeft}');
  expect(screen.getByRole('tab', { name: 'Done' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Showing done');

  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
});
