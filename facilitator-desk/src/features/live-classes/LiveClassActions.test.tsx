import { configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { deleteLiveClass } from '@academy/shared/api/live-classes';
import type { LiveClass } from '@academy/shared/domain/types';
import Toasts from '@academy/shared/ui/Toasts';
import LiveClassActions from './LiveClassActions';

// a loaded machine (two cores, several builds) must not turn slow typing into a failure
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30000);
const user = userEvent.setup({ delay: null });

jest.mock('@academy/shared/api/live-classes', () => ({ deleteLiveClass: jest.fn() }));

const liveClass: LiveClass = {
  id: 5,
  name: 'Week 1 session',
  date: '2026-11-23',
  time: '08:00',
  duration: 60,
  zoom_link: null,
  cla_course_id: 1,
  cohort_id: 1,
  cla_user_id: 9,
  courseName: 'Servant Leadership',
  facilitator: null,
  cla_cohort_end_date: null,
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname} ${JSON.stringify(location.state)}`}</p>;
}

function renderActions(onRemoved = jest.fn()) {
  render(
    <MemoryRouter initialEntries={['/portal/events']}>
      <Routes>
        <Route path="/portal/events" element={<LiveClassActions liveClass={liveClass} onRemoved={onRemoved} />} />
        <Route path="*" element={<Where />} />
      </Routes>
      <Toasts />
    </MemoryRouter>,
  );
  return onRemoved;
}

beforeEach(() => jest.mocked(deleteLiveClass).mockReset());

test('Edit opens the form with the class', async () => {
  renderActions();
  await user.click(screen.getByRole('button', { name: 'Edit Week 1 session' }));
  expect(screen.getByTestId('where')).toHaveTextContent('/portal/event/new {"liveClass":{"id":5');
});

test('Delete asks first; Cancel deletes nothing', async () => {
  const onRemoved = renderActions();
  await user.click(screen.getByRole('button', { name: 'Delete Week 1 session' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete the live class Week 1 session?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(deleteLiveClass).not.toHaveBeenCalled();
  expect(onRemoved).not.toHaveBeenCalled();
});

test('a confirmed delete removes the class with the success toast', async () => {
  jest.mocked(deleteLiveClass).mockResolvedValue(undefined);
  const onRemoved = renderActions();
  await user.click(screen.getByRole('button', { name: 'Delete Week 1 session' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Live class deleted successfully!')).toBeInTheDocument();
  expect(deleteLiveClass).toHaveBeenCalledWith(5);
  expect(onRemoved).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});

test('a failed delete keeps the class and shows the failure toast', async () => {
  jest.mocked(deleteLiveClass).mockRejectedValue(new Error('down'));
  const onRemoved = renderActions();
  await user.click(screen.getByRole('button', { name: 'Delete Week 1 session' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete live class. Please try again.')).toBeInTheDocument();
  expect(onRemoved).not.toHaveBeenCalled();
});
