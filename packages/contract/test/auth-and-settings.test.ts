import { describe, expect, it } from 'vitest';
import { DEFAULT_DISPLAY_SETTINGS, displaySettingsSchema, loginRequestSchema, MESSAGES, codeOfText, THEME_NAMES } from '../src/index.js';

describe('login request', () => {
  it('normalises the email and requires both fields', () => {
    expect(loginRequestSchema.parse({ email: ' Vendor@Example.com ', password: 'x' })).toEqual({
      email: 'vendor@example.com',
      password: 'x',
    });
    const result = loginRequestSchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.fieldRequired, MESSAGES.fieldRequired]);
  });

  it('rejects a malformed email with a clear text', () => {
    const result = loginRequestSchema.safeParse({ email: 'vendor@', password: 'x' });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.invalidEmail);
  });
});

describe('display settings', () => {
  it('defaults are the spec §3 defaults', () => {
    expect(DEFAULT_DISPLAY_SETTINGS).toMatchObject({
      direction: 'ltr',
      colorMode: 'light',
      theme: 'BLUE_THEME',
      layout: 'vertical',
      boxed: 'full',
      sidebarCollapse: 'full-sidebar',
      language: 'en',
      cardShadow: true,
      borderRadius: 7,
      sidebarHover: false,
      mobileSidebarOpen: false,
    });
    expect(displaySettingsSchema.parse(DEFAULT_DISPLAY_SETTINGS)).toEqual(DEFAULT_DISPLAY_SETTINGS);
  });

  it('knows the six themes and refuses others', () => {
    expect(THEME_NAMES).toHaveLength(6);
    expect(displaySettingsSchema.safeParse({ ...DEFAULT_DISPLAY_SETTINGS, theme: 'PINK_THEME' }).success).toBe(false);
  });
});

describe('messages', () => {
  it('keeps the spec texts verbatim and finds keys by text', () => {
    expect(MESSAGES.fillRequiredFields).toBe('Please fill all required fields in this step.');
    expect(MESSAGES.maxBusinessImages).toBe('You can upload a maximum of 5 business images.');
    expect(MESSAGES.pincodeDuplicate).toBe('This pincode is already added.');
    expect(codeOfText('Failed to fetch states')).toBe('fetchStatesFailed');
    expect(codeOfText('Product updated.')).toBe('itemUpdated');
    expect(codeOfText('unknown text')).toBeUndefined();
  });

  it('has no two keys with the same text', () => {
    const texts = Object.values(MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });
});

describe('zod-free settings check agrees with displaySettingsSchema', () => {
  it('sanitizeDisplaySettings keeps valid fields, defaults the rest, and always passes the schema', async () => {
    const { sanitizeDisplaySettings, isValidDisplaySetting } = await import('../src/index.js');
    const samples: unknown[] = [
      null,
      'x',
      [],
      {},
      { ...DEFAULT_DISPLAY_SETTINGS, theme: 'PURPLE_THEME', colorMode: 'dark', language: 'ar', direction: 'rtl' },
      { theme: 'PINK_THEME', borderRadius: 7.5, cardShadow: 'yes', language: 'de', layout: 'horizontal' },
      { borderRadius: -1 },
      { borderRadius: 24, boxed: 'boxed', sidebarCollapse: 'mini-sidebar' },
    ];
    for (const sample of samples) {
      const clean = sanitizeDisplaySettings(sample);
      expect(displaySettingsSchema.safeParse(clean).success).toBe(true);
      if (sample && typeof sample === 'object' && !Array.isArray(sample)) {
        for (const [key, value] of Object.entries(sample)) {
          const viaSchema = displaySettingsSchema.shape[key as keyof typeof displaySettingsSchema.shape].safeParse(value).success;
          expect(isValidDisplaySetting(key as keyof typeof DEFAULT_DISPLAY_SETTINGS, value)).toBe(viaSchema);
          expect(clean[key as keyof typeof clean]).toEqual(viaSchema ? value : DEFAULT_DISPLAY_SETTINGS[key as keyof typeof clean]);
        }
      }
    }
    expect(sanitizeDisplaySettings({ layout: 'horizontal' }).layout).toBe('horizontal');
    expect(THEME_NAMES).toHaveLength(6);
  });
});
