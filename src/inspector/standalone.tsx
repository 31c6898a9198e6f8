// inspector.html (dev server only): the inspector in its own window, listening to every app tab of this origin.
import { createRoot } from 'react-dom/client';
import { InspectorApp } from './InspectorApp';
import { ensureInspectorStyles } from './styles';

ensureInspectorStyles();
document.body.style.margin = '0';
document.body.style.background = '#0d1117';
const host = document.getElementById('inspector')!;
host.className = 'xi xi-page';
createRoot(host).render(<InspectorApp mode="page" />);
