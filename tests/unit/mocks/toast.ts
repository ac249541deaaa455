import { vi } from 'vitest';

// Stands in for components/layout/toast in component tests:
// vi.mock('@/components/layout/toast', () => import('@/tests/unit/mocks/toast')).
// Each test file gets its own spies, to clear in a beforeEach where it counts calls.
export const toast = { success: vi.fn(), warning: vi.fn(), error: vi.fn() };
