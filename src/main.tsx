// Boots the client: starts the embedded simulated exchange unless VITE_API_BASE names a real operator.
import './theme/global';

async function boot(): Promise<void> {
  if (!import.meta.env.VITE_API_BASE) {
    // Loaded on demand so a build pointed at a real operator ships none of it.
    const { startSimulatedExchange } = await import('./mocks/browser');
    await startSimulatedExchange();
  }
  const { mountApp } = await import('./app/mount');
  mountApp(document.getElementById('root')!);
}

void boot();
