import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Topic } from '@academy/shared/domain/types';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { courseFixture } from '@academy/shared/testing/courses';
import { renderScreen } from '@academy/shared/testing/render-screen';
import TopicForm from './TopicForm';

const SERVER_ERROR = { error: 'Something went wrong on our side. Please try again.' };

const COURSE = courseFixture();
const TOPIC: Topic = { id: 8, name: 'Week 1', description: 'Intro', cla_course_id: 5 };

function renderForm(search: string, state?: unknown) {
  renderScreen(<TopicForm />, { path: '/portal/topic/new', url: `/portal/topic/new${search}`, state, otherPaths: ['/portal/courses/:id'] });
}

let courseRequests: ReturnType<typeof mockEndpoint<'getCourse'>>['received'];

beforeEach(() => {
  courseRequests = mockEndpoint('getCourse', COURSE).received;
});

test("without a course in state or URL it says 'Course information not found!'", () => {
  renderForm('');
  expect(screen.getByRole('alert')).toHaveTextContent('Course information not found!');
  expect(courseRequests).toEqual([]);
});

test("a ?courseId= the server does not know says 'Course information not found!'", async () => {
  courseRequests = mockEndpoint('getCourse', { error: 'Course not found' }, 404).received;
  renderForm('?courseId=77');
  expect(screen.getByRole('status')).toHaveTextContent('Loading course...');
  expect(await screen.findByText('Course information not found!')).toBeInTheDocument();
  expect(courseRequests.map((request) => request.params)).toEqual([{ id: 77 }]);
});

test('opened by URL with ?courseId= it fetches the course; name and description are required', async () => {
  renderForm('?courseId=5');
  expect(await screen.findByText('Course: Servant Leadership')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add Topic' }));
  expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required.');
  expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(expect.stringContaining('Description is required.'));
  // no mock answers createTopic: a request would fail the test
});

test('adding a topic sends it for the course, toasts and returns to the course', async () => {
  const created = mockEndpoint('createTopic', TOPIC).received;
  renderForm('?courseId=5', { course: COURSE });
  await userEvent.type(screen.getByLabelText('Name'), 'Week 1');
  await userEvent.type(screen.getByLabelText('Description'), 'Watch https://youtu.be/abc');
  await userEvent.click(screen.getByRole('button', { name: 'Add Topic' }));
  expect(await screen.findByText('Now at /portal/courses/:id')).toBeInTheDocument();
  expect(created.map((request) => request.body)).toEqual([{ topic: { name: 'Week 1', description: 'Watch https://youtu.be/abc', cla_course_id: 5 } }]);
  expect(await screen.findByText('Topic created successfully!')).toBeInTheDocument();
});

test('a failed add toasts the required text and keeps the form', async () => {
  mockEndpoint('createTopic', SERVER_ERROR, 500);
  renderForm('', { course: COURSE });
  await userEvent.type(screen.getByLabelText('Name'), 'Week 1');
  await userEvent.type(screen.getByLabelText('Description'), 'Intro');
  await userEvent.click(screen.getByRole('button', { name: 'Add Topic' }));
  expect(await screen.findAllByText('Failed to create topic. Please try again.')).not.toHaveLength(0);
  expect(screen.getByLabelText('Name')).toHaveValue('Week 1');
});

test('editing a topic prefills it and updates it; a failure toasts the update text', async () => {
  mockEndpoint('updateTopic', SERVER_ERROR, 500);
  renderForm('?courseId=5', { course: COURSE, topic: TOPIC });
  expect(screen.getByRole('heading', { name: 'Edit Topic' })).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Week 1');
  await userEvent.type(screen.getByLabelText('Name'), ' (revised)');
  await userEvent.click(screen.getByRole('button', { name: 'Save Topic' }));
  expect(await screen.findAllByText('Failed to update topic. Please try again.')).not.toHaveLength(0);
  const updated = mockEndpoint('updateTopic', ({ body }) => ({ ...TOPIC, ...body.topic })).received;
  await userEvent.click(screen.getByRole('button', { name: 'Save Topic' }));
  expect(await screen.findByText('Now at /portal/courses/:id')).toBeInTheDocument();
  expect(updated).toEqual([{ params: { id: 8 }, query: {}, body: { topic: { name: 'Week 1 (revised)', description: 'Intro', cla_course_id: 5 } } }]);
  expect(await screen.findByText('Topic updated successfully!')).toBeInTheDocument();
});
