import { act, fireEvent, render, screen } from '@testing-library/react';
import { toast } from 'react-toastify';
import DeferredToasts from './DeferredToasts';

test('a toast raised before the container loads is shown once the visitor interacts', async () => {
  render(<DeferredToasts immediately={false} />);
  act(() => {
    toast.success('Message received');
  });
  expect(screen.queryByText('Message received')).not.toBeInTheDocument();
  fireEvent.pointerDown(window);
  expect(await screen.findByText('Message received')).toBeInTheDocument();
});

test('pages that toast on their own get the container at once', async () => {
  render(<DeferredToasts immediately />);
  act(() => {
    toast.warning('Some features may be limited');
  });
  expect(await screen.findByText('Some features may be limited')).toBeInTheDocument();
});
