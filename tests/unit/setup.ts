// The site's logs (lib/log/log.mjs) stay out of the test report; a test that checks what is logged
// listens to the area's logger (tests/unit/logs.ts).
process.env.LOG_LEVEL ??= 'silent';
