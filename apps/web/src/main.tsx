import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createAppRouter } from './router';
import { appStore } from './state/store';
import './styles.css';

const router = createAppRouter({ store: appStore, auth: { isMember: () => document.cookie.includes('X-API-TOKEN=') } });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={appStore}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
