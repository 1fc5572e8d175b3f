// Where a Worker isolate's time goes, by the V8 sampling profiler over workerd's inspector. A sample's
// time is the wall time since the one before, so the busy total also counts whatever else workerd's
// one thread did meanwhile (another isolate's work, such as local D1's): it shows the shares of the
// heaviest functions, while CPU per request is read from /proc (bench/lib/process-cpu.ts).
import { writeFileSync } from 'node:fs';
import { WebSocket } from 'undici';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: Array<number>;
};
type Profile = { nodes: Array<ProfileNode>; samples: Array<number>; timeDeltas: Array<number> };

export type CpuProfiler = {
  start(): Promise<void>;
  /** Stops sampling; returns the heaviest functions by self time (sampled milliseconds). */
  stop(): Promise<{ top: Array<{ name: string; ms: number }> }>;
  close(): void;
};

let profilesWritten = 0;

export async function connectProfiler(inspectorPort: number, workerName: string): Promise<CpuProfiler> {
  const targets = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json/list`)).json()) as Array<{
    id: string;
    title?: string;
    webSocketDebuggerUrl: string;
  }>;
  const target = targets.find((t) => t.id.endsWith(`:${workerName}`) || t.title?.includes(workerName));
  if (!target) throw new Error(`No inspector target for Worker ${workerName}: ${JSON.stringify(targets)}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) pending.get(message.id)?.(message.result);
  });
  function send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
    const id = nextId++;
    socket.send(JSON.stringify({ id, method, params }));
    return new Promise((resolve) => pending.set(id, resolve as (result: unknown) => void));
  }
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: Number(process.env.BENCH_CPU_INTERVAL ?? 50) });
  return {
    async start() {
      await send('Profiler.start');
    },
    async stop() {
      const { profile } = await send<{ profile: Profile }>('Profiler.stop');
      // Open the file in Chrome DevTools (Performance tab) to read the whole call tree; a bench that
      // profiles several pages writes one file each (name-1.cpuprofile, name-2.cpuprofile, …).
      if (process.env.BENCH_CPU_PROFILE) {
        profilesWritten += 1;
        const file = process.env.BENCH_CPU_PROFILE.replace(
          /(\.cpuprofile)?$/,
          `-${profilesWritten}.cpuprofile`,
        );
        writeFileSync(file, JSON.stringify(profile));
      }
      const byId = new Map(profile.nodes.map((node) => [node.id, node]));
      const self = new Map<string, number>();
      profile.samples.forEach((nodeId, i) => {
        const node = byId.get(nodeId);
        const name = node?.callFrame.functionName || '(anonymous)';
        if (name === '(idle)') return;
        const ms = (profile.timeDeltas[i] ?? 0) / 1000;
        const where = node?.callFrame.url
          ? ` ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber}`
          : '';
        self.set(name + where, (self.get(name + where) ?? 0) + ms);
      });
      const top = [...self.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 25)
        .map(([name, ms]) => ({ name, ms }));
      return { top };
    },
    close() {
      socket.close();
    },
  };
}
