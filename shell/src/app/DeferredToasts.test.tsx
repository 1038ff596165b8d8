import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast as toastify } from 'react-toastify';
import { toast } from '@academy/shared/feedback/toast';
import DeferredToasts from './DeferredToasts';

test('a toast raised before the container loads is shown once the visitor interacts', async () => {
  render(<DeferredToasts />);
  act(() => {
    toastify.success('Message received');
  });
  expect(screen.queryByText('Message received')).not.toBeInTheDocument();
  fireEvent.pointerDown(window);
  expect(await screen.findByText('Message received')).toBeInTheDocument();
});

test('a toast raised through the shared module brings the container, without an interaction', async () => {
  render(<DeferredToasts />);
  act(() => {
    toast.error('Could not load courses');
  });
  expect(await screen.findByText('Could not load courses')).toBeInTheDocument();
});
