import '@esencia/ui-kit/src/styles/global.css';
import { PAGE_STATE_ELEMENT_ID } from './apollo/pageState';
import { afterFirstPicture } from './app/afterFirstPicture';
import { PAGE_MODULES_ELEMENT_ID } from './app/pageModules';
import { yieldToMain } from './app/yieldToMain';

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root.');

/**
 * A page the server rendered (it carries its cache) is already readable: the app, which only hydrates it, is asked
 * for once the page's first picture is on screen (afterFirstPicture.ts), its chunks all at once from the links the
 * server left in the template. Any other page needs the app to show anything: at once.
 */
async function start(root: HTMLElement) {
  if (document.getElementById(PAGE_STATE_ELEMENT_ID)) {
    await afterFirstPicture(document);
    const modules = document.getElementById(PAGE_MODULES_ELEMENT_ID);
    if (modules instanceof HTMLTemplateElement) document.head.append(modules.content);
  }
  // Evaluating the modules is split in tasks (yieldToMain.ts): the libraries first (any module of the vendor chunk,
  // web/scripts/chunk-groups.mjs, evaluates the whole chunk; one export named, so the bundler still drops the
  // package's unused ones), then the app's own; startApp.tsx goes on in tasks of their own.
  await import('@apollo/client').then(({ ApolloLink }) => ApolloLink);
  await yieldToMain();
  const { startApp } = await import('./app/startApp');
  await startApp(root);
}

void start(container);
