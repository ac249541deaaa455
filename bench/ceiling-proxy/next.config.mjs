// @ts-check
/** @type {import('next').NextConfig} */
export default { poweredByHeader: false, distDir: process.env.NEXT_DIST_DIR ?? '.next' };
