import { AxiosError, AxiosHeaders } from 'axios';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { getCourse } from '@academy/shared/api/courses';
import { createTopic, updateTopic } from '@academy/shared/api/topics';
import type { Topic } from '@academy/shared/domain/types';
import { courseFixture } from '@academy/shared/testing/courses';
import Toasts from '@academy/shared/ui/Toasts';
import TopicForm from './TopicForm';

jest.mock('@academy/shared/api/courses', () => ({ getCourse: jest.fn() }));
jest.mock('@academy/shared/api/topics', () => ({ createTopic: jest.fn(), updateTopic: jest.fn() }));

const getCourseMock = jest.mocked(getCourse);
const createMock = jest.mocked(createTopic);
const updateMock = jest.mocked(updateTopic);

const COURSE = courseFixture();
const TOPIC: Topic = { id: 8, name: 'Week 1', description: 'Intro', cla_course_id: 5 };

function notFound(): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('failed', '404', { headers }, null, {
    status: 404,
    statusText: '',
    headers: {},
    config: { headers },
    data: { error: 'Course not found' },
  });
}

function renderForm(search: string, state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/portal/topic/new', search, state }]}>
      <Routes>
        <Route path="/portal/topic/new" element={<TopicForm />} />
        <Route path="/portal/courses/:id" element={<p>Course page</p>} />
      </Routes>
      <Toasts />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  getCourseMock.mockReset();
  createMock.mockReset();
  updateMock.mockReset();
  getCourseMock.mockResolvedValue(COURSE);
});

test("without a course in state or URL it says 'Course information not found!'", () => {
  renderForm('');
  expect(screen.getByRole('alert')).toHaveTextContent('Course information not found!');
  expect(getCourseMock).not.toHaveBeenCalled();
});

test("a ?courseId= the server does not know says 'Course information not found!'", async () => {
  getCourseMock.mockRejectedValue(notFound());
  renderForm('?courseId=77');
  expect(screen.getByRole('status')).toHaveTextContent('Loading course...');
  expect(await screen.findByText('Course information not found!')).toBeInTheDocument();
  expect(getCourseMock).toHaveBeenCalledWith(77);
});

test('opened by URL with ?courseId= it fetches the course; name and description are required', async () => {
  getCourseMock.mockResolvedValue(COURSE);
  renderForm('?courseId=5');
  expect(await screen.findByText('Course: Servant Leadership')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add Topic' }));
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
  expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(expect.stringContaining('Description is required.'));
  expect(createMock).not.toHaveBeenCalled();
});

test('adding a topic sends it for the course, toasts and returns to the course', async () => {
  createMock.mockResolvedValue(TOPIC);
  renderForm('?courseId=5', { course: COURSE });
  await userEvent.type(screen.getByLabelText('Name'), 'Week 1');
  await userEvent.type(screen.getByLabelText('Description'), 'Watch https://youtu.be/abc');
  await userEvent.click(screen.getByRole('button', { name: 'Add Topic' }));
  expect(createMock).toHaveBeenCalledWith({ name: 'Week 1', description: 'Watch https://youtu.be/abc', cla_course_id: 5 });
  expect(await screen.findByText('Course page')).toBeInTheDocument();
  expect(await screen.findByText('Topic created successfully!')).toBeInTheDocument();
});

test('a failed add toasts the required text and keeps the form', async () => {
  createMock.mockRejectedValue(new Error('down'));
  renderForm('', { course: COURSE });
  await userEvent.type(screen.getByLabelText('Name'), 'Week 1');
  await userEvent.type(screen.getByLabelText('Description'), 'Intro');
  await userEvent.click(screen.getByRole('button', { name: 'Add Topic' }));
  expect(await screen.findAllByText('Failed to create topic. Please try again.')).not.toHaveLength(0);
  expect(screen.getByLabelText('Name')).toHaveValue('Week 1');
});

test('editing a topic prefills it and updates it; a failure toasts the update text', async () => {
  updateMock.mockRejectedValueOnce(new Error('down'));
  updateMock.mockResolvedValueOnce({ ...TOPIC, name: 'Week 1 (revised)' });
  renderForm('?courseId=5', { course: COURSE, topic: TOPIC });
  expect(screen.getByRole('heading', { name: 'Edit Topic' })).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Week 1');
  await userEvent.type(screen.getByLabelText('Name'), ' (revised)');
  await userEvent.click(screen.getByRole('button', { name: 'Save Topic' }));
  expect(await screen.findAllByText('Failed to update topic. Please try again.')).not.toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Save Topic' }));
  expect(updateMock).toHaveBeenLastCalledWith(8, { name: 'Week 1 (revised)', description: 'Intro', cla_course_id: 5 });
  expect(await screen.findByText('Topic updated successfully!')).toBeInTheDocument();
});
