import { render, screen } from '@testing-library/react';
import TopicList from '@academy/shared/ui/courses/TopicList';

test('no topics yet: a student is told they come as the facilitator adds them', () => {
  render(<TopicList topics={[]} />);
  expect(screen.getByText("Topics appear here as the course's facilitator adds them.")).toBeInTheDocument();
});

test('no topics yet: the facilitator, who has the controls, is told how to add the first', () => {
  render(<TopicList topics={[]} renderTopicActions={() => null} />);
  expect(screen.getByText("Add the course's first topic with “Add Topic”: students see each topic as it is added.")).toBeInTheDocument();
  expect(screen.queryByText(/as the course's facilitator adds them/)).not.toBeInTheDocument();
});
