/** React's DOM renderer, the boot's first stage (main.tsx): its modules are evaluated in a task of their own. */
export { createRoot } from 'react-dom/client';
