import { focusControl } from '@academy/shared/forms/focus';

afterEach(() => jest.useRealTimers());

test('a control without the focus takes it at once', () => {
  document.body.innerHTML = '<input id="score" /><button>Save</button>';
  const score = document.getElementById('score')!;
  focusControl(score);
  expect(document.activeElement).toBe(score);
});

test('a control that has the focus takes it again once its error is shown, for a screen reader to read it', () => {
  jest.useFakeTimers();
  document.body.innerHTML = '<input id="score" />';
  const score = document.getElementById('score')!;
  score.focus();
  const focused = jest.fn();
  score.addEventListener('focus', focused);
  focusControl(score);
  expect(focused).not.toHaveBeenCalled();
  jest.runAllTimers();
  expect(focused).toHaveBeenCalledTimes(1);
  expect(document.activeElement).toBe(score);
});
