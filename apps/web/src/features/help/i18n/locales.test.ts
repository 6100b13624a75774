import { describe } from 'vitest';
import { testLocaleShapes } from '../../../test/locales';
import ar from './ar';
import en from './en';
import fr from './fr';
import zh from './zh';

describe('help translations', () => {
  testLocaleShapes({ en, fr, ar, zh });
});
