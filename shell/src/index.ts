// Async boundary: shared singletons are negotiated before any application code runs.
import('./bootstrap');
