import enCore from './en-core';
import enPages from './en-pages';

/** English, the source of every key; the other locales must have exactly these keys. */
const en = { ...enCore, ...enPages };

export default en;
