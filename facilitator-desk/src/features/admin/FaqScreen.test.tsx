import { screen, waitFor, within } from '@testing-library/react';
import type { FaqItem } from '@academy/shared/domain/types';
import { mockEndpoint } from '@academy/shared/testing/api-mocks';
import { renderScreen } from '@academy/shared/testing/render-screen';
import { Link } from 'react-router-dom';
import FaqScreen from './FaqScreen';

const FREE: FaqItem = { id: 1, question: 'Is it free?', answer: 'Yes.' };
const TIME: FaqItem = { id: 2, question: 'How long is it?', answer: 'A year.' };

/** The API's FAQ, as the calls the test answers change it. */
function serveFaq(initial: FaqItem[]) {
  let faq = initial;
  mockEndpoint('listFaq', () => faq);
  return {
    create: mockEndpoint('createFaqItem', ({ body }) => {
      const item = { id: 2, ...body };
      faq = [...faq, item];
      return item;
    }),
    reorder: mockEndpoint('reorderFaq', ({ body }) => {
      faq = body.ids.map((id) => faq.find((item) => item.id === id)!);
      return faq;
    }),
    remove: mockEndpoint('deleteFaqItem', ({ params }) => {
      faq = faq.filter((item) => item.id !== params.id);
      return null;
    }),
  };
}

test('a question without an answer is not sent: the answer field says why and has the focus', async () => {
  const { create } = serveFaq([FREE]);
  const { user } = renderScreen(<FaqScreen />);
  const form = screen.getByRole('form', { name: 'New question' });
  await user.type(within(form).getByLabelText('Question'), 'Where do classes meet?');
  await user.click(within(form).getByRole('button', { name: 'Add question' }));
  expect(within(form).getByText('Answer is required.')).toBeInTheDocument();
  expect(within(form).getByLabelText('Answer')).toHaveFocus();
  expect(create.received).toEqual([]);
});

test('adds a question at the end of the list, and the form starts again empty for the next one', async () => {
  const { create } = serveFaq([FREE]);
  const { user } = renderScreen(<FaqScreen />);
  await screen.findByRole('heading', { name: 'Is it free?' });
  const form = screen.getByRole('form', { name: 'New question' });
  await user.type(within(form).getByLabelText('Question'), ' How long is it? ');
  await user.type(within(form).getByLabelText('Answer'), 'A year.');
  await user.click(within(form).getByRole('button', { name: 'Add question' }));
  expect(await screen.findByText('Saved "How long is it?".')).toBeInTheDocument();
  expect(create.received.map((request) => request.body)).toEqual([{ question: 'How long is it?', answer: 'A year.' }]);
  await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Is it free?', 'How long is it?']));
  // a second press does not add it twice
  expect(within(form).getByLabelText('Question')).toHaveValue('');
  expect(within(form).getByLabelText('Answer')).toHaveValue('');
});

/** The FAQ editor with a link to another screen beside it, as the portal's navigation is. */
function renderFaqBesideALink() {
  return renderScreen(
    <>
      <Link to="/portal/admin/accounts">Accounts</Link>
      <FaqScreen />
    </>,
    { otherPaths: ['/portal/admin/accounts'] },
  );
}

test('a link followed with a question typed and not saved asks first: Cancel keeps the text, OK leaves', async () => {
  serveFaq([FREE]);
  const ask = jest.spyOn(window, 'confirm');
  const { user } = renderFaqBesideALink();
  const form = screen.getByRole('form', { name: 'New question' });
  await user.type(within(form).getByLabelText('Question'), 'Where do classes meet?');

  ask.mockReturnValueOnce(false);
  await user.click(screen.getByRole('link', { name: 'Accounts' }));
  expect(ask).toHaveBeenCalledWith('You have changes that are not saved. Leave this page and lose them?');
  expect(within(form).getByLabelText('Question')).toHaveValue('Where do classes meet?');

  ask.mockReturnValueOnce(true);
  await user.click(screen.getByRole('link', { name: 'Accounts' }));
  expect(await screen.findByText('Now at /portal/admin/accounts')).toBeInTheDocument();
  expect(ask).toHaveBeenCalledTimes(2);
  ask.mockRestore();
});

test('two forms holding typed text ask once when a link is followed', async () => {
  serveFaq([FREE]);
  mockEndpoint('listFaqItemVersions', {});
  const ask = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const { user } = renderFaqBesideALink();
  await user.type(within(screen.getByRole('form', { name: 'New question' })).getByLabelText('Question'), 'Where do classes meet?');
  await user.click(await screen.findByRole('button', { name: 'Edit Is it free?' }));
  await user.type(screen.getByDisplayValue('Is it free?'), ' Always?');

  await user.click(screen.getByRole('link', { name: 'Accounts' }));
  expect(ask).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('Now at /portal/admin/accounts')).not.toBeInTheDocument();
  ask.mockRestore();
});

test('a question saved leaves nothing unsaved: a link is followed without asking', async () => {
  serveFaq([FREE]);
  const ask = jest.spyOn(window, 'confirm');
  const { user } = renderFaqBesideALink();
  const form = screen.getByRole('form', { name: 'New question' });
  await user.type(within(form).getByLabelText('Question'), 'How long is it?');
  await user.type(within(form).getByLabelText('Answer'), 'A year.');
  await user.click(within(form).getByRole('button', { name: 'Add question' }));
  await screen.findByText('Saved "How long is it?".');
  await user.click(screen.getByRole('link', { name: 'Accounts' }));
  expect(await screen.findByText('Now at /portal/admin/accounts')).toBeInTheDocument();
  expect(ask).not.toHaveBeenCalled();
  ask.mockRestore();
});

test('moves a question down and deletes one after the confirmation', async () => {
  const { reorder, remove } = serveFaq([FREE, TIME]);
  const { user } = renderScreen(<FaqScreen />);
  await screen.findByRole('heading', { name: 'Is it free?' });
  // the first cannot go up: the button says so, and keeps the keyboard's focus when an item arrives there
  expect(screen.getByRole('button', { name: 'Move up Is it free?' })).toHaveAttribute('aria-disabled', 'true');
  await user.click(screen.getByRole('button', { name: 'Move up Is it free?' }));
  expect(reorder.received).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Move down Is it free?' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Move up Is it free?' })).not.toHaveAttribute('aria-disabled'));
  expect(reorder.received.map((request) => request.body)).toEqual([{ ids: [2, 1] }]);

  await user.click(screen.getByRole('button', { name: 'Delete How long is it?' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Delete "How long is it?"?' });
  await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('The question was deleted.')).toBeInTheDocument();
  expect(remove.received.map((request) => request.params)).toEqual([{ id: 2 }]);
  await waitFor(() => expect(screen.queryByRole('heading', { name: 'How long is it?' })).not.toBeInTheDocument());
  // its buttons are gone: the keyboard goes on from the list, not from the top of the page
  expect(screen.getByRole('list')).toHaveFocus();
});

test('a question gets a French version from its edit form, written in French and right to left in Arabic', async () => {
  serveFaq([FREE]);
  let versions: Record<string, { question: string; answer: string }> = {};
  mockEndpoint('listFaqItemVersions', () => versions);
  const save = mockEndpoint('saveFaqItemVersion', ({ params, body }) => {
    versions = { ...versions, [params.locale]: body };
    return body;
  });
  const { user } = renderScreen(<FaqScreen />);
  await user.click(await screen.findByRole('button', { name: 'Edit Is it free?' }));
  const picker = await screen.findByLabelText('Language');
  expect(
    within(picker)
      .getAllByRole('option')
      .map((option) => [option.textContent, option.getAttribute('lang')]),
  ).toEqual([
    ['Français', 'fr'],
    ['Español', 'es'],
    ['Português', 'pt'],
    ['العربية', 'ar'],
  ]);
  expect(await screen.findByText('No French version yet: its readers see the original.')).toBeInTheDocument();
  const form = screen.getByRole('form', { name: 'French version of Is it free?' });
  expect(within(form).getByLabelText('Question')).toHaveAttribute('lang', 'fr');
  await user.type(within(form).getByLabelText('Question'), 'Est-ce gratuit ?');
  await user.type(within(form).getByLabelText('Answer'), 'Oui.');
  await user.click(within(form).getByRole('button', { name: 'Save the French version' }));
  expect(await screen.findByText('The French version is saved.')).toBeInTheDocument();
  expect(save.received.map(({ params, body }) => [params, body])).toEqual([
    [
      { id: 1, locale: 'fr' },
      { question: 'Est-ce gratuit ?', answer: 'Oui.' },
    ],
  ]);
  expect(await screen.findByRole('button', { name: 'Remove the French version' })).toBeInTheDocument();

  await user.selectOptions(picker, 'ar');
  const arabic = await screen.findByRole('form', { name: 'Arabic version of Is it free?' });
  expect(within(arabic).getByLabelText('Answer')).toHaveAttribute('dir', 'rtl');
  expect(within(arabic).getByLabelText('Answer')).toHaveValue('');
});

test('removing a saved version asks first, naming it; Cancel keeps it, Remove removes it', async () => {
  serveFaq([FREE]);
  let versions: Record<string, { question: string; answer: string }> = { fr: { question: 'Est-ce gratuit ?', answer: 'Oui.' } };
  mockEndpoint('listFaqItemVersions', () => versions);
  const removed = mockEndpoint('deleteFaqItemVersion', () => {
    versions = {};
    return null;
  });
  const { user } = renderScreen(<FaqScreen />);
  await user.click(await screen.findByRole('button', { name: 'Edit Is it free?' }));
  await user.click(await screen.findByRole('button', { name: 'Remove the French version' }));
  const asking = screen.getByRole('alertdialog', { name: 'Remove the French version of Is it free??' });
  expect(asking).toHaveTextContent('Its readers will see the original. This cannot be undone.');
  await user.click(within(asking).getByRole('button', { name: 'Cancel' }));
  expect(removed.received).toEqual([]);

  await user.click(screen.getByRole('button', { name: 'Remove the French version' }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
  expect(await screen.findByText('No French version yet: its readers see the original.')).toBeInTheDocument();
  expect(removed.received.map(({ params }) => params)).toEqual([{ id: 1, locale: 'fr' }]);
});

test('another language chosen while a version holds typed text asks first; Cancel keeps the language and the text', async () => {
  serveFaq([FREE]);
  mockEndpoint('listFaqItemVersions', {});
  const ask = jest.spyOn(window, 'confirm').mockReturnValue(false);
  const { user } = renderScreen(<FaqScreen />);
  await user.click(await screen.findByRole('button', { name: 'Edit Is it free?' }));
  const picker = await screen.findByLabelText('Language');
  const french = await screen.findByRole('form', { name: 'French version of Is it free?' });
  await user.type(within(french).getByLabelText('Question'), 'Est-ce gratuit ?');

  await user.selectOptions(picker, 'es');
  expect(ask).toHaveBeenCalledWith('You have changes that are not saved. Lose them?');
  expect(picker).toHaveValue('fr');
  expect(within(screen.getByRole('form', { name: 'French version of Is it free?' })).getByLabelText('Question')).toHaveValue('Est-ce gratuit ?');

  ask.mockReturnValue(true);
  await user.selectOptions(picker, 'es');
  expect(await screen.findByRole('form', { name: 'Spanish version of Is it free?' })).toBeInTheDocument();
  ask.mockRestore();
});
