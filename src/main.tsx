import { createRoot } from 'react-dom/client';
import { Probe } from './app/Probe';
createRoot(document.getElementById('root')!).render(<Probe />);
