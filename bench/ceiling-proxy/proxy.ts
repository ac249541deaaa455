import { NextResponse } from 'next/server';

// The ceiling page behind a proxy that does nothing: the difference between the two is what
// running a proxy at all costs a cached page (the site's proxy does its routing on top).
export default function proxy() {
  return NextResponse.next();
}

export const config = { matcher: '/((?!api/|_next/|_vercel/).*)' };
