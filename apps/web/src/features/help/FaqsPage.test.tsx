import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { helpEndpoints, STORAGE_KEYS, storeEndpoints, type Faq } from '@dhub/contract';
import { i18n } from '../../i18n';
import { profileHandler, signIn } from '../../test/fixtures';
import { endpointKey, mockApi, type ApiCall } from '../../test/mockApi';
import { renderRoutes } from '../../test/render';
import { loadHelpLanguage } from './i18n';
import { helpRoutes } from './routes';

const GROCERY = '55555555-5555-4555-8555-555555555555';
const faq = (id: string, fields: Partial<Faq>): Faq => ({
  _id: id,
  serviceId: null,
  serviceName: null,
  question: 'A question?',
  answer: 'An answer.',
  language: 'en',
  ...fields,
});
const HOSTILE =
  'Upload **your documents**.\n\n<img src="x" onerror="window.hacked = true"> <script>window.hacked = true</script>\n\n[Read more](javascript:alert(1)) or [the guide](https://example.com/guide).';
const FAQS: Faq[] = [
  faq('66666666-6666-4666-8666-666666666661', { question: 'How does my store get approved?', answer: HOSTILE }),
  faq('66666666-6666-4666-8666-666666666662', {
    serviceId: GROCERY,
    serviceName: 'Grocery',
    question: 'How do I add products?',
    answer: '- Search\n- Add',
  }),
];

const faqCalls = (calls: ApiCall[]) => calls.filter((call) => call.path === helpEndpoints.faqs.path);

function setup(items: Faq[] = FAQS) {
  signIn();
  return mockApi({
    [endpointKey(storeEndpoints.vendorProfile)]: profileHandler(),
    [endpointKey(helpEndpoints.faqs)]: (call) => ({
      body: { items, page: 1, limit: 20, total: items.length, language: call.query.get('lang') ?? 'en' },
    }),
    [endpointKey(helpEndpoints.faqServices)]: () => ({
      body: {
        language: 'en',
        total: 9,
        groups: [
          { serviceId: null, serviceName: null, count: 6 },
          { serviceId: GROCERY, serviceName: 'Grocery', count: 3 },
        ],
      },
    }),
  });
}

describe('the FAQs page', () => {
  afterEach(async () => {
    localStorage.removeItem(STORAGE_KEYS.settings);
    await i18n.changeLanguage('en');
  });

  it('renders answers from Markdown, never the raw HTML in them, and no script link', async () => {
    setup();
    const user = userEvent.setup();
    const { container } = renderRoutes(helpRoutes, '/faqs');
    await user.click(await screen.findByRole('button', { name: /How does my store get approved\?/ }));
    const strong = await screen.findByText('your documents');
    expect(strong.tagName).toBe('STRONG');
    expect(container.querySelector('img, script, [onerror]')).toBeNull();
    expect(container.innerHTML).not.toMatch(/<img|<script|onerror/);
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    expect(screen.getByRole('link', { name: 'the guide' }).getAttribute('href')).toBe('https://example.com/guide');
    expect(screen.getByRole('link', { name: 'the guide' }).getAttribute('rel')).toBe('noopener noreferrer');
    const unsafe = screen.queryByRole('link', { name: 'Read more' });
    expect(unsafe?.getAttribute('href') ?? '').not.toMatch(/javascript/i);

    await user.click(screen.getByRole('button', { name: /How do I add products\?/ }));
    const list = await screen.findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Search', 'Add']);
  });

  it('asks in the page’s language, by service and search, and says when a text is in English', async () => {
    localStorage.setItem(STORAGE_KEYS.settings, JSON.stringify({ language: 'fr' }));
    await loadHelpLanguage('fr');
    const calls = setup([
      faq('66666666-6666-4666-8666-666666666663', { question: 'Is there an app?', answer: 'Not yet.', language: 'en' }),
    ]);
    const user = userEvent.setup();
    renderRoutes(helpRoutes, '/faqs');
    expect(await screen.findByRole('heading', { name: 'Questions fréquentes', level: 1 })).toBeTruthy();
    await waitFor(() => expect(faqCalls(calls).at(-1)?.query.get('lang')).toBe('fr'));

    await user.click(await screen.findByRole('button', { name: 'Grocery (3)' }));
    await waitFor(() => expect(faqCalls(calls).at(-1)?.query.get('serviceId')).toBe(GROCERY));
    expect(screen.getByRole('button', { name: 'Grocery (3)' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Général (6)' }));
    await waitFor(() => expect(faqCalls(calls).at(-1)?.query.get('serviceId')).toBe('general'));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher dans les questions et les réponses' }), 'appli');
    await waitFor(() => expect(faqCalls(calls).at(-1)?.query.get('q')).toBe('appli'));

    await user.click(await screen.findByRole('button', { name: /Is there an app\?/ }));
    expect(await screen.findByText('Pas encore traduit : affiché en anglais.')).toBeTruthy();
    expect(screen.getByText('Not yet.').closest('[lang]')?.getAttribute('lang')).toBe('en');
  });
});
