// Async boundary: shared modules (React, @tessera/shared, …) must be negotiated before any of them is used.
import('./standalone.tsx');
