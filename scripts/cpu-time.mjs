// What npm test costs in CPU time, a figure that does not change with how busy the machine is:
// user + system seconds of this process and of every child it has waited for (with their own
// waited-for children, browsers included), and a fixed workload to compare machines and days by.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Clock ticks per second, the unit of /proc's CPU times (100 almost everywhere). */
function clockTicksPerSecond() {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
}

const TICKS_PER_SECOND = fs.existsSync('/proc/self/stat') ? clockTicksPerSecond() : 100;

/**
 * CPU seconds of the children this process has waited for, their waited-for descendants
 * included (cutime + cstime of /proc/self/stat); null where there is no /proc (not Linux).
 * A child counts only once it has exited and been waited for: a step's figure is final when it ends.
 */
export function reapedChildrenCpuSeconds() {
  if (!fs.existsSync('/proc/self/stat')) return null;
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  // the fields after the command name, which is in parentheses and may hold spaces
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND;
}

/** CPU seconds of this process itself. */
export function ownCpuSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}

/** This process and every child it has waited for; null where there is no /proc. */
export function cpuSecondsSoFar() {
  const children = reapedChildrenCpuSeconds();
  return children === null ? null : ownCpuSeconds() + children;
}

// about one CPU-second on the 2-core machine the project is developed on
const CALIBRATION_ROUNDS = 40;

/**
 * A fixed CPU-bound workload in the kind of work the suite does (objects, sorting, JSON): the same
 * work on every run, so its time says how fast this machine is today.
 */
function calibrationWorkload(rounds) {
  let seed = 1;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  let checksum = 0;
  for (let round = 0; round < rounds; round += 1) {
    const items = Array.from({ length: 20_000 }, (_, id) => ({ id, score: random(), label: `item ${id}` }));
    items.sort((a, b) => a.score - b.score);
    checksum += JSON.parse(JSON.stringify(items)).filter((item) => item.score < 0.5).length;
  }
  return checksum;
}

/** The CPU seconds the calibration workload takes here and now (CPU, not wall: other processes do not count). */
export function calibrationSeconds(rounds = CALIBRATION_ROUNDS) {
  const before = process.cpuUsage();
  const checksum = calibrationWorkload(rounds);
  const { user, system } = process.cpuUsage(before);
  if (checksum <= 0) throw new Error('the calibration workload computed nothing');
  return (user + system) / 1e6;
}
