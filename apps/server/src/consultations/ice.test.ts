import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { iceServersFor, turnCredential } from './ice';

// The TURN REST credential, checked against computations that are not ours: a vector worked out with Python's
// hmac module, openssl, and Debian's coturn itself when it is installed (`.ci/run` installs it).

const secret = 'north-wind';
const epoch = new Date('2026-03-02T00:00:00.000Z'); // 1772409600

describe('turnCredential', () => {
  it('is `{expiry}:{userId}` and base64(HMAC-SHA1(secret, username)), as a vector worked out by hand says', () => {
    // python3 -c "import hmac,hashlib,base64; print(base64.b64encode(hmac.new(b'north-wind',
    //   b'1772413200:42', hashlib.sha1).digest()).decode())"
    expect(turnCredential(secret, 42, epoch, 3600)).toEqual({
      username: '1772413200:42',
      credential: 'gdDWEPj3y7o8xwyP4ZPoFJZJnyQ=',
    });
  });

  it('agrees with openssl for other users, times and secrets', () => {
    for (const [key, userId, ttl] of [
      ['x', 1, 60],
      ['a much longer secret with spaces, and ünïcode', 2_147_483_647, 86_400],
    ] as const) {
      const { username, credential } = turnCredential(key, userId, new Date(epoch.getTime() + 1999), ttl);
      expect(username).toBe(`${1772409601 + ttl}:${userId}`);
      const openssl = execFileSync(
        'sh',
        ['-c', 'printf %s "$1" | openssl dgst -sha1 -hmac "$2" -binary | base64', 'sh', username, key],
        { encoding: 'utf8' },
      ).trim();
      expect(credential).toBe(openssl);
    }
  });
});

describe('iceServersFor', () => {
  const ice = { urls: [], secret: null, ttlSeconds: 3600, transportPolicy: 'all' as const };

  it('answers no servers without TURN_URLS: host candidates alone', () => {
    expect(iceServersFor(ice, 7, epoch)).toEqual({ iceServers: [], iceTransportPolicy: 'all' });
  });

  it('gives STUN URLs no credential and TURN URLs one credential for the user', () => {
    const answer = iceServersFor(
      {
        ...ice,
        urls: ['stun:a.example', 'turn:b.example', 'turns:b.example:5349'],
        secret,
        transportPolicy: 'relay',
      },
      42,
      epoch,
    );
    expect(answer).toEqual({
      iceServers: [
        { urls: ['stun:a.example'] },
        {
          urls: ['turn:b.example', 'turns:b.example:5349'],
          username: '1772413200:42',
          credential: 'gdDWEPj3y7o8xwyP4ZPoFJZJnyQ=',
        },
      ],
      iceTransportPolicy: 'relay',
    });
  });
});

const turnserver = '/usr/bin/turnserver';
const uclient = '/usr/bin/turnutils_uclient';
const haveCoturn = existsSync(turnserver) && existsSync(uclient);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe.skipIf(!haveCoturn)("coturn's use-auth-secret", () => {
  let coturn: ChildProcess | null = null;
  afterAll(() => {
    coturn?.kill('SIGTERM');
  });

  /** Asks coturn for relay allocations with these credentials and sends packets between them (`-y`). */
  async function allocates(port: number, username: string, password: string): Promise<boolean> {
    const { stdout, stderr } = await promisify(execFile)(
      uclient,
      [
        '-p',
        String(port),
        '-n',
        '1',
        '-m',
        '1',
        '-l',
        '100',
        '-u',
        username,
        '-w',
        password,
        '-e',
        '127.0.0.1',
        '-y',
        '127.0.0.1',
      ],
      { timeout: 15_000 },
    ).catch((error: { stdout?: string; stderr?: string }) => ({
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }));
    const output = `${stdout}${stderr}`;
    return !output.includes('Cannot complete Allocation') && /tot_recv_msgs=[1-9]/.test(output);
  }

  it('allocates a relay with our credential, and refuses a wrong or an expired one', async () => {
    const port = await freePort();
    const relayBase = 40_000 + Math.floor(Math.random() * 20_000);
    coturn = spawn(
      turnserver,
      [
        '-n',
        '--listening-ip=127.0.0.1',
        '--relay-ip=127.0.0.1',
        `--listening-port=${port}`,
        `--min-port=${relayBase}`,
        `--max-port=${relayBase + 200}`,
        '--use-auth-secret',
        `--static-auth-secret=${secret}`,
        '--realm=telehealth.test',
        '--no-cli',
        '--no-tls',
        '--no-dtls',
        '--allow-loopback-peers',
        '--log-file=stdout',
      ],
      { stdio: 'ignore' },
    );
    // coturn binds within a second or so; the first good allocation proves it listens.
    const now = new Date();
    const good = turnCredential(secret, 7, now, 600);
    let allocated = false;
    for (let attempt = 0; attempt < 20 && !allocated; attempt++) {
      allocated = await allocates(port, good.username, good.credential);
      if (!allocated) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(allocated).toBe(true);
    const wrong = turnCredential('another-secret', 7, now, 600);
    expect(await allocates(port, wrong.username, wrong.credential)).toBe(false);
    const expired = turnCredential(secret, 7, new Date(now.getTime() - 7_200_000), 3600);
    expect(await allocates(port, expired.username, expired.credential)).toBe(false);
  }, 60_000);
});
