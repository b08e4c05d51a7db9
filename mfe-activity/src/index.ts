// Async boundary before anything shared is imported (Module Federation).
import('./bootstrap');
