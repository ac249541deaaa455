import { arrivalTests } from './talents-arrival';

// A phone (Pixel 7): the full-screen menu and its language switch (talents-arrival.ts).
arrivalTests();
