/**
 * tinypool, vitest's pool of test workers, counts the machine's cores when it is imported, in
 * vitest's process and again in every worker: on Linux by starting `cat /proc/cpuinfo | grep |
 * sort | uniq | wc -l` twice, ten processes each time. The unit tests start no process, so the
 * count is read from /proc/cpuinfo in process, with the same result.
 */
export const packageName = 'tinypool';
export const version = '1.1.1';
export const files = ['dist/index.js'];

export const replacements = [
  {
    why: 'The same count of distinct "physical id" and "core id" lines, read without a shell.',
    find: `		const output1 = exec("cat /proc/cpuinfo | grep \\"physical id\\" | sort |uniq | wc -l");
		const output2 = exec("cat /proc/cpuinfo | grep \\"core id\\" | sort | uniq | wc -l");
		const physicalCpuAmount = parseInt(output1.trim(), 10);
		const physicalCoreAmount = parseInt(output2.trim(), 10);`,
    replace: `		const cpuinfo = readFileSync("/proc/cpuinfo", "utf8").split("\\n");
		const distinct = (key) => new Set(cpuinfo.filter((line) => line.includes(key))).size;
		const physicalCpuAmount = distinct("physical id");
		const physicalCoreAmount = distinct("core id");`,
  },
];
