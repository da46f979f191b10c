export function secretOf(arg: string | undefined): string | undefined
export function currentCode(secret: string, now?: number): { token: string; remaining: number }
