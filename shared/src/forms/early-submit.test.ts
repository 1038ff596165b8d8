import { EARLY_SUBMIT_WAIT_MS, holdEarlyPresses, holdEarlySubmits, markPageLive, takeEarlySubmit } from '@academy/shared/forms/early-submit';

// installed once for the file, as a prerendered page's inline script installs them once for the page
holdEarlySubmits();
holdEarlyPresses();

function prerenderedForm(): HTMLFormElement {
  document.body.innerHTML = '<main><form method="post"><input name="email" /><button type="submit">Send</button></form></main>';
  return document.querySelector('form')!;
}

/** Sends the form as a click on its button would; true when nothing stopped it. */
function send(form: HTMLFormElement): boolean {
  return form.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
}

beforeEach(() => {
  delete document.documentElement.dataset.pageLive;
});

afterEach(() => jest.useRealTimers());

test('a form sent before the page comes alive is held, and handed over once for sending again', () => {
  const form = prerenderedForm();
  expect(send(form)).toBe(false);
  const main = document.querySelector('main')!;
  expect(takeEarlySubmit(main)).toBe(form);
  expect(takeEarlySubmit(main)).toBeNull();
});

test('once the page is alive, a form is sent as it is', () => {
  const form = prerenderedForm();
  markPageLive();
  expect(send(form)).toBe(true);
  expect(takeEarlySubmit(form)).toBeNull();
});

test('a held form goes as a native post when its page never comes alive, and not when it does', () => {
  jest.useFakeTimers();
  const posted = jest.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
  const stranded = prerenderedForm();
  send(stranded);
  jest.advanceTimersByTime(EARLY_SUBMIT_WAIT_MS);
  expect(posted.mock.contexts).toEqual([stranded]);

  posted.mockClear();
  send(prerenderedForm());
  markPageLive();
  jest.advanceTimersByTime(EARLY_SUBMIT_WAIT_MS);
  expect(posted).not.toHaveBeenCalled();
  posted.mockRestore();
});

/** A prerendered disclosure button; `live` gives it the handler its page's code would (it toggles). */
function prerenderedToggle({ live = false } = {}): HTMLButtonElement {
  document.body.innerHTML = '<header><button type="button" aria-expanded="false">Menu</button></header>';
  const button = document.querySelector('button')!;
  if (live) button.addEventListener('click', () => button.setAttribute('aria-expanded', String(button.getAttribute('aria-expanded') !== 'true')));
  return button;
}

test('a button pressed (twice) before the page comes alive is pressed once as it does', () => {
  const button = prerenderedToggle();
  button.click();
  button.click();
  const presses = jest.fn();
  button.addEventListener('click', presses);
  markPageLive();
  expect(presses).toHaveBeenCalledTimes(1);
  markPageLive();
  expect(presses).toHaveBeenCalledTimes(1);
});

test('a button whose own part of the page answered the press is not pressed again', () => {
  const button = prerenderedToggle({ live: true });
  button.click();
  expect(button.getAttribute('aria-expanded')).toBe('true');
  markPageLive();
  expect(button.getAttribute('aria-expanded')).toBe('true');
});

test("once the page is alive, a press is only the page's", () => {
  const button = prerenderedToggle({ live: true });
  markPageLive();
  button.click();
  expect([button.getAttribute('aria-expanded'), button.dataset.pressedEarly]).toEqual(['true', undefined]);
});
