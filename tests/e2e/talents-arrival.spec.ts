import { arrivalTests } from './talents-arrival';

// Desktop: the header's menu and language switch (talents-arrival.ts).
arrivalTests();
