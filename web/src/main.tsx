import '@esencia/ui-kit/src/styles/global.css';
import { startApp } from './app/startApp';

const container = document.getElementById('root');
if (!container) throw new Error('No se encontró el elemento #root.');

void startApp(container);
