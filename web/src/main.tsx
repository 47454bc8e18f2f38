import '@esencia/ui-kit/src/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './apollo/client';
import { readFirstPageData, restoreFirstPageAnswers } from './apollo/firstPageAnswers';
import { App } from './app/App';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root.');

const client = createApolloClient();

// The first render has the page and its data: the address's lazy pages are loaded, and the answers that came
// inside the HTML are in the cache, before it starts.
void Promise.all([createAppRouter(), restoreFirstPageAnswers(client.cache, readFirstPageData())]).then(([router]) =>
  createRoot(container).render(
    <StrictMode>
      <App client={client} router={router} />
    </StrictMode>,
  ),
);
