import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// index.html replaces #root by the outdated-browser message when the browser cannot run the app.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
