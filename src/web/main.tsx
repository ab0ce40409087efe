import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The first render runs as a transition: React renders it in slices and gives the main thread back between
// them, so a phone stays responsive (and paints) while the page is built, instead of blocking for the
// whole render at once.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
