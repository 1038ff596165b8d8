import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import type { Topic } from '@academy/shared/domain/types';
import { holdEndpoint, mockEndpoint } from '@academy/shared/testing/api-mocks';
import { courseFixture } from '@academy/shared/testing/courses';
import { renderScreen } from '@academy/shared/testing/render-screen';
import CourseDetails from '@academy/shared/ui/courses/CourseDetails';

const COURSE = courseFixture({ description: 'Leading by serving.', topics: 9, assignments: 3, liveClasses: 4, pendingLiveClasses: 2 });

const TOPICS: Topic[] = [
  { id: 1, name: 'Week 1', description: 'Watch https://www.youtube.com/watch?v=abc123 first', cla_course_id: 5 },
  { id: 2, name: 'Week 2', description: 'Read https://example.org/notes', cla_course_id: 5 },
];

function renderDetails(url: string, props: Parameters<typeof CourseDetails>[0] = {}, state?: unknown) {
  return renderScreen(<CourseDetails {...props} />, { path: '/portal/courses/:id', url, state });
}

let topicRequests: ReturnType<typeof mockEndpoint<'listTopics'>>['received'];
let courseRequests: ReturnType<typeof mockEndpoint<'getCourse'>>['received'];

beforeEach(() => {
  topicRequests = mockEndpoint('listTopics', TOPICS).received;
  courseRequests = mockEndpoint('getCourse', COURSE).received;
});

test('opened by URL it fetches the course and shows its facts, description, topics and links', async () => {
  renderDetails('/portal/courses/5');
  expect(screen.getByRole('status')).toHaveTextContent('Loading course...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Servant Leadership' })).toBeInTheDocument();
  expect(courseRequests.map((request) => request.params)).toEqual([{ id: 5 }]);
  expect(screen.getByText('Grace Facilitator')).toBeInTheDocument();
  expect(screen.getByText('Leading by serving.')).toBeInTheDocument();
  // the topic count is the topics actually listed once they arrived
  await screen.findByRole('button', { name: /Week 1/ });
  expect(topicRequests.map((request) => request.query)).toEqual([{ cla_course_id: 5 }]);
  const facts = screen.getAllByRole('definition').map((dd) => dd.textContent);
  expect(facts).toEqual(['Grace Facilitator', '2', '3', '2']);
  expect(screen.getByRole('link', { name: 'See Assignments' })).toHaveAttribute('href', '/portal/assignments?course=5');
  expect(screen.getByRole('link', { name: 'View Live Classes' })).toHaveAttribute('href', '/portal/events?course=5');
});

test('a course in router state shows at once, and a missing description says so', async () => {
  holdEndpoint('getCourse');
  renderDetails('/portal/courses/5', {}, { course: { ...COURSE, description: '  ' } });
  expect(screen.getByRole('heading', { level: 1, name: 'Servant Leadership' })).toBeInTheDocument();
  expect(screen.getByText('No description available for this course.')).toBeInTheDocument();
  await screen.findByRole('button', { name: /Week 1/ });
});

test('topics expand to their content with embeds and collapse again', async () => {
  const { user } = renderDetails('/portal/courses/5');
  const toggle = await screen.findByRole('button', { name: /Week 1/ });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByTitle(/Lecture Video/)).not.toBeInTheDocument();
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByTitle('Lecture Video: Week 1')).toHaveAttribute('height', '315');
  await user.click(toggle);
  expect(screen.queryByTitle('Lecture Video: Week 1')).not.toBeInTheDocument();
});

test("only the server's 404 shows 'Course not found!'", async () => {
  mockEndpoint('getCourse', { error: 'Course not found' }, 404);
  renderDetails('/portal/courses/5');
  expect(await screen.findByRole('heading', { name: 'Course not found!' })).toBeInTheDocument();
});

test('an id that is not a number is not found without asking the server', () => {
  renderDetails('/portal/courses/abc');
  expect(screen.getByRole('heading', { name: 'Course not found!' })).toBeInTheDocument();
  expect(courseRequests).toEqual([]);
});

test('a server failure is not "not found": it shows the error and the fetch-failed toast, and Retry loads the course', async () => {
  mockEndpoint('getCourse', { error: 'Course not found' }, 500);
  const { user } = renderDetails('/portal/courses/5');
  expect(await screen.findByText('Failed to fetch courses. Please try again.', { selector: '.Toastify *' })).toBeInTheDocument();
  expect(screen.queryByText('Course not found!')).not.toBeInTheDocument();
  // the page still has its heading, which says what did not happen
  expect(screen.getByRole('heading', { level: 1, name: 'This course could not be opened' })).toBeInTheDocument();
  const failure = screen.getByText('Course not found').closest('[role="alert"]') as HTMLElement;
  mockEndpoint('getCourse', COURSE);
  await user.click(within(failure).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByRole('heading', { level: 1, name: COURSE.name })).toBeInTheDocument();
});

test('topics that cannot be loaded show their failure and the fetch-failed toast, not the empty text', async () => {
  mockEndpoint('listTopics', { error: 'Something went wrong on our side. Please try again.' }, 500);
  renderDetails('/portal/courses/5');
  expect(await screen.findByText('The topics could not be loaded.')).toBeInTheDocument();
  expect(await screen.findByText('Failed to fetch courses. Please try again.')).toBeInTheDocument();
  expect(screen.queryByText('No topics yet.')).not.toBeInTheDocument();
});

test('a course without topics says so', async () => {
  mockEndpoint('listTopics', []);
  renderDetails('/portal/courses/5');
  expect(await screen.findByText('No topics yet.')).toBeInTheDocument();
});

test('the role slots render the course and topic controls', async () => {
  renderDetails('/portal/courses/5', {
    renderActions: (course) => <button type="button">Edit {course.name}</button>,
    renderTopicActions: (topic) => <button type="button">Remove {topic.name}</button>,
  });
  expect(await screen.findByRole('button', { name: 'Edit Servant Leadership' })).toBeInTheDocument();
  const topics = await screen.findAllByRole('listitem');
  expect(within(topics[1]!).getByRole('button', { name: 'Remove Week 2' })).toBeInTheDocument();
});

test('a locked course says on the page why and when it opens, and asks for no topics', async () => {
  mockEndpoint(
    'getCourse',
    courseFixture({
      name: 'Leader-Managerial Class',
      locked: true,
      lock: { reason: 'prerequisite', opens_on: '2026-12-11' },
      prerequisite_course_id: 4,
      prerequisite_name: 'Minister-Service Class',
    }),
  );
  renderDetails('/portal/courses/5');
  expect(
    await screen.findByText(
      'Leader-Managerial Class opens once you have completed Minister-Service Class: when it ends, if you have handed in all its work, that is on Fri, 11 Dec 2026.',
    ),
  ).toBeInTheDocument();
  expect(screen.getByText('The topics open with the course.')).toBeInTheDocument();
  expect(screen.queryByText('The topics could not be loaded.')).not.toBeInTheDocument();
  expect(topicRequests).toEqual([]);
});

test('opened by its address without a network, a course not kept on the device says so instead of loading', async () => {
  const network = (online: boolean) => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    act(() => onlineManager.setOnline(online));
  };
  network(false);
  try {
    renderDetails('/portal/courses/5');
    expect(await screen.findByText('This page was not saved on this device.')).toBeInTheDocument();
    expect(screen.getByText('It opens when you are back online.')).toBeInTheDocument();
    expect(screen.queryByText('Loading course...')).not.toBeInTheDocument();
    expect(courseRequests).toEqual([]);

    network(true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Servant Leadership' })).toBeInTheDocument();
  } finally {
    network(true);
  }
});
