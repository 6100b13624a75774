import { describe, expect, it } from 'vitest';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { failOnCycle, planChunkGroups } from './chunkPlan';

interface Spec {
  facade?: string;
  entry?: boolean;
  lazy?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  bytes?: number;
}

/** A first pass's bundle: each chunk holds one module named after it. */
function bundleOf(specs: Record<string, Spec>): OutputBundle {
  const bundle: Record<string, unknown> = {};
  for (const [fileName, spec] of Object.entries(specs))
    bundle[fileName] = {
      type: 'chunk',
      fileName,
      facadeModuleId: spec.facade ?? null,
      isEntry: spec.entry ?? false,
      isDynamicEntry: spec.lazy ?? false,
      imports: spec.imports ?? [],
      dynamicImports: spec.dynamicImports ?? [],
      moduleIds: [`/m/${fileName}`],
      code: 'x'.repeat(spec.bytes ?? 100),
    } satisfies Partial<OutputChunk>;
  return bundle as unknown as OutputBundle;
}

const pages = ['p1', 'p2', 'p3', 'p4', 'p5'];
const page = (name: string, imports: string[]): Spec => ({ facade: `/app/src/features/${name}/Page.tsx`, lazy: true, imports });

const bundle = bundleOf({
  entry: {
    entry: true,
    facade: '/app/src/main.tsx',
    imports: ['initial'],
    dynamicImports: ['login', 'registration', 'shell', 'toasts', ...pages],
  },
  initial: {},
  login: { facade: '/app/src/features/auth/LoginPage.tsx', lazy: true, imports: ['withLogin'] },
  toasts: { facade: '/app/src/app/ToastHost.tsx', lazy: true, imports: ['withToasts'] },
  registration: { facade: '/app/src/features/registration/RegistrationPage.tsx', lazy: true, imports: ['withRegistration'] },
  shell: { facade: '/app/src/app/MainLayout.tsx', lazy: true, imports: ['shellOnly', 'withLogin', 'withRegistration', 'withToasts'] },
  shellOnly: {},
  withLogin: {},
  withToasts: {},
  withRegistration: {},
  p1: page('p1', ['everyPage', 'charts', 'importsCharts', 'twoPages']),
  p2: page('p2', ['everyPage', 'charts', 'importsCharts', 'twoPages']),
  p3: page('p3', ['everyPage', 'charts', 'importsCharts']),
  p4: page('p4', ['everyPage', 'charts', 'importsCharts']),
  p5: page('p5', ['everyPage', 'charts', 'importsCharts']),
  everyPage: {},
  charts: { bytes: 9000, imports: ['chartsPart'] },
  chartsPart: {},
  importsCharts: { imports: ['charts'] },
  twoPages: {},
});

describe('planChunkGroups', () => {
  const plan = planChunkGroups(bundle, { minPages: 5, maxBytes: 8000 });
  const groupOf = (chunk: string) => plan[`/m/${chunk}`] ?? null;

  it('puts what only the shell loads, and what it shares with the registration page, beside it', () => {
    expect(groupOf('shellOnly')).toBe('shell-parts');
    expect(groupOf('withRegistration')).toBe('shell-shared-parts');
  });

  it('leaves what the entry and the login page may load where it is (its budget)', () => {
    for (const chunk of ['entry', 'initial', 'login', 'withLogin', 'toasts', 'withToasts']) expect(groupOf(chunk)).toBeNull();
  });

  it('groups the small chunks enough signed-in pages share, not the pages nor a big chunk', () => {
    expect(groupOf('everyPage')).toBe('signed-in-common');
    expect(groupOf('chartsPart')).toBe('signed-in-common');
    for (const chunk of [...pages, 'charts', 'twoPages']) expect(groupOf(chunk)).toBeNull();
  });

  it('leaves a chunk that imports one left alone (a cycle through it would run modules out of order)', () => {
    expect(groupOf('importsCharts')).toBeNull();
  });
});

describe('failOnCycle', () => {
  it('fails on chunks that import each other, not on a tree', () => {
    expect(() => failOnCycle(bundle)).not.toThrow();
    expect(() => failOnCycle(bundleOf({ a: { imports: ['b'] }, b: { imports: ['c'] }, c: { imports: ['a'] } }))).toThrow(/chunk cycle/);
  });
});
