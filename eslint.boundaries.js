import { readdirSync } from 'node:fs';

/**
 * Import boundaries (bulletproof-react style): a feature imports no other feature; shared code
 * imports no feature; only the app composes features. Folders are read from disk, so a new
 * feature is fenced in without editing this file.
 */
const dirsOf = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** `features`: the folder of the features; `shared`: folders every feature may use; `composers`: who wires features together. */
function zones({ root, features, shared, composers, hint }) {
  return [
    ...dirsOf(`${root}/${features}`).map((feature) => ({
      target: `${root}/${features}/${feature}`,
      from: `${root}/${features}`,
      except: [`./${feature}`],
      message: `A feature imports no other feature: ${hint}.`,
    })),
    {
      target: shared.map((dir) => `${root}/${dir}`),
      from: [`${root}/${features}`, ...composers.map((dir) => `${root}/${dir}`)],
      message: 'Shared code imports no feature: the app composes features.',
    },
    {
      target: `${root}/${features}`,
      from: composers.map((dir) => `${root}/${dir}`),
      message: 'A feature does not import what composes it: it exports its routes (and shell) for the app.',
    },
  ];
}

const WEB = './apps/web/src';
const API = './apps/api/src';

export const boundaryZones = [
  ...zones({
    root: WEB,
    features: 'features',
    shared: dirsOf(WEB).filter((dir) => !['app', 'features', 'layout', 'test'].includes(dir)),
    composers: ['app', 'layout'],
    hint: 'move what two features share to components/, hooks/, api/, vendor/ or navigation/',
  }),
  {
    target: `${WEB}/layout`,
    from: `${WEB}/features`,
    message: 'The layout knows no feature: features give it their menus through navigation/.',
  },
  ...zones({
    root: API,
    features: 'modules',
    shared: dirsOf(API).filter((dir) => !['modules', 'seed'].includes(dir)),
    composers: [],
    hint: 'move what two modules share to access/, http/, uploads/, storage/ or lib/',
  }).filter((zone) => [zone.from].flat().length > 0),
];
