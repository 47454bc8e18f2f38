import '@esencia/ui-kit/src/styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root.');

void createAppRouter().then((router) =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
