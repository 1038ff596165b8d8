// The async boundary: shared singletons are negotiated before anything that uses them runs.
import('./bootstrap');
